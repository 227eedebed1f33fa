import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** (7) the built renderer's JavaScript and CSS, raw and gzip, in bytes. */
export function measureBundle(rendererDir: string) {
  const totals = { jsBytes: 0, jsGzipBytes: 0, cssBytes: 0, cssGzipBytes: 0 };
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
        }
      }
    }
  };
  visit(rendererDir);
  return totals;
}
