import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { menuTitlesPlugin } from './build/menu-titles.js';
import { paintFirstPlugin } from './build/paint-first.js';
import { leanTablePlugin } from './build/lean-table.js';
import { traditionalPlugin } from './build/traditional.js';

/**
 * The contract is consumed as TypeScript source through its `source` export condition. antd's utilities
 * resolve to `src/app/rc-util.ts`, which keeps their tables from measuring the scrollbar on every mount.
 */
export const resolve = {
  conditions: ['source', ...defaultClientConditions],
  alias: [
    { find: /^@rc-component\/util$/, replacement: fileURLToPath(new URL('./src/app/rc-util.ts', import.meta.url)) },
  ],
};

export default defineConfig({
  plugins: [
    // zh-TW texts beside the zh-CN ones they are converted from.
    traditionalPlugin(),
    react(),
    // The `menu` namespace: every feature's titles, read from its messages' sources.
    menuTitlesPlugin(),
    // The HTML's splash paints before the app's script runs (`build/paint-first.ts`).
    paintFirstPlugin(),
    // antd's Table without its column filters' dropdown, radio selection and rc-tree's component (`build/lean-table.ts`).
    leanTablePlugin(),
    // Brotli and gzip copies of every text file (`x.js.br`, `x.js.gz`) made once at build time, at the
    // highest levels, for the server to send as they are (no compression per request). Files under 1 KB
    // and files that do not get smaller stay as they are. index.html goes as it is: compressed, it painted later
    // (first paint over a page with scripts refused, mean of 25 alternated loads, five runs: +5.6 to +20 ms
    // with brotli, +1.8 to +6.4 ms without), to save some 1 KB.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/index\.html$/] }),
  ],
  resolve,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The first page's chunk holds React, React Router, i18next and antd's core (~200 KB gzip) on purpose.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Few requests: on HTTP/1.1 each answer carries ~1 KB of headers, more than many small chunks weigh.
          // A page's code is one chunk per stage, each a file and everything it imports (but what a group of
          // higher priority took): the sign-in page, the shell, the resource kit's list.
          groups: [
            // Everything the first page loads, in one file: it compresses better than many small ones.
            { name: 'app', tags: ['$initial'], priority: 10 },
            // zod serves forms and the resources' manifests: one chunk, with the contract's modules that every
            // schema builds on: the shell's and the pages' (the sign-in page loads none; README, "Budgets").
            // A resource's own contract module goes with what imports it.
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|contract[\\/]src[\\/](manifest|filters)\.ts$/,
              priority: 9,
            },
            // antd's texts of a language (loaded by `setupI18n`), apart from the components that use them.
            { name: 'antd-zh-CN', test: /[\\/]locale[\\/]zh_CN\.js$/, priority: 9 },
            { name: 'antd-zh-TW', test: /[\\/]locale[\\/]zh_TW\.js$/, priority: 9 },
            { name: 'antd-en', test: /[\\/]locale[\\/]en_US\.js$/, priority: 9 },
            { name: 'sign-in', test: /features[\\/]auth[\\/]login-page\.tsx$/, priority: 7 },
            { name: 'shell', test: /src[\\/]app[\\/]shell-route\.tsx$/, priority: 6 },
            { name: 'list', test: /lib[\\/]resource[\\/]resource-list\.tsx$/, priority: 5 },
          ],
        },
      },
      treeshake: {
        // The app's modules and the contract only declare things: an import left unused drops the module.
        moduleSideEffects: [
          { test: /\.css$/, sideEffects: true },
          { test: /\/apps\/web\/src\/.*\.tsx?$/, sideEffects: false },
          { test: /\/packages\/contract\/src\//, sideEffects: false },
        ],
        // Building a schema has no effect beyond its value: a schema nobody uses is dropped.
        manualPureFunctions: ['z'],
      },
    },
  },
  server: {
    port: 5173,
    // The API of `npm run dev`: the server's PORT, as for the server itself.
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 8080}`, changeOrigin: false } },
  },
});
