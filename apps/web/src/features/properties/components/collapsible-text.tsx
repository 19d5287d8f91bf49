import { Spoiler, Text } from '@mantine/core';

/** Long descriptions collapse to `maxHeight` px with a Show more / Show less toggle. */
export function CollapsibleText({ text, maxHeight }: { text: string; maxHeight: number }) {
  return (
    <Spoiler maxHeight={maxHeight} showLabel="Show more" hideLabel="Show less">
      <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>
    </Spoiler>
  );
}
