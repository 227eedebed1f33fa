import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import directives from './electron/core/content-security-policy.json' with { type: 'json' };
import { createRequire } from 'node:module';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parse } from '@formatjs/icu-messageformat-parser';
import { startKeys } from './scripts/start-words.mts';

/**
 * Writes the app's one content security policy (also sent as a header by the protocol handler) into
 * index.html, so the two cannot drift. Browsers ignore frame-ancestors in a meta tag; the header has it.
 * `npm run dev` (scripts/dev-loop.ts) has its server send the dev server's policy: the tag says that one.
 */
function contentSecurityPolicy(): Plugin {
  let policy: readonly string[] = directives;
  return {
    name: 'price-lookup-csp',
    configResolved(config) {
      const sent = config.server.headers?.['content-security-policy'];
      if (config.command === 'serve' && typeof sent === 'string') policy = sent.split('; ');
    },
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: policy.filter((directive) => !directive.startsWith('frame-ancestors')).join('; '),
        },
        injectTo: 'head-prepend',
      },
    ],
  };
}

const WINDOW_CATALOGUE = 'virtual:window-catalogue/';
/** The name of a language's words left out of the start, before the language (no file name starts "en-"). */
const LATER_WORDS = 'later-words-';

type Catalogues = Record<'en' | 'de', Record<string, string>>;

/** The one catalogue (TypeScript), bundled and read once per build. */
async function readCatalogues(): Promise<Catalogues> {
  const bundled = await build({
    entryPoints: ['electron/shared/i18n/catalogues/all.ts'],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    logLevel: 'error',
  });
  const module = { exports: {} as { CATALOGUES?: Catalogues } };
  new Function('module', 'exports', 'require', bundled.outputFiles[0]?.text ?? '')(module, module.exports, createRequire(import.meta.url));
  if (!module.exports.CATALOGUES) throw new Error('The catalogue has no CATALOGUES.');
  return module.exports.CATALOGUES;
}

/**
 * Each language's words for the window as modules of their own (plain data, made from the one catalogue
 * at build time), so the window loads only the language it speaks; the CLI's and the menu's words,
 * which main shows, are left out. The messages are parsed here, so the window ships without the
 * message parser and never parses a message (a message that cannot be parsed fails the build).
 * `virtual:window-catalogue/en` holds the words the start's code names (scripts/start-words.ts),
 * `virtual:window-catalogue/later-words-en` the rest, loaded later (renderer/src/i18n/catalogues.ts).
 * The dev server's modules change as they are edited: it has every word in the first, none in the rest.
 */
function windowCatalogues(): Plugin {
  let catalogues: Promise<Catalogues> | null = null;
  let serving = false;
  const cataloguesDir = fileURLToPath(new URL('./electron/shared/i18n/catalogues', import.meta.url));
  const startWordsOptions = {
    entry: fileURLToPath(new URL('./renderer/src/main.tsx', import.meta.url)),
    sharedDir: fileURLToPath(new URL('./electron/shared', import.meta.url)),
    cataloguesDir,
  };
  return {
    name: 'price-lookup-window-catalogues',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    // The dev server: a catalogue edited is read anew and the window reloads with its words.
    configureServer: (server) => void server.watcher.add(cataloguesDir),
    hotUpdate({ file }) {
      if (!resolve(file).startsWith(cataloguesDir + sep)) return;
      catalogues = null;
      const virtual = [...this.environment.moduleGraph.idToModuleMap.values()].filter((module) =>
        module.id?.startsWith(`\0${WINDOW_CATALOGUE}`),
      );
      for (const module of virtual) this.environment.moduleGraph.invalidateModule(module);
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
    resolveId: (id) => (id.startsWith(WINDOW_CATALOGUE) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${WINDOW_CATALOGUE}`)) return null;
      const name = id.slice(WINDOW_CATALOGUE.length + 1);
      const later = name.startsWith(LATER_WORDS);
      const language = later ? name.slice(LATER_WORDS.length) : name;
      if (language !== 'en' && language !== 'de') throw new Error(`No catalogue for ${name}`);
      catalogues ??= readCatalogues();
      const window = Object.entries((await catalogues)[language]).filter(([key]) => !key.startsWith('cli.') && !key.startsWith('main.'));
      const atStart = serving
        ? null
        : startKeys(
            window.map(([key]) => key),
            startWordsOptions,
          );
      const words = window
        .filter(([key]) => (atStart === null || atStart.has(key)) !== later)
        .map(([key, message]) => [key, parse(message)]);
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(words)))});`;
    },
  };
}

/** The window reaches electron/shared (and only it) as `@shared/…` (tsconfig.web.json's paths). */
const SHARED_ALIAS = { find: /^@shared\//, replacement: fileURLToPath(new URL('./electron/shared/', import.meta.url)) };

export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react(), contentSecurityPolicy(), windowCatalogues()],
  // The window's messages come parsed (windowCatalogues): the parser's code stays out of the window.
  resolve: {
    alias: [
      SHARED_ALIAS,
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: false,
    target: 'chrome120',
    // Inline assets would need a looser CSP; keep everything a file of its own.
    assetsInlineLimit: 0,
    // Electron's Chromium preloads modules itself (index.html's modulepreload links): no polyfill in the start's code.
    modulePreload: { polyfill: false },
  },
});
