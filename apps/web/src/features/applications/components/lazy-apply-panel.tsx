import { Skeleton } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { Property } from '@sewamudah/shared';
import { lazy, Suspense } from 'react';

// The panel's form (date picker, selects and their popovers, the applications API) is ~40 KB gzipped: it loads after
// the page has hydrated, so that it is not part of the detail page's first visit (ADR 24).
const ApplyPanel = lazy(() => import('./ApplyPanel').then((module) => ({ default: module.ApplyPanel })));

/** About the height of a visitor's panel (with the room picker for a room rental), so little moves when it arrives. */
const placeholderFor = (property: Property) => (
  <Skeleton h={property.type === 'Room Rental' ? 445 : 372} radius="md" data-testid="apply-panel-placeholder" />
);

/**
 * The apply panel, loaded once the page is mounted. The server and the hydrating render both draw the placeholder
 * (the same markup, and no Suspense boundary left unfinished on the server); the panel replaces it right after.
 */
export function LazyApplyPanel({ property }: { property: Property }) {
  const mounted = useMounted();
  const placeholder = placeholderFor(property);
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ApplyPanel property={property} />
    </Suspense>
  );
}
