import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['electron/**/*.test.ts', 'test/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    // Property tests (fast-check) run with a fixed seed.
    setupFiles: ['test/support/fast-check-seed.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Keychain tests share one Secret Service; files run one at a time on this 2-core machine anyway.
    fileParallelism: false,
  },
});
