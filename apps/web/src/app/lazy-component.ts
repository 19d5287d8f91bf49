import type { ComponentType } from 'react';

/**
 * A route `lazy` that loads a module and uses one of its named exports as the route component.
 * Several routes pointing at the same module share one chunk (the customer and admin areas).
 */
export function lazyComponent<Name extends string>(
  load: () => Promise<{ [Key in NoInfer<Name>]: ComponentType }>,
  name: Name,
) {
  return async () => {
    const module = await load();
    return { Component: module[name] };
  };
}
