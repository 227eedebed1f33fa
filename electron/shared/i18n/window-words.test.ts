import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..', '..');
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')
        ? [join(dir, entry.name)]
        : [],
  );
// The window's catalogues leave out the CLI's and the menu's words (vite.config.mts): a key of theirs shown there would throw.
const LEFT_OUT = /['"`](?:cli|main)\.[a-zA-Z]+\.[a-zA-Z.]+['"`]/;

describe("the window's words", () => {
  it('never use a key of the CLI or the menu', () => {
    for (const file of sources('renderer/src')) expect(readFileSync(join(root, file), 'utf8'), file).not.toMatch(LEFT_OUT);
  });

  it("never reach the window from main as a CLI or menu message (main's menus word them themselves)", () => {
    for (const dir of ['electron/main-logic', 'electron/core', 'electron/shared']) {
      // Start-up failures are told in main's own dialog, before there is a window.
      for (const file of sources(dir).filter((each) => !each.endsWith('start-app.ts'))) {
        const text = readFileSync(join(root, file), 'utf8');
        expect(text, file).not.toMatch(/\bmsg\(\s*['"`](?:cli|main)\./);
      }
    }
  });
});
