import type { InputHTMLAttributes, Ref } from 'react';
import { FormField, Input } from 'shared-ui';
import { IMAGE_ACCEPT } from './imageFile';
import { ImagePreview } from './ImagePreview';

export interface ImageFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'accept'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The picture shown under the field (the chosen file, or the current image). */
  preview?: { src: string; alt: string };
  ref?: Ref<HTMLInputElement>;
}

/** A labelled image-file input (images only) with its preview; spread react-hook-form's register() into it. */
export function ImageField({ id, label, error, hint, preview, ...input }: ImageFieldProps) {
  return (
    <>
      <FormField label={label} htmlFor={id} error={error} hint={hint}>
        <Input id={id} type="file" accept={IMAGE_ACCEPT} {...input} />
      </FormField>
      {preview && <ImagePreview src={preview.src} alt={preview.alt} />}
    </>
  );
}
