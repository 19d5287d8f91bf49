import { Anchor, Image, SimpleGrid } from '@mantine/core';
import type { MediaLinksDto } from '@sewamudah/shared';

/** Thumbnails (signed links, 5 minutes) opening the larger view in a new tab. */
export function PhotoGrid({ photos, label }: { photos: readonly MediaLinksDto[]; label: (i: number) => string }) {
  if (!photos.length) return null;
  return (
    <SimpleGrid cols={{ base: 3, sm: 6 }} spacing={6}>
      {photos.map((p, i) => (
        <Anchor key={p.id} href={p.viewUrl} target="_blank" rel="noopener" aria-label={label(i + 1)}>
          <Image src={p.thumbUrl ?? p.viewUrl} alt={label(i + 1)} radius="sm" h={96} fit="cover" />
        </Anchor>
      ))}
    </SimpleGrid>
  );
}
