import { useState, type ImgHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ImageIcon } from '../../icons';

type Fit = 'cover' | 'contain';

const Img = styled.img<{ $ratio: string; $fit: Fit }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: ${({ $fit }) => $fit};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Fallback = styled.div<{ $ratio: string }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  /** Full image URL (the caller joins the API host and the product's `img` path). */
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size; sets the box's aspect ratio so nothing shifts while the image loads. */
  width: number;
  height: number;
  fit?: Fit;
}

/**
 * Lazy image that keeps its box (width/height + aspect-ratio) and shows a local placeholder picture,
 * with the same accessible name, when there is no source or it fails to load.
 */
export function ImageWithFallback({ src, alt, width, height, fit = 'cover', loading = 'lazy', onError, ...rest }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ratio = `${width} / ${height}`;

  if (!src || failedSrc === src) {
    return (
      <Fallback $ratio={ratio} role="img" aria-label={alt} className={rest.className} data-fallback="true">
        <ImageIcon size={Math.max(20, Math.min(48, Math.round(width / 8)))} />
      </Fallback>
    );
  }
  return (
    <Img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      $ratio={ratio}
      $fit={fit}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...rest}
    />
  );
}
