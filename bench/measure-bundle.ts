import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The language files the window loads one of (vite.config.mts names them after the language). */
const LANGUAGE_FILE = /^(en|de)-[\w-]+\.js$/;

/**
 * (7) the built renderer's JavaScript and CSS, raw and gzip, in bytes: all of it, and what the window
 * loads to start (everything but the language files, and the larger of those).
 */
export function measureBundle(rendererDir: string) {
  const totals = { jsBytes: 0, jsGzipBytes: 0, cssBytes: 0, cssGzipBytes: 0, startJsGzipBytes: 0 };
  let largestLanguage = 0;
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.(m?js|css)$/.test(entry.name)) {
        const content = readFileSync(path);
        const gzip = gzipSync(content, { level: 9 }).byteLength;
        if (entry.name.endsWith('.css')) {
          totals.cssBytes += content.byteLength;
          totals.cssGzipBytes += gzip;
        } else {
          totals.jsBytes += content.byteLength;
          totals.jsGzipBytes += gzip;
          if (LANGUAGE_FILE.test(entry.name)) largestLanguage = Math.max(largestLanguage, gzip);
          else totals.startJsGzipBytes += gzip;
        }
      }
    }
  };
  visit(rendererDir);
  totals.startJsGzipBytes += largestLanguage;
  return totals;
}
