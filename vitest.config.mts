import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['electron/**/*.test.ts', 'test/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    // Property tests (fast-check) run with a fixed seed.
    setupFiles: ['test/support/fast-check-seed.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Two files at a time: on the 2-core CI machine the run took 53 s instead of 81 s. Keychain tests
    // each use an entry of their own (only sign-in-command.test.ts uses the app's), so they can share the
    // Secret Service. Forks, not threads: libsecret cannot be loaded twice in one process.
    pool: 'forks',
    maxWorkers: 2,
  },
});
