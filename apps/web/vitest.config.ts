import { defineProject, mergeConfig } from 'vitest/config';
import { MOCKING_TESTS } from './src/test/mocking-tests.ts';
import viteConfig from './vite.config.ts';

/** A web test project: the app's Vite config (the `@/` alias and the `source` condition for @sewamudah/shared) plus jsdom. */
export function webTestProject(test: { name: string; isolate: boolean; include: string[]; exclude?: string[] }) {
  return mergeConfig(
    // The client build's config (vite.config.ts is a function of the build: client or --ssr).
    viteConfig({ command: 'serve', mode: 'test' }),
    defineProject({
      test: {
        ...test,
        environment: 'jsdom',
        setupFiles: ['./src/test/setup.ts'],
        // A first render pays for jsdom, Mantine and the catalogue: on a busy 2-core CI machine that alone passed 5 s.
        testTimeout: 20_000,
      },
    }),
  );
}

/**
 * The `web` test project (the root vitest config lists this directory as a project). A worker imports the app once
 * for all its files instead of once per file (`isolate: false`, about 2.5× faster); src/test/setup.ts puts the shared
 * state back after each test (DOM, toasts, language, title).
 */
export default webTestProject({
  name: 'web',
  isolate: false,
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: MOCKING_TESTS,
});
