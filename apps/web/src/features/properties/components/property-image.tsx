import { Image, type ImageProps } from '@mantine/core';
import { PROPERTY_FALLBACK_IMAGE } from './property-price';

interface PropertyImageProps extends Omit<ImageProps, 'src'> {
  src: string | undefined;
  alt: string;
  lazy?: boolean;
}

/** A property photo, or the fallback picture when it has none (or it fails to load). */
export function PropertyImage({ src, alt, lazy = true, ...props }: PropertyImageProps) {
  return (
    <Image
      src={src ?? PROPERTY_FALLBACK_IMAGE}
      fallbackSrc={PROPERTY_FALLBACK_IMAGE}
      alt={alt}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      fit="cover"
      {...props}
    />
  );
}
