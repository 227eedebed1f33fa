import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Big from 'big.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishText, translator } from '../shared/i18n/translator';
import type { Result } from '../shared/errors';
import type { QuoteChange } from '../shared/quote/quote-change';
import type { SavedQuotes } from '../shared/quote/saved-quote';
import { createMemoryTokenStore } from '../core/token-store';
import { MAX_QUOTES } from '../shared/quote/quote-limits';
import { createMainServices, type MainServices } from './services';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';
import { keptPricing, savedQuotesFile } from '../../test/support/sample-quotes';

let dir: string;
let services: MainServices;
let clipboard: string[];
let savePath: string | null;
let languages: string[];

const open = (writeClipboard?: (text: string) => Promise<void>) =>
  createMainServices({
    userDataDir: dir,
    fetch,
    tokenStore: createMemoryTokenStore(),
    // As Electron 45's clipboard.writeText (electron.d.ts: writeText(text): Promise<void>).
    writeClipboard: writeClipboard ?? (async (text) => void clipboard.push(text)),
    chooseSavePath: async (_name, _caller, language) => {
      languages.push(language);
      return savePath;
    },
    preferredLanguages: () => ['de-DE'],
  });

beforeEach(async () => {
  dir = await tempFolder('quotes');
  clipboard = [];
  languages = [];
  savePath = join(dir, 'export.csv');
  services = await open();
});
afterEach(async () => {
  await services.dispose();
  await removeFolder(dir);
});

const quotes: SavedQuotes = {
  activeId: 'q1',
  quotes: [
    {
      id: 'q1',
      name: 'Camping Müller',
      country: 'at',
      factor: '1.25',
      lines: [
        { id: 'l1', artnr: '900155', quantity: 3, factor: null },
        { id: 'l2', artnr: 'AB-1029', quantity: 12, factor: '1.1' },
      ],
      updatedAt: '2026-11-22T10:00:00.000Z',
    },
  ],
};

/** Quote q1 of `quotes` made as the window makes it: main's commands, each saved before it is answered. */
const makeQ1 = async (): Promise<void> => {
  const [q1] = quotes.quotes;
  for (const change of [
    { kind: 'create', country: 'at' },
    { kind: 'set', fields: { name: q1!.name, factor: q1!.factor } },
    { kind: 'addLines', lines: q1!.lines.map(({ id, artnr, quantity, factor }) => ({ id, artnr, quantity, factor })) },
  ] satisfies QuoteChange[])
    expect(await services.handlers.changeQuote({ quoteId: 'q1', change })).toMatchObject({ ok: true });
};
/** The quotes as main answers them, without the time main stamped each change with. */
const unstamped = (loaded: Result<SavedQuotes>) =>
  loaded.ok && { ...loaded.value, quotes: loaded.value.quotes.map(({ updatedAt: _updatedAt, ...quote }) => quote) };

