// Bundles everything outside the renderer: Electron main and preload, the CLI, and the e2e bridge shim.
import { createPublicKey } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { writeTrayIcons } from './tray-icons.mjs';

const common = { bundle: true, sourcemap: false, logLevel: 'warning', legalComments: 'none' };
const node = { ...common, platform: 'node', target: 'node20', format: 'cjs', external: ['electron', 'keytar', '@vscode/policy-watcher'] };

// The publisher's update signing key (PEM), built into main (electron/main-logic/update-public-key.ts); without
// it the build has updates off. scripts/dist-signed.sh derives it from UPDATE_SIGNING_KEY. A value that
// is not an Ed25519 public key fails the build rather than quietly switching updates off.
const updatePublicKey = process.env.PRICE_LOOKUP_UPDATE_PUBLIC_KEY?.trim() ?? '';
if (updatePublicKey !== '' && createPublicKey(updatePublicKey).asymmetricKeyType !== 'ed25519') {
  throw new Error('PRICE_LOOKUP_UPDATE_PUBLIC_KEY is not an Ed25519 public key (PEM).');
}

await mkdir('dist/main', { recursive: true });

// The bridge's method names, read from the contract's table: the preload (and the e2e bridge) get the
// names written in, never the contract's schemas and zod.
await build({ ...node, entryPoints: ['electron/shared/ipc-contract.ts'], outfile: 'dist/tools/ipc-contract.cjs' });
const { IPC_METHODS } = createRequire(import.meta.url)(resolve('dist/tools/ipc-contract.cjs'));
const bridge = { define: { __PRICE_LOOKUP_IPC_METHODS__: JSON.stringify(Object.keys(IPC_METHODS)) } };

await Promise.all([
  // Whitespace and syntax only: names stay, so a stack trace in the log still reads (the asar has a size budget).
  build({
    ...node,
    minifyWhitespace: true,
    minifySyntax: true,
    define: { __PRICE_LOOKUP_UPDATE_PUBLIC_KEY__: JSON.stringify(updatePublicKey) },
    entryPoints: ['electron/main/index.ts'],
    outfile: 'dist/main/main.cjs',
  }),
  // The tray icons sit beside main.cjs, so the installers (which take dist/main/**) carry them.
  writeTrayIcons('assets/icon.png', 'dist/main'),
  // A sandboxed preload must be a single CommonJS file that only requires 'electron'.
  build({ ...node, ...bridge, entryPoints: ['electron/preload/index.ts'], outfile: 'dist/preload/preload.cjs' }),
  build({ ...node, entryPoints: ['electron/cli/index.ts'], outfile: 'dist/cli/price-lookup.cjs' }),
  build({ ...node, entryPoints: ['scripts/electron-binary.ts'], outfile: 'dist/tools/electron-binary.cjs' }),
  build({ ...node, entryPoints: ['scripts/soak.ts'], outfile: 'dist/tools/soak.cjs' }),
  build({ ...node, entryPoints: ['scripts/policy-templates.ts'], outfile: 'dist/tools/policy-templates.cjs' }),
  // Playwright stays a package of its own, not bundled.
  build({ ...node, packages: 'external', entryPoints: ['bench/run.ts'], outfile: 'dist/bench/bench.cjs' }),
  build({ ...node, packages: 'external', entryPoints: ['scripts/quote-pictures.ts'], outfile: 'dist/tools/quote-pictures.cjs' }),
  // `npm run dev`: Vite and Playwright stay packages of their own.
  build({ ...node, packages: 'external', entryPoints: ['scripts/dev.ts'], outfile: 'dist/tools/dev.cjs' }),
  build({
    ...common,
    ...bridge,
    platform: 'browser',
    format: 'iife',
    target: 'chrome120',
    entryPoints: ['test/harness/web-bridge.ts'],
    outfile: 'dist/e2e/web-bridge.js',
  }),
]);
