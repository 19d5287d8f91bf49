import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The `web` test project: the app's Vite config (the `@/` alias and the `source` condition for
 * @sewamudah/shared) plus jsdom. The root vitest config lists this directory as a project.
 */
export default mergeConfig(
  // The client build's config (vite.config.ts is a function of the build: client or --ssr).
  viteConfig({ command: 'serve', mode: 'test' }),
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // A first render pays for jsdom, Mantine and the catalogue: on a busy 2-core CI machine that alone passed 5 s.
      testTimeout: 20_000,
    },
  }),
);
