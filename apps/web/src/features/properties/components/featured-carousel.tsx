import { Carousel } from '@mantine/carousel';
import { Alert, Skeleton, Text } from '@mantine/core';
import { getErrorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { LIST_POLLING, useGetFeaturedPropertiesQuery } from '../api';
import { useCarouselTexts } from './carousel-texts';
import { PropertyCard } from './property-card';

const IMAGE_HEIGHT = 130;

/** Home: the newest properties that can still be rented; one slide per scroll on phones, three on larger screens. */
export function FeaturedCarousel() {
  const t = useT();
  const { data, isLoading, error } = useGetFeaturedPropertiesQuery(undefined, LIST_POLLING);
  const texts = useCarouselTexts({ count: data?.length ?? 0, kind: 'property' });
  if (isLoading) return <Skeleton h={250} radius="md" aria-label={t('home.featuredLoading')} />;
  if (error) {
    return (
      <Alert color="red" title={t('ui.error')}>
        {t('ui.errorWith', { message: getErrorMessage(error, t('generic.unexpected')) })}
      </Alert>
    );
  }
  if (!data || data.length === 0) return <Text c="dimmed">{t('home.featuredEmpty')}</Text>;
  return (
    <>
      <Carousel
        {...texts.carouselProps}
        slideSize={{ base: '100%', sm: '50%', md: '33.3333%' }}
        slideGap="md"
        emblaOptions={{
          loop: true,
          align: 'start',
          slidesToScroll: 1,
          breakpoints: { '(min-width: 62em)': { slidesToScroll: 3 } },
        }}
        withIndicators={false}
        controlsOffset="xs"
        // The arrows sit on the middle of the photos (the top of each card), not over the badges below them.
        styles={{ controls: { top: `calc(${IMAGE_HEIGHT / 2}px - var(--carousel-control-size) / 2)` } }}
      >
        {data.map((property, index) => (
          <Carousel.Slide key={property._id} {...texts.slideProps(index)}>
            <PropertyCard property={property} imageHeight={IMAGE_HEIGHT} />
          </Carousel.Slide>
        ))}
      </Carousel>
      {texts.status}
    </>
  );
}
