import { Spoiler, Text } from '@mantine/core';
import { useT } from '@/lib/i18n';

/** Long descriptions collapse to `maxHeight` px with a Show more / Show less toggle. */
export function CollapsibleText({ text, maxHeight }: { text: string; maxHeight: number }) {
  const t = useT();
  return (
    <Spoiler maxHeight={maxHeight} showLabel={t('propertyView.showMore')} hideLabel={t('propertyView.showLess')}>
      <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>
    </Spoiler>
  );
}
