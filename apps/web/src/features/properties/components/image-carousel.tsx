import { Carousel } from '@mantine/carousel';
import { PropertyImage } from './property-image';

interface ImageCarouselProps {
  images: string[];
  name: string;
  height: number;
}

/** The property's photos in a looping carousel; the fallback picture when there are none. */
export function ImageCarousel({ images, name, height }: ImageCarouselProps) {
  if (images.length <= 1) {
    return <PropertyImage src={images[0]} alt={`Photo of ${name}`} lazy={false} radius="md" h={height} />;
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
          <PropertyImage src={src} alt={`Photo ${index + 1} of ${name}`} lazy={index > 0} h={height} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
