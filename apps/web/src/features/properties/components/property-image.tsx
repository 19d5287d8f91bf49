import { Image, type ImageProps } from '@mantine/core';
import { PROPERTY_FALLBACK_IMAGE } from './property-price';

interface PropertyImageProps extends Omit<ImageProps, 'src'> {
  src: string | undefined;
  alt: string;
  lazy?: boolean;
  /** The page's largest image (its LCP element): fetched first, never lazily. */
  priority?: boolean;
  /** The 640 px card variant of the same photo (ADR 6), offered to narrow screens through `srcset`. */
  cardSrc?: string;
  /** `sizes` for the `srcset`: how wide the image is shown. */
  sizes?: string;
}

/** The detail page's photo column: full width on phones, 7/12 of the 1140 px container from 62em. */
export const DETAIL_IMAGE_SIZES = '(min-width: 62em) 660px, 100vw';

/** `srcset` of a detail photo and its card variant (640 px wide; the detail one is at most 1600 px). */
export function propertyImageSrcSet(detailSrc: string, cardSrc: string | undefined): string | undefined {
  return cardSrc && cardSrc !== detailSrc ? `${cardSrc} 640w, ${detailSrc} 1600w` : undefined;
}

/** A property photo, or the fallback picture when it has none (or it fails to load). */
export function PropertyImage({
  src,
  alt,
  lazy = true,
  priority = false,
  cardSrc,
  sizes,
  ...props
}: PropertyImageProps) {
  const srcSet = src ? propertyImageSrcSet(src, cardSrc) : undefined;
  return (
    <Image
      src={src ?? PROPERTY_FALLBACK_IMAGE}
      fallbackSrc={PROPERTY_FALLBACK_IMAGE}
      alt={alt}
      loading={lazy && !priority ? 'lazy' : 'eager'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...(srcSet ? { srcSet, sizes: sizes ?? DETAIL_IMAGE_SIZES } : {})}
      fit="cover"
      {...props}
    />
  );
}
