import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../electron/shared/i18n/translator';
import { startDevLoop, type DevLoop } from './dev-loop';

const VIEW = join(__dirname, '..', 'renderer', 'src', 'features', 'lookup', 'lookup-form.tsx');
const { t } = translator('en');

/**
 * Edits a view as the dev server sees it, not on disk (tracked files stay as they are): while `edit` is
 * set, loading the view answers the edited source. `change` then tells the server's file watcher it changed.
 */
function editedView(file: string) {
  let edit: ((source: string) => string) | null = null;
  let vite: DevLoop['vite'] | null = null;
  const plugin: Plugin = {
    name: 'dev-loop-test-edit',
    enforce: 'pre',
    configureServer: (server) => void (vite = server),
    async load(id) {
      if (edit === null || id.split('?')[0] !== file) return null;
      return edit(await readFile(file, 'utf8'));
    },
  };
  return {
    plugin,
    change(next: (source: string) => string): void {
      edit = next;
      vite?.watcher.emit('change', file);
    },
  };
}

describe('npm run dev in Chromium', () => {
  const view = editedView(VIEW);
  let loop: DevLoop;

  beforeAll(async () => {
    loop = await startDevLoop({ headless: true, port: 0, log: false, plugins: [view.plugin] });
  }, 90_000);

  afterAll(async () => {
    await loop?.close();
    // Closed means closed: the window, the dev server (no more connections) and the price simulator.
    await loop?.closed;
    await expect(fetch(loop.url)).rejects.toThrow();
    await expect(fetch(loop.simulator.baseUrl)).rejects.toThrow();
  }, 30_000);

  it("shows the lookup form from Vite's dev server, with main's real handlers and the simulator behind it", async () => {
    const { page } = loop;
    expect(page.url().startsWith(loop.url)).toBe(true);
    await page.getByRole('form', { name: t('lookup.form.name') }).waitFor();
    await page.getByLabel(t('lookup.form.artnr'), { exact: true }).fill('560011');
    await page.getByLabel(t('lookup.form.artnr'), { exact: true }).press('Enter');
    const region = page.getByRole('region', { name: t('lookup.result.region') });
    await region.getByRole('heading', { name: new RegExp(`^${t('lookup.result.heading', { artnr: '560011' })} `) }).waitFor();
    expect(await region.textContent()).toContain(t('lookup.result.price'));
  }, 60_000);

  it('swaps an edited view into the open window without reloading it', async () => {
    const { page } = loop;
    const form = page.getByRole('form', { name: t('lookup.form.name') });
    await form.waitFor();
    await page.getByLabel(t('lookup.form.artnr'), { exact: true }).fill('770412');
    // A reload would lose this, the page's navigations would count it, and the typed number would go.
    await page.evaluate(() => Object.assign(globalThis, { __sameDocument: true }));
    let navigations = 0;
    page.on('framenavigated', (frame) => void (frame === page.mainFrame() && (navigations += 1)));

    const marker = `Edited while open ${Date.now()}`;
    view.change((source) => {
      const edited = source.replace(/<form\b[^>]*>/, (tag) => `${tag}<output>${marker}</output>`);
      if (edited === source) throw new Error(`${VIEW} has no <form> tag to edit.`);
      return edited;
    });

    await form.getByText(marker).waitFor();
    expect(await page.evaluate(() => (globalThis as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(navigations).toBe(0);
    expect(await page.getByLabel(t('lookup.form.artnr'), { exact: true }).inputValue()).toBe('770412');
  }, 60_000);
});
