import { Carousel } from '@mantine/carousel';
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
  if (images.length <= 1) {
    return (
      <PropertyImage src={images[0]} cardSrc={thumbnails[0]} alt={`Photo of ${name}`} priority radius="md" h={height} />
    );
  }
  return (
    <Carousel
      withIndicators
      emblaOptions={{ loop: true }}
      height={height}
      aria-label={`Photos of ${name}`}
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' } }}
    >
      {images.map((src, index) => (
        <Carousel.Slide key={src}>
          <PropertyImage
            src={src}
            cardSrc={thumbnails[index]}
            alt={`Photo ${index + 1} of ${name}`}
            priority={index === 0}
            h={height}
          />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