describe('quote handlers', () => {
  it('keep quotes across a restart', async () => {
    expect(await services.handlers.loadQuotes(undefined)).toEqual({
      ok: true,
      value: { quotes: [], activeId: null, notice: null, maxQuotes: MAX_QUOTES },
    });
    await makeQ1();
    await services.dispose();
    services = await open();
    expect(unstamped(await services.handlers.loadQuotes(undefined))).toEqual(
      unstamped({ ok: true, value: { ...quotes, notice: null, maxQuotes: MAX_QUOTES } as SavedQuotes }),
    );
    expect((await readdir(dir)).filter((name) => name.includes('quotes'))).toEqual(['quotes.json']);
  });

  it.each([
    ['a bad article', { kind: 'addLines', lines: [{ artnr: '../x', quantity: 1 }] }],
    ['a zero quantity', { kind: 'addLines', lines: [{ artnr: '900155', quantity: 0 }] }],
    ['a bad factor', { kind: 'set', fields: { factor: '1e9' } }],
    ['a bad country', { kind: 'set', fields: { country: 'us' } }],
    ['nothing', null],
  ])('refuse a change with %s', async (_name, change) => {
    await makeQ1();
    expect(await services.handlers.changeQuote({ quoteId: 'q1', change } as never)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
  });

  it('keep an unreadable quotes file aside and start empty', async () => {
    await services.dispose();
    await writeFile(join(dir, 'quotes.json'), '{"version":1,"data":{"quotes":[{');
    services = await open();
    const loaded = await services.handlers.loadQuotes(undefined);
    expect(loaded).toMatchObject({ ok: true, value: { quotes: [] } });
    const notice = loaded.ok ? loaded.value.notice : null;
    expect(notice && englishText(notice)).toMatch(/could not be read/);
    expect((await readdir(dir)).some((name) => name.startsWith('quotes.json.unreadable-'))).toBe(true);
  });

  it('keep a quotes file of another version aside instead of overwriting it', async () => {
    await services.dispose();
    await writeFile(join(dir, 'quotes.json'), JSON.stringify({ version: 2, data: { quotes: [], activeId: null, later: true } }));
    services = await open();
    const loaded = await services.handlers.loadQuotes(undefined);
    expect(loaded.ok && loaded.value.notice && englishText(loaded.value.notice)).toMatch(/kept as/);
    const kept = (await readdir(dir)).find((name) => name.startsWith('quotes.json.unreadable-')) ?? '';
    expect(JSON.parse(await readFile(join(dir, kept), 'utf8')).version).toBe(2);
  });

  it('apply a change asked for before the quotes were read to the quotes as read, so a slow load is never overwritten', async () => {
    await writeFile(join(dir, 'quotes.json'), `${savedQuotesFile(quotes.quotes, quotes.activeId)}\n`);
    const early = await services.handlers.changeQuote({
      quoteId: 'q1',
      change: { kind: 'changeLine', lineId: 'l1', change: { quantity: 4 } },
    });
    expect(early.ok && early.value.quote?.lines.map((line) => [line.id, line.quantity])).toEqual([
      ['l1', 4],
      ['l2', 12],
    ]);
    expect(
      (JSON.parse(await readFile(join(dir, 'quotes.json'), 'utf8')) as { data: SavedQuotes }).data.quotes.map((quote) => quote.id),
    ).toEqual(['q1']);
  });

  it('never replace a quotes file it could not read', async () => {
    await services.dispose();
    // A folder where the file should be: reading fails for another reason than "missing" or "broken".
    await mkdir(join(dir, 'quotes.json'));
    services = await open();
    expect(await services.handlers.loadQuotes(undefined)).toMatchObject({ ok: false, error: { kind: 'quotes-unreadable' } });
    expect(await services.handlers.changeQuote({ quoteId: 'q2', change: { kind: 'create', country: 'de' } })).toMatchObject({
      ok: false,
      error: { kind: 'quotes-unreadable' },
    });
    expect((await stat(join(dir, 'quotes.json'))).isDirectory()).toBe(true);
  });

  it('say so with an error of its own when a CSV cannot be written', async () => {
    savePath = join(dir, 'no-such-folder', 'sub', '\0bad.csv');
    expect(await services.handlers.saveCsv({ suggestedName: 'Quote.csv', content: 'x' })).toMatchObject({
      ok: false,
      error: { kind: 'export-unwritable', message: { key: 'errors.export.unwritable', values: { file: savePath } } },
    });
  });

  it('say "copied" only once the clipboard has the text', async () => {
    await services.dispose();
    let written = (): void => undefined;
    services = await open((text) => new Promise<void>((resolve) => (written = () => resolve(void clipboard.push(text)))));
    let answered = false;
    const copying = services.handlers.copyText({ text: 'a\tb' }).then((result) => {
      answered = true;
      return result;
    });
    // Every queued step has run: the handler still waits for the clipboard.
    await new Promise((resolve) => setImmediate(resolve));
    expect([answered, clipboard]).toEqual([false, []]);
    written();
    expect(await copying).toEqual({ ok: true, value: { copied: true } });
    expect(clipboard).toEqual(['a\tb']);
  });

  it('say in the user\'s words that nothing was copied when the clipboard cannot be written, never "copied"', async () => {
    await services.dispose();
    services = await open(() => Promise.reject(new Error('OpenClipboard failed: held by another program')));
    const failed = await services.handlers.copyText({ text: 'a\tb' });
    expect(failed).toEqual({ ok: false, error: { kind: 'clipboard-unwritable', message: { key: 'errors.clipboard.unwritable' } } });
    if (failed.ok) return;
    expect(englishText(failed.error.message)).toBe(
      'Nothing was copied: the clipboard could not be written, another program may be holding it. Try again.',
    );
    expect(translator('de').text(failed.error.message)).toBe(
      'Nichts kopiert: Die Zwischenablage konnte nicht beschrieben werden, vielleicht hält ein anderes Programm sie gerade fest. Versuchen Sie es noch einmal.',
    );
    // Emptying it (the phone line of an article without a price) fails in its own words.
    const notEmptied = await services.handlers.copyText({ text: '' });
    expect(notEmptied).toMatchObject({ ok: false, error: { kind: 'clipboard-unwritable', message: { key: 'errors.clipboard.held' } } });
  });

  it('copy text to the clipboard', async () => {
    expect(await services.handlers.copyText({ text: 'a\tb' })).toEqual({ ok: true, value: { copied: true } });
    expect(clipboard).toEqual(['a\tb']);
  });

  it('save a CSV where the user chose, or nothing when cancelled', async () => {
    expect(await services.handlers.saveCsv({ suggestedName: 'Quote Camping.csv', content: '\ufeffa;b\r\n' })).toEqual({
      ok: true,
      value: { path: savePath },
    });
    expect(await readFile(savePath ?? '', 'utf8')).toBe('\ufeffa;b\r\n');
    savePath = null;
    expect(await services.handlers.saveCsv({ suggestedName: 'Quote.csv', content: 'x' })).toEqual({ ok: true, value: { path: null } });
    expect(await services.handlers.saveCsv({ suggestedName: '../../evil.sh', content: 'x' })).toMatchObject({ ok: false });
    // The save dialog is worded in the UI language (German from the system here).
    expect(languages).toEqual(['de', 'de']);
  });
});

describe('the quote archive over the bridge', () => {
  it('moves an old finished quote out of the list when the quotes are read, and finds it by the one search rule', async () => {
    const sentLong = {
      ...quotes.quotes[0]!,
      id: 'q-old',
      letter: {
        recipient: { name: 'Camping Müller GmbH', contact: '', address: [], customerNumber: '' },
        validityDays: null,
        terms: null,
        documentLanguage: null,
      },
      issue: { number: 'A-2024-0031', issuedOn: '2024-03-04', sentAt: '2024-03-04T12:00:00.000Z', validUntil: '2024-04-03' },
      updatedAt: '2024-03-04T12:00:00.000Z',
    };
    await writeFile(join(dir, 'quotes.json'), savedQuotesFile([sentLong, quotes.quotes[0]], 'q1'));
    await services.dispose();
    services = await createMainServices({
      userDataDir: dir,
      fetch,
      tokenStore: createMemoryTokenStore(),
      writeClipboard: async () => undefined,
      chooseSavePath: async () => null,
      preferredLanguages: () => ['de-DE'],
      now: () => new Date('2026-11-27T10:00:00.000Z'),
    });
    const loaded = await services.handlers.loadQuotes(undefined);
    expect(loaded.ok && loaded.value.quotes.map((quote) => quote.id)).toEqual(['q1']);
    const found = await services.handlers.searchQuotes({ typed: 'mueller 0031', locale: 'de-DE' });
    expect(found.ok && found.value.count).toBe(1);
    expect(found.ok && found.value.found[0]?.quote.issue?.number).toBe('A-2024-0031');
    expect(found.ok && found.value.found[0]?.archived).toBe(true);
    // The list's draft is found too, before the archive's, by the same rule.
    const both = await services.handlers.searchQuotes({ typed: 'Camping', locale: 'de-DE' });
    expect(both.ok && both.value.found.map((each) => [each.quote.id, each.archived])).toEqual([
      ['q1', false],
      ['q-old', true],
    ]);
    expect(await services.handlers.searchQuotes({ typed: 'x', locale: 'no locale at all' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
  });
});

describe("main's quote search", () => {
  const made = {
    id: 'q-new',
    name: 'Vorzelt Alpen',
    country: 'de' as const,
    factor: null,
    updatedAt: '2026-12-06T08:00:00.000Z',
    lines: [
      { id: 'n1', artnr: '900155', quantity: 2, factor: null },
      { id: 'n2', artnr: '560011', quantity: 3, factor: null },
    ],
  };
  const search = async (typed: string) => {
    const answer = await services.handlers.searchQuotes({ typed, locale: 'de-DE' });
    if (!answer.ok) throw new Error(answer.error.kind);
    return answer.value;
  };
  /** The total by hand: each line's price (as main priced it) × its quantity, added up. */
  const byHand = async (quote: typeof made): Promise<string> => {
    let total = new Big(0);
    for (const line of quote.lines) {
      const priced = await services.handlers.priceQuoteLine({
        quoteId: quote.id,
        lineId: line.id,
        artnr: line.artnr,
        country: 'de',
        factor: null,
      });
      if (!priced.ok) throw new Error(priced.error.kind);
      total = total.plus(new Big(priced.value.pricing.info.price).times(line.quantity).round(2, Big.roundHalfUp));
    }
    return total.toFixed(2);
  };

  it('finds a quote made in this session by its total, which main works out from the pricing it keeps', async () => {
    await services.handlers.loadQuotes(undefined);
    for (const change of [
      { kind: 'create', country: 'de' },
      { kind: 'set', fields: { name: made.name } },
      { kind: 'addLines', lines: made.lines.map(({ id, artnr, quantity }) => ({ id, artnr, quantity })) },
    ] satisfies QuoteChange[])
      expect(await services.handlers.changeQuote({ quoteId: made.id, change })).toMatchObject({ ok: true });
    // Not priced yet: found by its name, with no total.
    expect((await search('alpen')).found).toMatchObject([{ quote: { id: 'q-new' }, total: null, archived: false }]);
    const total = await byHand(made);
    const typed = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(Number(total));
    const found = await search(typed);
    expect(found.found).toMatchObject([{ quote: { id: 'q-new' }, total: { total, currency: 'EUR', basis: 'gross', gross: total } }]);
    expect(found.count).toBe(1);

    // A change is followed: the new total finds it, the old one no longer.
    const changed = { ...made, updatedAt: '2026-12-06T08:05:00.000Z', lines: [made.lines[0]!, { ...made.lines[1]!, quantity: 5 }] };
    await services.handlers.changeQuote({ quoteId: made.id, change: { kind: 'changeLine', lineId: 'n2', change: { quantity: 5 } } });
    const newTotal = await byHand(changed);
    expect((await search(typed)).found).toEqual([]);
    expect((await search(newTotal.replace('.', ','))).found).toMatchObject([{ quote: { id: 'q-new' }, total: { total: newTotal } }]);
  });
});

describe("main's quote search over thousands of quotes", () => {
  it('prepares them in slices: main answers others meanwhile, and the search finds what one made at once would', async () => {
    const many = Array.from({ length: 2_000 }, (_, at) => ({
      id: `q${at}`,
      name: `Angebot ${at}`,
      country: 'de',
      factor: null,
      updatedAt: new Date(Date.UTC(2026, 0, 1, 0, at)).toISOString(),
      lines: Array.from({ length: 5 }, (_, line) => ({
        id: `q${at}-l${line}`,
        artnr: String(100_000 + at * 5 + line),
        quantity: 1 + line,
        factor: null,
        // Priced by the demo prices, which main shows without a service set up.
        pricing: { ...keptPricing('47.85'), source: 'demo' },
      })),
    }));
    await writeFile(join(dir, 'quotes.json'), savedQuotesFile(many, 'q0'));
    await services.dispose();
    services = await open();
    await services.handlers.loadQuotes(undefined);
    // The turns main's thread gives others while the search is prepared and answered, and the longest wait for one.
    let turns = 0;
    let longest = 0;
    let last = performance.now();
    let searching = true;
    const turn = (): void => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      turns += 1;
      if (searching) setImmediate(turn);
    };
    setImmediate(turn);
    const started = performance.now();
    const found = await services.handlers.searchQuotes({ typed: 'angebot 1999', locale: 'de-DE' });
    const took = performance.now() - started;
    searching = false;
    // Many turns, none waiting for most of the work (a busy machine stretches slices, not this proportion).
    expect(turns).toBeGreaterThan(4);
    expect(longest).toBeLessThan(took / 4);
    expect(found.ok && found.value.found.map((each) => each.quote.id)).toEqual(['q1999']);
    // 1 + 2 + 3 + 4 + 5 pieces at 47.85, as kept.
    expect(found.ok && found.value.found[0]?.total).toMatchObject({ total: '717.75', currency: 'EUR' });
  });
});
