/**
 * Screen-reader texts for Mantine's Carousel from the catalogue: Mantine 9 hard-codes English ("Previous slide",
 * "Next slide", "Go to slide N", "Slide 1 of 3", "Slides", "Carousel slide"). The control, indicator, slide and
 * role-description texts are props; the live "Slide 1 of 3" status and the indicators' list label are not, so the
 * built-in status is hidden and replaced by our own, and the list label is set once after mounting (React never
 * rewrites a constant attribute).
 */
import type { CarouselProps } from '@mantine/carousel';
import { VisuallyHidden } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';

interface CarouselTextsOptions {
  count: number;
  /** 'photo': a property's photos (with indicators); 'property': the home page's featured properties. */
  kind: 'photo' | 'property';
}

interface CarouselTexts {
  /** Spread onto <Carousel>. */
  carouselProps: Pick<
    CarouselProps,
    'previousControlProps' | 'nextControlProps' | 'getIndicatorProps' | 'onSlideChange' | 'aria-roledescription'
  > & { ref: (root: HTMLDivElement | null) => void };
  /** Spread onto each <Carousel.Slide>. */
  slideProps: (index: number) => { 'aria-roledescription': string; 'aria-label': string };
  /** The live "Photo 1 of 3" status: render it next to the carousel. */
  status: ReactNode;
}

export function useCarouselTexts({ count, kind }: CarouselTextsOptions): CarouselTexts {
  const t = useT();
  const [selected, setSelected] = useState(0);
  const position = (index: number) =>
    t(kind === 'photo' ? 'propertyView.photoPosition' : 'propertyView.propertyPosition', {
      number: index + 1,
      count,
    });
  const indicatorsLabel = t('propertyView.photoIndicators');
  const ref = useCallback(
    (root: HTMLDivElement | null) => {
      if (!root) return;
      const builtInStatus = root.querySelector<HTMLElement>(':scope > [role="status"]');
      if (builtInStatus) builtInStatus.hidden = true;
      root.querySelector(':scope > [role="tablist"]')?.setAttribute('aria-label', indicatorsLabel);
    },
    [indicatorsLabel],
  );
  return {
    carouselProps: {
      ref,
      'aria-roledescription': t('propertyView.carouselRole'),
      previousControlProps: {
        'aria-label': t(kind === 'photo' ? 'propertyView.previousPhoto' : 'propertyView.previousProperties'),
      },
      nextControlProps: {
        'aria-label': t(kind === 'photo' ? 'propertyView.nextPhoto' : 'propertyView.nextProperties'),
      },
      getIndicatorProps: (index) => ({ 'aria-label': t('propertyView.goToPhoto', { number: index + 1 }) }),
      onSlideChange: setSelected,
    },
    slideProps: (index) => ({ 'aria-roledescription': t('propertyView.slideRole'), 'aria-label': position(index) }),
    status: (
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {count > 0 ? position(selected) : null}
      </VisuallyHidden>
    ),
  };
}
