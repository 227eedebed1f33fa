import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { measureBundle } from './measure-bundle';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function renderer(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
const gzip = (text: string): number => gzipSync(text, { level: 9 }).byteLength;

describe('measureBundle', () => {
  it('counts what index.html loads and what it imports, and the larger language, as the start; a view loaded later apart', () => {
    const files = {
      'index.html':
        '<script type="module" crossorigin src="./assets/index-a.js"></script><link rel="modulepreload" href="./assets/vendor-b.js">',
      'assets/index-a.js': 'import{x}from"./shared-c.js";import("./quote-view-d.js");console.log("start")',
      'assets/vendor-b.js': 'export const v=1',
      'assets/shared-c.js': 'export const x=2;'.repeat(20),
      'assets/quote-view-d.js': 'import{x}from"./shared-c.js";export const later=1',
      'assets/en-e.js': 'export const messages={}',
      'assets/de-f.js': 'export const messages={"a":"Wörter"}',
      'assets/index-g.css': 'body{}',
    };
    const measured = measureBundle(renderer(files));
    expect(measured.startJsGzipBytes).toBe(
      gzip(files['assets/index-a.js']) +
        gzip(files['assets/vendor-b.js']) +
        gzip(files['assets/shared-c.js']) +
        gzip(files['assets/de-f.js']),
    );
    expect(measured.laterJsGzipBytes).toBe(gzip(files['assets/quote-view-d.js']));
    expect(measured.cssGzipBytes).toBe(gzip(files['assets/index-g.css']));
  });

  it('finds zod in none of what the built window loads to start: schemas are main’s, and the lookup form needs none', () => {
    const built = join('dist', 'renderer');
    if (!existsSync(join(built, 'index.html'))) throw new Error('build first: npm run build');
    const { startFiles } = measureBundle(built);
    expect(startFiles.length).toBeGreaterThan(0);
    const withZod = startFiles.filter((file) => readFileSync(join(built, file), 'utf8').includes('ZodError'));
    expect(withZod).toEqual([]);
  });

  it('refuses a page that loads no script, rather than report nothing to start', () => {
    expect(() => measureBundle(renderer({ 'index.html': '<p>empty</p>' }))).toThrow(/no script/);
  });
});
