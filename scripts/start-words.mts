import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';

/** What the window's modules import by a name of their own: `@shared/…` is electron/shared (tsconfig.web.json). */
export interface StartWordsOptions {
  /** The window's entry module (renderer/src/main.tsx). */
  entry: string;
  /** The folder `@shared/` names. */
  sharedDir: string;
  /** The catalogue's folder: its modules define keys, they do not use them, so they are not read for keys. */
  cataloguesDir: string;
}

// `import … from '…'`, `import '…'` and `export … from '…'`; not `import type`/`export type` (nothing loads)
// and not `import('…')`, which loads later: what is imported that way is not the start's.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"]([^'"\n]+)['"]/gm;
// A key as a string, in any quotes. Looked for at every place (a lookahead), so a quote of a comment or
// a text before it cannot pair with its opening quote and hide it.
const QUOTED_KEY = /(?=(['"`])([A-Za-z]\w*(?:\.\w+)+)\1)/g;
// A template that names keys by their start: "lookup.field.${field}", "settings.section.${id}.title".
const KEY_TEMPLATE = /`([A-Za-z]\w*\.(?:[\w.]|\$\{[^}`]*\})*)`/g;

function resolveImport(from: string, specifier: string, options: StartWordsOptions): string | null {
  const base = specifier.startsWith('@shared/')
    ? join(options.sharedDir, specifier.slice('@shared/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  // A package's module, or one of the bundler's own: no catalogue key in it.
  if (base === null) return null;
  for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.(tsx?|css)$/.test(file) && existsSync(file)) return file;
  }
  // A module this reading cannot find would leave its keys out: the build fails instead.
  throw new Error(`start-words: cannot find "${specifier}" imported by ${from}`);
}

/** The modules the window loads to start: the entry and what it imports, statically, on and on. */
export function startModules(options: StartWordsOptions): string[] {
  const seen = new Set<string>();
  const queue = [resolve(options.entry)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.css')) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const imported = resolveImport(file, specifier ?? '', options);
      if (imported !== null) queue.push(imported);
    }
  }
  return [...seen].filter((file) => !file.endsWith('.css'));
}

const escape = (text: string): string => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');

/**
 * The keys the window's start code names: every string in its modules that is a key, and every key a
 * template names by its start (`lookup.field.${field}` names all of lookup.field.…). These are the words
 * the window loads to start; the rest load when it is idle, before a view opened later is shown, and
 * before an answer of main's with a message of theirs is (renderer/src/i18n/catalogues.ts).
 */
export function startKeys(keys: readonly string[], options: StartWordsOptions): Set<string> {
  const known = new Set(keys);
  const named = new Set<string>();
  const catalogues = resolve(options.cataloguesDir) + sep;
  for (const file of startModules(options)) {
    if (file.startsWith(catalogues)) continue;
    const code = readFileSync(file, 'utf8');
    for (const [, , key] of code.matchAll(QUOTED_KEY)) if (key !== undefined && known.has(key)) named.add(key);
    for (const [, template] of code.matchAll(KEY_TEMPLATE)) {
      if (template === undefined || !template.includes('${')) continue;
      const pattern = new RegExp(
        `^${template
          .split(/\$\{[^}`]*\}/)
          .map(escape)
          .join('.+')}$`,
      );
      for (const key of keys) if (pattern.test(key)) named.add(key);
    }
  }
  return named;
}
