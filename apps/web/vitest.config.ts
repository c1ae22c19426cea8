import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // npm test runs one package's tests at a time: both cores are this suite's (364 s with one worker, 284 s
      // with two, 2026-12-06).
      maxWorkers: 2,
    },
  }),
);
