import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** The contract is consumed as TypeScript source through its `source` export condition. */
export const resolve = { conditions: ['source', ...defaultClientConditions] };

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of every text file (`x.js.br`, `x.js.gz`) made once at build time, at the
    // highest levels, for the server to send as they are (no compression per request). Files under 1 KB
    // and files that do not get smaller stay as they are.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
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
          groups: [
            // Everything the first page loads, in one file: it compresses better than many small ones.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // zod serves forms: one chunk that only pages checking a form load. The contract's own modules
            // go with what imports them: a list needing a resource's enum does not download every schema.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
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
