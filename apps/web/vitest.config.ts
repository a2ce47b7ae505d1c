import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { menuTitlesPlugin } from './build/menu-titles.js';
import { traditionalPlugin } from './build/traditional.js';
import { resolve } from './vite.config.js';

export default defineConfig({
  plugins: [traditionalPlugin(), react(), menuTitlesPlugin()],
  resolve,
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Node 25 and later have a `localStorage` of their own (empty without --localstorage-file), which hides jsdom's.
    execArgv: ['--no-experimental-webstorage'],
    restoreMocks: true,
    // antd renders slowly in jsdom: interaction tests get room.
    testTimeout: 30_000,
    // Both cores (vitest leaves one free by default): the files are independent, and rendering is CPU-bound.
    maxWorkers: 2,
  },
});
