import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Matches modules of the given packages inside node_modules. */
const vendor = (...packages: string[]): RegExp =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${packages.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);

/** Dev server proxies the API; the build lands in apps/web/dist, which the server serves in production. */
export default defineConfig({
  plugins: [react()],
  resolve: {
    // `source` compiles @sewamudah/shared straight from packages/shared/src.
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000' },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: an app release does not invalidate the browser's copy of the libraries.
        codeSplitting: {
          groups: [
            { name: 'react', test: vendor('react', 'react-dom', 'scheduler', 'react-router', 'cookie'), priority: 30 },
            {
              name: 'mantine',
              test: vendor(
                '@mantine/core',
                '@mantine/hooks',
                '@mantine/notifications',
                '@mantine/store',
                '@floating-ui',
                'react-remove-scroll',
                'react-number-format',
                'clsx',
              ),
              priority: 20,
            },
            {
              name: 'redux',
              test: vendor(
                '@reduxjs/toolkit',
                'redux',
                'react-redux',
                'immer',
                'reselect',
                'redux-thunk',
                'use-sync-external-store',
              ),
              priority: 20,
            },
            // zod-csp.ts rides in zod's chunk so that jitless is set before any chunk builds a schema.
            { name: 'zod', test: new RegExp(`${vendor('zod').source}|[\\\\/]src[\\\\/]zod-csp\\.ts$`), priority: 20 },
          ],
        },
      },
    },
  },
});
