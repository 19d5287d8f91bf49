import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { i18nCatalogues } from './vite-plugin-i18n.ts';
import { precompress } from './vite-plugin-precompress.ts';
import { stylesheetFirst } from './vite-plugin-stylesheet-first.ts';
import { zodJitless } from './vite-plugin-zod-jitless.ts';

/** Matches modules of the given packages inside node_modules. */
const vendor = (...packages: string[]): RegExp =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${packages.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);

/**
 * Dev server proxies the API; the build lands in apps/web/dist, which the server serves in production (precompressed:
 * .br and .gz beside each asset). `vite build --ssr` builds src/entry-server.tsx into apps/web/dist-ssr, with which
 * the server renders the public pages (ADR 24).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), i18nCatalogues(), ...(isSsrBuild ? [] : [zodJitless(), stylesheetFirst(), precompress()])],
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
  ssr: {
    // Bundled (from source); the other packages stay external and load from node_modules.
    noExternal: ['@sewamudah/shared'],
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        // One file: the server re-imports it after a rebuild (ssr-pages.ts), which split chunks would defeat.
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: each chunk's static and dynamic imports (the JS budget test reads it).
        manifest: true,
        // One stylesheet, linked from index.html: a server-rendered page must not wait for its route chunk's CSS
        // (a late stylesheet moves the page: layout shift). The screens' own CSS is ~2 KB gzipped in all.
        cssCodeSplit: false,
        rolldownOptions: {
          // Rolldown would move modules shared by lazy chunks (the drawer, the dashboard) into the entry chunk,
          // making every first visit download them (ADR 24).
          experimental: { chunkOptimization: { mergeCommonChunks: false } },
          output: {
            // Long-lived vendor chunks: an app release does not invalidate the browser's copy of the libraries.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: vendor('react', 'react-dom', 'scheduler', 'react-router', 'cookie'),
                  priority: 30,
                },
                // No Mantine group: each page's chunks carry only the components it uses (tree-shaken per chunk).
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
                // Loaded with the first chunk that validates (a form, a signed-in area); CSP-safe (vite-plugin-zod-jitless).
                { name: 'zod', test: vendor('zod'), priority: 20 },
              ],
            },
          },
        },
      },
}));
