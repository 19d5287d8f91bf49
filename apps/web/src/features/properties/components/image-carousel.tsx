import { Carousel } from '@mantine/carousel';
import { useT } from '@/lib/i18n';
import { useCarouselTexts } from './carousel-texts';
import { PropertyImage } from './property-image';

interface ImageCarouselProps {
  images: string[];
  /** Card variants of `images` (same order): the phone-sized `srcset` candidate. */
  thumbnails?: string[];
  name: string;
  height: number;
}

/** The property's photos in a looping carousel (the first is the page's LCP image); the fallback when there are none. */
export function ImageCarousel({ images, thumbnails = [], name, height }: ImageCarouselProps) {
  const t = useT();
  const texts = useCarouselTexts({ count: images.length, kind: 'photo' });
  if (images.length <= 1) {
    return (
      <PropertyImage
        src={images[0]}
        cardSrc={thumbnails[0]}
        alt={t('propertyView.photoOf', { name })}
        priority
        radius="md"
        h={height}
      />
    );
  }
  return (
    <>
      <Carousel
        {...texts.carouselProps}
        withIndicators
        emblaOptions={{ loop: true }}
        height={height}
        aria-label={t('propertyView.photosOf', { name })}
        styles={{ root: { borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' } }}
      >
        {images.map((src, index) => (
          <Carousel.Slide key={src} {...texts.slideProps(index)}>
            <PropertyImage
              src={src}
              cardSrc={thumbnails[index]}
              alt={t('propertyView.photoNumber', { number: index + 1, name })}
              priority={index === 0}
              h={height}
            />
          </Carousel.Slide>
        ))}
      </Carousel>
      {texts.status}
    </>
  );
}
