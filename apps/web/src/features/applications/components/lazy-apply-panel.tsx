import { Skeleton } from '@mantine/core';
import type { Property } from '@sewamudah/shared';
import { lazy, Suspense, type Ref } from 'react';
import { useNearScreen } from '@/hooks/use-near-screen';

// The panel's form (date picker, selects and their popovers, the applications API) is ~40 KB gzipped: it loads when
// its place on the page comes near the screen, so that it is not part of the detail page's first visit (ADR 24). On a
// wide screen it stands beside the photos and loads at once; on a phone it waits below them until the visitor scrolls.
const ApplyPanel = lazy(() => import('./apply-panel').then((module) => ({ default: module.ApplyPanel })));

/**
 * How far below the screen the panel starts to load: a little, so that a phone's first screen (the photos, the price
 * and the description fill it) does not load it, and a visitor scrolling down meets it nearly ready.
 */
const LOAD_MARGIN = '80px 0px';

/** About the height of a visitor's panel (with the room picker for a room rental), so little moves when it arrives. */
const placeholderFor = (property: Property, ref?: Ref<HTMLDivElement>) => (
  <Skeleton
    ref={ref}
    h={property.type === 'Room Rental' ? 445 : 372}
    radius="md"
    data-testid="apply-panel-placeholder"
  />
);

/**
 * The apply panel, loaded once the page is mounted and the panel's place is near the screen. The server and the
 * hydrating render both draw the placeholder (the same markup, and no Suspense boundary left unfinished on the
 * server); the panel replaces it when it has loaded.
 */
export function LazyApplyPanel({ property }: { property: Property }) {
  const [near, placeholderRef] = useNearScreen<HTMLDivElement>(LOAD_MARGIN);

  if (!near) return placeholderFor(property, placeholderRef);
  return (
    <Suspense fallback={placeholderFor(property)}>
      <ApplyPanel property={property} />
    </Suspense>
  );
}
