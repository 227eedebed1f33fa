import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const include = ['electron/**/*.test.ts', 'test/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'];

/**
 * The test files with fast-check properties. Loading @fast-check/vitest takes about 1.5 s (it wraps every
 * chained form of vitest's `test`), so these files share their modules within a worker (isolate: false)
 * instead of loading it once each: the unit run took 55 instead of 80 s on this 2-core machine.
 */
const propertyFiles = ['electron', 'renderer', 'scripts', 'test', 'bench']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file.replace(/\\/g, '/')}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes("from '@fast-check/vitest'"));

export default defineConfig({
  // The window's alias for electron/shared, as in vite.config.mts.
  resolve: { alias: [{ find: /^@shared\//, replacement: fileURLToPath(new URL('./electron/shared/', import.meta.url)) }] },
  test: {
    environment: 'node',
    // Property tests (fast-check) run with a fixed seed.
    setupFiles: ['test/support/fast-check-seed.ts'],
    // A guard against a hang, not a speed check (speed is the bench's): with other work beside it (load 20 on
    // the 2-core machine) the last-known store's two-process property, 3 s alone, ran past 20 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two files at a time: on the 2-core CI machine the run took 53 s instead of 81 s. Keychain tests
    // each use an entry of their own (only sign-in-command.test.ts uses the app's), so they can share the
    // Secret Service. Forks, not threads: libsecret cannot be loaded twice in one process.
    pool: 'forks',
    maxWorkers: 2,
    // Every file shares the modules its worker has loaded (isolate: false): importing them anew per file was a
    // third of the run (2026-12-06, the whole unit run in turns on the shared 2-core machine: 117 and 134 s
    // isolated, 77 and 89 s shared). A test that stubs a global, the environment or the timers restores them.
    projects: [
      { extends: true, test: { name: 'unit', include, exclude: [...configDefaults.exclude, ...propertyFiles], isolate: false } },
      { extends: true, test: { name: 'properties', include: propertyFiles, isolate: false } },
    ],
  },
});
