import { Fragment, type ReactNode } from 'react';
import { formatParts, type MessageKey } from './i18n';
import { useT } from './use-t';

type RichValue = string | number | ReactNode | ((parts: ReactNode[]) => ReactNode);

const keyed = (parts: ReactNode[]) => parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);

/** A catalogue message with markup: `<RichText id="x" values={{ b: (parts) => <strong>{parts}</strong> }} />`. */
export function RichText({ id, values }: { id: MessageKey; values: Record<string, RichValue> }) {
  useT();
  // Tag contents and the result are lists: keyed, so React does not warn.
  const withKeys = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'function' ? (parts: ReactNode[]) => value(keyed(parts)) : value,
    ]),
  );
  return <>{keyed(formatParts<ReactNode>(id, withKeys as Parameters<typeof formatParts<ReactNode>>[1]))}</>;
}
