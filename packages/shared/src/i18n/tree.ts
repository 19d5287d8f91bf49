/** Catalogue trees (nested objects of ICU strings) ↔ flat `a.b.c` keys. */
export interface MessageTree {
  readonly [key: string]: unknown;
}

/** The dotted paths of a tree's string leaves, as a type (typed `t(key)`). */
export type LeafKeys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : LeafKeys<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Flat `{ 'a.b': text }`; leaves that are not strings are reported in `invalid` (a catalogue holds ICU text only). */
export function flattenTree(tree: MessageTree, prefix = '', out: Record<string, string> = {}, invalid: string[] = []) {
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') out[path] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      flattenTree(value as MessageTree, `${path}.`, out, invalid);
    } else invalid.push(path);
  }
  return { messages: out, invalid };
}

/** Flat messages of several trees; a key defined by two of them is reported in `duplicates`. */
export function mergeFlat(...trees: MessageTree[]) {
  const messages: Record<string, string> = {};
  const duplicates: string[] = [];
  const invalid: string[] = [];
  for (const tree of trees) {
    const flat = flattenTree(tree);
    invalid.push(...flat.invalid);
    for (const [key, text] of Object.entries(flat.messages)) {
      if (key in messages) duplicates.push(key);
      messages[key] = text;
    }
  }
  return { messages, duplicates, invalid };
}
