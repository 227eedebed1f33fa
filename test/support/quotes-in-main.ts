// Test helper, imported only by tests: main's services on a folder of the test's own, started on the quotes a
// test writes into main's file (main keeps quotes only through its commands; the window has no other way in).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createMemoryTokenStore } from '../../electron/core/token-store';
import type { IpcHandlers } from '../../electron/main-logic/ipc-caller';
import type { MainServicesOptions } from '../../electron/main-logic/main-services-options';
import { createMainServices, type MainServices } from '../../electron/main-logic/services';
import type { SavedQuote } from '../../electron/shared/quote/saved-quote';
import { savedQuotesFile } from './sample-quotes';
import { removeFolder, tempFolder } from './temp-folder';

/** Main's services on a test's folder, started (and started again) on the quotes it was given. */
export interface QuotesInMain {
  readonly dir: string;
  /** The services running now: a restart makes new ones. */
  readonly services: MainServices;
  readonly handlers: IpcHandlers;
  /**
   * Main stopped (its writes finished) and started again on the same folder, with these options changed;
   * `whileStopped` runs in between (a file changed as by another program, or a crash).
   */
  restart(more?: Partial<MainServicesOptions>, whileStopped?: () => Promise<void>): Promise<void>;
  /** Main stopped, these quotes written as its file (the first one open), started again, and every line priced by main. */
  keep(...quotes: SavedQuote[]): Promise<void>;
  /** Stops main and removes the folder. */
  close(): Promise<void>;
}

export interface QuotesInMainOptions extends Partial<MainServicesOptions> {
  /** Written as main's quotes file before it starts (lines without pricing: main prices them); none: no file. */
  quotes?: readonly SavedQuote[];
  /** The quote open; the first one when not given. */
  activeId?: string | null;
  /** Whether main prices every line of `quotes` once started, as the quote view's rows ask (default true). */
  priced?: boolean;
}

/**
 * Main's services on a new folder (price-lookup-<name>-…), as the app starts them for a German user on
 * 23 November 2026, demo prices, a printer that makes a stand-in PDF and prints; `options` change any of it.
 * The quotes given are in main's file before it starts; main has read them and priced their lines.
 */
export async function quotesInMain(name: string, options: QuotesInMainOptions = {}): Promise<QuotesInMain> {
  const { quotes, activeId, priced = true, ...more } = options;
  const dir = await tempFolder(name);
  const tokenStore = createMemoryTokenStore();
  let settings: Partial<MainServicesOptions> = more;
  const open = (): Promise<MainServices> =>
    createMainServices({
      fetch,
      tokenStore,
      regionalLocale: 'de-DE',
      preferredLanguages: () => ['de-DE'],
      chooseSavePath: async (suggested) => join(dir, suggested),
      chooseImagePath: async () => null,
      printer: { pdf: async () => new TextEncoder().encode('%PDF-1.4 fake'), print: async () => true },
      now: () => new Date('2026-11-23T10:00:00Z'),
      ...settings,
      userDataDir: dir,
    });
  const start = async (given: readonly SavedQuote[] | undefined, openId: string | null | undefined): Promise<MainServices> => {
    if (given !== undefined)
      await writeFile(join(dir, 'quotes.json'), savedQuotesFile(given, openId === undefined ? (given[0]?.id ?? null) : openId));
    const started = await open();
    await started.handlers.loadQuotes(undefined);
    if (given !== undefined && priced) for (const quote of given) await priceKeptLines(started.handlers, quote.id);
    return started;
  };
  let services = await start(quotes, activeId);
  return {
    dir,
    get services() {
      return services;
    },
    get handlers() {
      return services.handlers;
    },
    async restart(changed = {}, whileStopped) {
      await services.dispose();
      await whileStopped?.();
      settings = { ...settings, ...changed };
      services = await start(undefined, undefined);
    },
    async keep(...kept) {
      await services.dispose();
      services = await start(kept, undefined);
    },
    async close() {
      await services.dispose();
      await removeFolder(dir);
    },
  };
}

/**
 * Main's quotes file made unwritable in `userDataDir`, as a full disk or another program holding it would: a folder
 * stands where the file goes, so no write can replace it. Returns what frees it again.
 */
export async function blockQuotesFile(userDataDir: string): Promise<() => Promise<void>> {
  const file = join(userDataDir, 'quotes.json');
  await rm(file, { force: true });
  await mkdir(join(file, 'in-the-way'), { recursive: true });
  return () => rm(file, { recursive: true, force: true });
}

/** Asks main to price every line of a quote it keeps, as the quote view's rows do. */
export async function priceKeptLines(handlers: IpcHandlers, quoteId: string): Promise<void> {
  const loaded = await handlers.loadQuotes(undefined);
  const quote = loaded.ok ? loaded.value.quotes.find((each) => each.id === quoteId) : undefined;
  for (const line of quote?.lines ?? [])
    await handlers.priceQuoteLine({
      quoteId,
      lineId: line.id,
      artnr: line.artnr,
      country: quote!.country,
      factor: line.factor ?? quote!.factor,
    });
}
