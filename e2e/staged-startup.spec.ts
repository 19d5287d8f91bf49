/**
 * Issue 12, target 1 (ADR 24 phase 5): the app starts in stages. The entry chunk holds only React and main.tsx; Redux
 * and RTK Query (the store, the API's endpoints), the router and Mantine's providers are dynamic imports of the entry,
 * each evaluated in its own task with a yield between, so no single task evaluates the whole app graph after the
 * first paint (Total Blocking Time).
 */
import { readManifest } from './support/first-visit';
import { expect, test } from './support/fixtures';

test('the entry evaluates the app in stages: store, router and providers are dynamic imports', () => {
  const manifest = readManifest();
  const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  if (!entryKey || !entry) throw new Error('the build has no entry chunk');
  const staticClosure = new Set<string>();
  const visit = (key: string) => {
    if (staticClosure.has(key)) return;
    staticClosure.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  const stages = ['src/lib/i18n/index.ts', 'src/app/store.ts', 'src/app/router.tsx', 'src/app/providers.tsx'];
  for (const stage of stages) {
    expect(entry.dynamicImports ?? [], `${stage} is a start-up stage`).toContain(stage);
    expect([...staticClosure], `${stage} is not evaluated with the entry`).not.toContain(stage);
  }
  const files = [...staticClosure].map((key) => manifest[key]?.file ?? key);
  expect(files, 'Redux is not evaluated with the entry').not.toContainEqual(
    expect.stringMatching(/\/redux-[^/]*\.js$/),
  );
});
