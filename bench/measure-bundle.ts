import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The language files the window loads one of (vite.config.mts names them after the language). */
const LANGUAGE_FILE = /(?:^|\/)(en|de)-[\w-]+\.js$/;
/** What index.html loads at once: its module scripts and the modules it preloads. */
const LOADED_AT_START = /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\.\/([^"]+)"/g;

/**
 * (7) the built renderer's JavaScript and CSS, raw and gzip, in bytes: all of it, and what the window
 * loads to start (index.html's scripts, the modules they import, and the larger language file); the
 * views opened later (the quote, the settings) load when the window is idle, so they are counted apart.
 */
export function measureBundle(rendererDir: string) {
  const totals = { jsBytes: 0, jsGzipBytes: 0, cssBytes: 0, cssGzipBytes: 0, startJsGzipBytes: 0, laterJsGzipBytes: 0 };
  const html = readFileSync(join(rendererDir, 'index.html'), 'utf8');
  const atStart = new Set([...html.matchAll(LOADED_AT_START)].map((match) => match[1]));
  const staticImports = (file: string): string[] =>
    [...readFileSync(join(rendererDir, file), 'utf8').matchAll(/(?:^|[;}\s])import\s*(?:[\w${},\s*]+from\s*)?"\.\/([^"]+)"/g)].map(
      (match) => join(file, '..', match[1] ?? ''),
    );
  // Module scripts pull in their static imports at start too, preloaded or not.
  const queue = [...atStart];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const imported of staticImports(file)) {
      if (atStart.has(imported)) continue;
      atStart.add(imported);
      queue.push(imported);
    }
  }
  if (atStart.size === 0) throw new Error('index.html loads no script.');
  let largestLanguage = 0;
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.(m?js|css)$/.test(entry.name)) {
        const content = readFileSync(path);
        const gzip = gzipSync(content, { level: 9 }).byteLength;
        const file = relative(rendererDir, path);
        if (entry.name.endsWith('.css')) {
          totals.cssBytes += content.byteLength;
          totals.cssGzipBytes += gzip;
        } else {
          totals.jsBytes += content.byteLength;
          totals.jsGzipBytes += gzip;
          if (LANGUAGE_FILE.test(file)) largestLanguage = Math.max(largestLanguage, gzip);
          else if (atStart.has(file)) totals.startJsGzipBytes += gzip;
          else totals.laterJsGzipBytes += gzip;
        }
      }
    }
  };
  visit(rendererDir);
  totals.startJsGzipBytes += largestLanguage;
  return { ...totals, startFiles: [...atStart].filter((file): file is string => file !== undefined).sort() };
}
