import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources through the "source" export condition.
const resolve = { conditions: ['source', ...defaultClientConditions] };
// Server code runs on Node: no 'module' condition (it would pick bundler-only builds such as @aws-sdk's dist-es).
const ssr = { resolve: { conditions: ['source', 'node', 'development'], externalConditions: ['source'] } };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        ssr,
        test: { name: 'shared', environment: 'node', include: ['packages/shared/src/**/*.test.ts'] },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are memory-hungry; two workers suit the 2-core CI machine.
          maxWorkers: 2,
          // A worker imports the server once for all its files, not once per file: the import was a third of the
          // suite's time. Each file still builds its own app and database (createTestApp) and closes them.
          isolate: false,
        },
      },
      // The web app's own config: its Vite aliases plus jsdom.
      'apps/web/vitest.config.ts',
      // Its files that replace a module (vi.mock), run isolated.
      'apps/web/vitest.mocks.config.ts',
    ],
  },
});
