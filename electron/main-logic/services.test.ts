import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { createMemoryTokenStore } from '../core/token-store';
import { englishText } from '../shared/i18n/translator';
import { priceInfo } from '../../test/support/price-info';
import { savedQuotesFile } from '../../test/support/sample-quotes';
import type { TrayMenuEntry } from './tray-menu';
import { createMainServices } from './services';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';

let dir: string;
tempFolderEachTest('services', (path) => (dir = path));

const quote = {
  id: 'q1',
  name: 'Camping Müller',
  country: 'de',
  factor: null,
  lines: [{ id: 'l1', artnr: '900155', quantity: 3, factor: null }],
  updatedAt: '2026-11-22T10:00:00.000Z',
};

describe('createMainServices().dispose', () => {
  it('finishes quote and settings writes still under way before it resolves', async () => {
    await writeFile(join(dir, 'quotes.json'), savedQuotesFile([quote], 'q1'));
    const services = await createMainServices({ userDataDir: dir, fetch, tokenStore: createMemoryTokenStore() });
    await services.handlers.loadQuotes(undefined);
    // Not awaited: the user quits right after the change.
    void services.handlers.changeQuote({ quoteId: 'q1', change: { kind: 'set', fields: { name: 'Camping Müller (Vorzelt)' } } });
    void services.handlers.updateSettings({ lastCountry: 'se' });
    await services.dispose();
    expect(JSON.parse(await readFile(join(dir, 'quotes.json'), 'utf8')).data.quotes[0].name).toBe('Camping Müller (Vorzelt)');
    expect(JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')).lastCountry).toBe('se');
  });

  it('closes the demo simulator and flushes the diagnostics log', async () => {
    let simulator: PriceSimulator | null = null;
    const services = await createMainServices({
      userDataDir: dir,
      fetch,
      tokenStore: createMemoryTokenStore(),
      startDemo: async () => (simulator = await startPriceSimulator()),
    });
    const lookup = await services.handlers.checkPrice({ artnr: '900155', country: 'at' });
    expect(lookup).toMatchObject({ ok: true, value: { source: 'demo' } });
    const demoUrl = simulator === null ? '' : (simulator as PriceSimulator).baseUrl;
    expect(demoUrl).toMatch(/^http:\/\/127\.0\.0\.1:/);
    await services.dispose();
    expect(await readFile(services.logFile, 'utf8')).toContain('"event":"lookup"');
    await expect(fetch(demoUrl)).rejects.toThrow();
  });

  it('gives the renderer the regional format it was started with', async () => {
    const services = await createMainServices({ userDataDir: dir, fetch, tokenStore: createMemoryTokenStore(), regionalLocale: 'en-DE' });
    expect(await services.handlers.getState(undefined)).toMatchObject({ ok: true, value: { regionalLocale: 'en-DE' } });
    await services.dispose();
  });
});

describe('createMainServices: stores read at start', () => {
  it('tell the user in the app state how many entries of each store were left out, and log it, one store after another', async () => {
    const now = new Date('2026-11-20T08:30:00.000Z');
    const lastKnown = (artnr: string, price: unknown) => ({
      source: 'service',
      baseUrl: 'https://prices.example.com',
      artnr,
      country: 'de',
      factor: null,
      profile: null,
      fetchedAt: now.toISOString(),
      info: { ...priceInfo(), price },
    });
    await writeFile(
      join(dir, 'last-known-prices.json'),
      JSON.stringify({ version: 1, entries: [lastKnown('1', '47.85'), lastKnown('2', 47.85), lastKnown('3', null)] }),
    );
    const favourite = { artnr: 'A-1', country: 'de', factor: null, profile: null, addedAt: now.toISOString() };
    await writeFile(join(dir, 'favourites.json'), JSON.stringify({ version: 1, entries: [favourite, { ...favourite, artnr: '../x' }] }));
    const services = await createMainServices({ userDataDir: dir, fetch, tokenStore: createMemoryTokenStore(), now: () => now });
    const notices: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const state = await services.handlers.getState(undefined);
      const again = await services.handlers.getState(undefined);
      if (!state.ok || !again.ok || !state.value.notice) continue;
      // Kept until dismissed: asking twice tells it twice.
      expect(again.value.notice).toEqual(state.value.notice);
      notices.push(englishText(state.value.notice.message));
      // Dismissing another id (one read in an older state) leaves this one to be read.
      const other = await services.handlers.dismissNotice({ id: state.value.notice.id + 1 });
      expect(other.ok && other.value.notice).toEqual(state.value.notice);
      await services.handlers.dismissNotice({ id: state.value.notice.id });
    }
    expect(notices).toEqual([
      expect.stringMatching(/^Some last-known prices could not be read: 2 were left out, the others are kept\./),
      expect.stringMatching(/^Some entries of favourites\.json could not be read: 1 was left out, the others are kept\./),
    ]);
    await services.dispose();
    expect(await readFile(services.logFile, 'utf8')).toContain('2 were left out');
  });
});

describe("createMainServices: the tray's recent lookups", () => {
  it('follow several quick lookups with one rebuild of the menu, which shows the latest of them', async () => {
    let menu: TrayMenuEntry[] = [];
    let builds = 0;
    const services = await createMainServices({
      userDataDir: dir,
      fetch,
      tokenStore: createMemoryTokenStore(),
      startDemo: startPriceSimulator,
      tray: {
        platform: 'linux',
        tray: { setContextMenu: () => (builds += 1), setToolTip: () => undefined, on: () => undefined, destroy: () => undefined },
        buildMenu: (template) => (menu = template),
        clipboardHasText: async () => false,
        readClipboard: () => '',
        open: () => undefined,
        lookUp: () => undefined,
        noClipboardArticle: () => undefined,
        quit: () => undefined,
      },
    });
    await services.tray?.refresh();
    // The rebuild waits for a later turn of the event loop: held here while the lookups come in.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const before = builds;
      for (const artnr of ['900155', '100234', '31245']) {
        expect(await services.handlers.checkPrice({ artnr, country: 'at', recent: true })).toMatchObject({ ok: true });
      }
      expect(builds).toBe(before);
      await vi.runAllTimersAsync();
      await vi.waitFor(() => expect(builds).toBe(before + 1));
      expect(menu.map((entry) => entry.label).filter((label) => label?.includes(' – '))).toEqual([
        '31245 – Austria (at)',
        '100234 – Austria (at)',
        '900155 – Austria (at)',
      ]);
    } finally {
      vi.useRealTimers();
      await services.dispose();
    }
  });
});
