import { useEffect, useState } from 'react';
import { firstFile } from './imageFile';

/** An object URL for a chosen file (for a preview), revoked when the file changes or on unmount. */
export function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return undefined;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/** A preview URL for the image chosen in a file input (none for a file that is not an image). */
export function useChosenImageUrl(files: FileList | null | undefined): string | undefined {
  const chosen = firstFile(files);
  return useObjectUrl(chosen && chosen.type.startsWith('image/') ? chosen : undefined);
}
