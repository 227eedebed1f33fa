import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { compileFunction, createContext, runInContext } from 'node:vm';

/**
 * V8's code cache of each bundle compiled in this process, with the source it is for: a test file boots main's
 * 1.6 MB bundle dozens of times, and parsing it anew took 30 to 280 ms a time (from the cache: 4 to 8 ms).
 * V8 refuses a cache made for another source, so a rebuilt bundle is compiled afresh.
 */
const codeCaches = new Map<string, { source: string; cachedData: Buffer }>();

/** The bundle as a CommonJS module's function: compiled once per process, then from V8's code cache. */
function compileBundle(file: string) {
  const source = readFileSync(file, 'utf8');
  const kept = codeCaches.get(file);
  const params = ['exports', 'require', 'module', '__filename', '__dirname'];
  if (kept?.source === source) return compileFunction(source, params, { filename: file, cachedData: kept.cachedData });
  const run = compileFunction(source, params, { filename: file, produceCachedData: true });
  if (run.cachedData) codeCaches.set(file, { source, cachedData: run.cachedData });
  return run;
}

/**
 * Runs a built CommonJS bundle with `electron` resolved to a stand-in and every other require taken
 * from the real module system (keytar included). Records the module ids it required.
 */
export function loadBundle(file: string, electron: unknown): { required: string[] } {
  const required: string[] = [];
  const realRequire = createRequire(file);
  const requireForBundle = (id: string): unknown => {
    required.push(id);
    return id === 'electron' ? electron : realRequire(id);
  };
  const module = { exports: {} };
  compileBundle(file)(module.exports, requireForBundle, module, file, dirname(file));
  return { required };
}

/**
 * Runs a preload bundle as a sandboxed preload runs: in a context of its own whose `require` offers
 * only `electron` (Electron's sandboxed preloads get a limited require; this app asks for nothing else).
 */
export function loadSandboxedPreload(file: string, electron: unknown): { required: string[]; globals: string[] } {
  const required: string[] = [];
  const requireInSandbox = (id: string): unknown => {
    required.push(id);
    if (id === 'electron') return electron;
    throw new Error(`A sandboxed preload cannot require "${id}".`);
  };
  const sandbox: Record<string, unknown> = {};
  const context = createContext(sandbox);
  // Electron runs a preload wrapped in a function that receives its limited require.
  const wrapped = runInContext(`(function (require, module, exports) {\n${readFileSync(file, 'utf8')}\n})`, context, {
    filename: file,
  }) as (require: (id: string) => unknown, module: { exports: unknown }, exports: unknown) => void;
  const module = { exports: {} };
  wrapped(requireInSandbox, module, module.exports);
  return { required, globals: Object.keys(sandbox) };
}
