import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useNearScreen } from '@/hooks/use-near-screen';

// The viewing panel (its texts, slot picker and the viewings API) loads when its place nears the screen, so it is not
// part of the listing detail's first visit (issue 28's budget: at most 10 KB more gzip JS there; ADR 24).
const BookingPanel = lazy(() => import('./booking-panel').then((module) => ({ default: module.BookingPanel })));

const LOAD_MARGIN = '200px 0px';
const PLACEHOLDER_HEIGHT = 220;

/** The server and the hydrating render draw the same placeholder; the panel replaces it once loaded. */
export function LazyBookingPanel({ propertyId }: { propertyId: string }) {
  const [near, placeholderRef] = useNearScreen<HTMLDivElement>(LOAD_MARGIN);

  const placeholder = (
    <Skeleton
      ref={near ? undefined : placeholderRef}
      h={PLACEHOLDER_HEIGHT}
      radius="md"
      data-testid="viewing-panel-placeholder"
    />
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <BookingPanel propertyId={propertyId} />
    </Suspense>
  );
}
