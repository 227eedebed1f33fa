import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { englishText } from '../shared/i18n/translator';
import { priceInfo } from '../../test/support/price-info';
import type { SavedQuotes } from '../shared/quote/saved-quote';
import { changeQuoteSchema } from '../shared/quote/quote-change';
import { createQuoteStore, PRICING_WRITE_DELAY_MS, QuotesNotLoadedError, type QuoteStore } from './quote-store';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';

let dir: string;
tempFolderEachTest('quote-store', (path) => (dir = path));

const T0 = new Date('2026-11-20T08:30:00.000Z');
const BACKUP_NAME = 'quotes.json.unreadable-2026-11-20T08-30-00-000Z';
let BACKUP: string;
beforeEach(() => {
  BACKUP = join(dir, BACKUP_NAME);
});

/** A file as the app wrote it before lines kept what they were priced at. */
const olderFile = {
  version: 1,
  data: {
    activeId: 'q1',
    quotes: [
      {
        id: 'q1',
        name: 'Camping Müller',
        country: 'de',
        factor: null,
        lines: [{ id: 'l1', artnr: '900155', quantity: 3, factor: null }],
        updatedAt: '2026-11-20T09:00:00.000Z',
      },
    ],
  },
};

const priced: SavedQuotes = {
  activeId: 'q1',
  quotes: [
    {
      ...olderFile.data.quotes[0]!,
      country: 'de',
      lines: [
        {
          id: 'l1',
          artnr: '900155',
          quantity: 3,
          factor: null,
          pricing: { pricedAt: '2026-11-21T09:14:00.000Z', source: 'service', country: 'de', factor: null, info: priceInfo() },
        },
      ],
    },
  ],
};

const unpriced = (saved: SavedQuotes): SavedQuotes => ({
  ...saved,
  quotes: saved.quotes.map((quote) => ({ ...quote, lines: quote.lines.map(({ pricing: _, ...line }) => line) })),
});
const keepAll = async (store: QuoteStore, saved: SavedQuotes): Promise<void> => {
  for (const quote of saved.quotes) {
    for (const line of quote.lines) if (line.pricing) await store.keepPricing(quote.id, line.id, line.artnr, line.pricing);
  }
};

describe('quote store', () => {
  it('reads a file saved before prices were kept, as it was', async () => {
    await writeFile(join(dir, 'quotes.json'), JSON.stringify(olderFile));
    const { saved, notice } = await createQuoteStore(dir).load();
    expect(notice).toBeNull();
    expect(saved).toEqual(olderFile.data);
    expect(saved.quotes[0]?.lines[0]?.pricing).toBeUndefined();
  });

  it("keeps a quote's choice of net or gross; a quote saved before it had one reads as gross (none set)", async () => {
    await writeFile(join(dir, 'quotes.json'), JSON.stringify(olderFile));
    const store = createQuoteStore(dir);
    expect((await store.load()).saved.quotes[0]?.priceBasis).toBeUndefined();
    const net: SavedQuotes = { ...olderFile.data, quotes: [{ ...olderFile.data.quotes[0]!, country: 'de', priceBasis: 'net' }] };
    await store.save(net);
    expect((await createQuoteStore(dir).load()).saved.quotes[0]?.priceBasis).toBe('net');
    // The window's command is checked: a basis that is neither is refused with it.
    const basis = (priceBasis: string) => changeQuoteSchema.safeParse({ quoteId: 'q1', change: { kind: 'setBasis', priceBasis } }).success;
    expect([basis('both'), basis('net')]).toEqual([false, true]);
    expect(changeQuoteSchema.safeParse({ quoteId: 'q1', change: { kind: 'set', fields: { priceBasis: 'both' } } }).success).toBe(false);
  });

  it('keeps the customer a quote is for; a quote saved before (none) reads without one; a sent quote stays for its customer', async () => {
    await writeFile(join(dir, 'quotes.json'), JSON.stringify(olderFile));
    const store = createQuoteStore(dir);
    expect((await store.load()).saved.quotes[0]).not.toHaveProperty('customerId');
    const forMüller: SavedQuotes = { ...olderFile.data, quotes: [{ ...olderFile.data.quotes[0]!, country: 'de', customerId: 'c-1' }] };
    await store.save(forMüller);
    expect((await createQuoteStore(dir).load()).saved.quotes[0]?.customerId).toBe('c-1');
    await store.keepIssue('q1', { number: 'A-2026-0001', issuedOn: '2026-11-21', sentAt: '2026-11-21T10:00:00.000Z' });
    await store.save({ ...forMüller, quotes: [{ ...forMüller.quotes[0]!, customerId: 'c-2' }] });
    await store.flush();
    expect((await createQuoteStore(dir).load()).saved.quotes[0]?.customerId).toBe('c-1');
    expect(changeQuoteSchema.safeParse({ quoteId: 'q1', change: { kind: 'set', fields: { customerId: '' } } }).success).toBe(false);
  });

  it('refuses a save before the quotes were read, with words, so a slow read is never overwritten by an empty list', async () => {
    await writeFile(join(dir, 'quotes.json'), JSON.stringify(olderFile));
    const store = createQuoteStore(dir);
    const early = await store.save({ quotes: [], activeId: null }).catch((error: unknown) => error);
    expect(early).toBeInstanceOf(QuotesNotLoadedError);
    expect(englishText((early as QuotesNotLoadedError).userMessage)).toBe(
      'The saved quotes have not been read, so they are not overwritten.',
    );
    expect(JSON.parse(await readFile(join(dir, 'quotes.json'), 'utf8'))).toEqual(olderFile);
    expect((await store.load()).saved).toEqual(olderFile.data);
  });

  it('keeps what each line was priced at across a save and a read, in the same file version', async () => {
    const store = createQuoteStore(dir);
    await store.load();
    await store.save(unpriced(priced));
    await keepAll(store, priced);
    expect(JSON.parse(await readFile(join(dir, 'quotes.json'), 'utf8')).version).toBe(1);
    expect((await createQuoteStore(dir).load()).saved).toEqual(priced);
  });

  it('keeps a line’s description across a save and a read; lines saved before descriptions read without one', async () => {
    const store = createQuoteStore(dir);
    await store.load();
    const described = unpriced({
      ...priced,
      quotes: [{ ...priced.quotes[0]!, lines: [{ ...priced.quotes[0]!.lines[0]!, description: 'Markise Omnistor 5200' }] }],
    });
    await store.save(described);
    expect((await createQuoteStore(dir).load()).saved.quotes[0]?.lines[0]?.description).toBe('Markise Omnistor 5200');
    await writeFile(join(dir, 'quotes.json'), JSON.stringify(olderFile));
    expect((await createQuoteStore(dir).load()).saved.quotes[0]?.lines[0]).toEqual(olderFile.data.quotes[0]!.lines[0]);
  });

  describe("what a line was priced at is main's", () => {
    const quote = () => priced.quotes[0]!;
    const line = () => quote().lines[0]!;
    const pricing = () => line().pricing!;

    it('never takes a pricing sent with an edit, and keeps the one main kept across edits', async () => {
      const store = createQuoteStore(dir);
      await store.load();
      await store.save(priced);
      expect(store.line(quote().id, line().id)?.line.pricing).toBeUndefined();
      await store.keepPricing(quote().id, line().id, line().artnr, pricing());
      // The user changes the quantity: the edit carries no pricing, the line keeps main's.
      await store.save(unpriced({ ...priced, quotes: [{ ...quote(), lines: [{ ...line(), quantity: 7 }] }] }));
      expect((await createQuoteStore(dir).load()).saved.quotes[0]?.lines[0]).toEqual({ ...line(), quantity: 7 });
    });

    it('keeps an answer that arrives before the save that brings its line, and one for a line removed and restored', async () => {
      const store = createQuoteStore(dir);
      await store.load();
      await store.save({ quotes: [{ ...quote(), lines: [] }], activeId: quote().id });
      await store.keepPricing(quote().id, line().id, line().artnr, pricing());
      await store.save(unpriced(priced));
      expect(store.line(quote().id, line().id)?.line.pricing).toEqual(pricing());
      // The quote deleted, then restored (undo): its line comes back priced.
      await store.save({ quotes: [], activeId: null });
      await store.save(unpriced(priced));
      expect((await createQuoteStore(dir).load()).saved).toEqual(priced);
    });

    it('does not keep an answer for a line priced since for another article, country or factor', async () => {
      const store = createQuoteStore(dir);
      await store.load();
      const withFactor = { ...priced, quotes: [{ ...quote(), lines: [{ ...line(), factor: '1.5' }] }] };
      await store.save(unpriced(withFactor));
      // Asked for before the factor changed: the line is priced for 1.5 now, not for the quote's factor.
      await store.keepPricing(quote().id, line().id, line().artnr, pricing());
      await store.keepPricing(quote().id, line().id, 'OTHER-1', { ...pricing(), factor: '1.5' });
      await store.keepPricing('another-quote', line().id, line().artnr, { ...pricing(), factor: '1.5' });
      expect(store.line(quote().id, line().id)?.line.pricing).toBeUndefined();
      await store.keepPricing(quote().id, line().id, line().artnr, { ...pricing(), factor: '1.5' });
      expect(store.line(quote().id, line().id)?.line.pricing).toEqual({ ...pricing(), factor: '1.5' });
    });

    it('keeps the pricing a quote was sent with: a later answer (a re-check) does not replace it', async () => {
      const store = createQuoteStore(dir);
      await store.load();
      await store.save(unpriced(priced));
      await store.keepPricing(quote().id, line().id, line().artnr, pricing());
      await store.keepIssue(quote().id, { number: 'A-2026-0001', issuedOn: '2026-11-21', sentAt: '2026-11-21T10:00:00.000Z' });
      await store.keepPricing(quote().id, line().id, line().artnr, { ...pricing(), pricedAt: '2026-11-22T09:00:00.000Z' });
      await store.flush();
      expect((await createQuoteStore(dir).load()).saved.quotes[0]?.lines[0]?.pricing).toEqual(pricing());
    });

    it('writes a kept pricing still waiting for its write when the app quits (flush)', async () => {
      const store = createQuoteStore(dir);
      await store.load();
      await store.save(unpriced(priced));
      void store.keepPricing(quote().id, line().id, line().artnr, pricing());
      const started = Date.now();
      await store.flush();
      expect(Date.now() - started).toBeLessThan(PRICING_WRITE_DELAY_MS);
      expect((await createQuoteStore(dir).load()).saved).toEqual(priced);
    });

    it('writes many answers that arrive together in few writes, the last state last', async () => {
      const store = createQuoteStore(dir);
      await store.load();
      const many = Array.from({ length: 50 }, (_, index) => ({ ...line(), id: `line-${index}`, artnr: `ART-${index}` }));
      await store.save({ quotes: [{ ...quote(), lines: many.map(({ pricing: _, ...rest }) => rest) }], activeId: quote().id });
      await Promise.all(many.map((each) => store.keepPricing(quote().id, each.id, each.artnr, pricing())));
      await store.flush();
      const read = (await createQuoteStore(dir).load()).saved.quotes[0]?.lines ?? [];
      expect(read.map((each) => each.pricing)).toEqual(many.map(() => pricing()));
    });
  });

  it('keeps a line whose kept pricing is not a price without it, to be priced again, and says so', async () => {
    const line = { ...priced.quotes[0]!.lines[0]!, pricing: { ...priced.quotes[0]!.lines[0]!.pricing!, info: { price: 'cheap' } } };
    const broken = { version: 1, data: { ...priced, quotes: [{ ...priced.quotes[0]!, lines: [line] }] } };
    await writeFile(join(dir, 'quotes.json'), JSON.stringify(broken));
    const { saved, notice } = await createQuoteStore(dir, () => T0).load();
    const { pricing: _unreadable, ...unpriced } = line;
    expect(saved).toEqual({ ...priced, quotes: [{ ...priced.quotes[0]!, lines: [unpriced] }] });
    expect(notice && englishText(notice)).toBe(
      `Some saved quotes could not be read in full. 1 line lost its kept price and is priced again. The file as it was is kept as ${BACKUP}.`,
    );
    expect(JSON.parse(await readFile(BACKUP, 'utf8'))).toEqual(broken);
  });

  it('leaves out a quote or a line that cannot be read, alone, keeps the rest, and says how many', async () => {
    const quote = priced.quotes[0]!;
    const broken = {
      version: 1,
      data: {
        activeId: 'q1',
        quotes: [
          { ...quote, lines: [...quote.lines, { id: 'l2', artnr: '../x', quantity: 1, factor: null }] },
          { ...quote, id: 'q2', name: '' },
          { ...quote, id: 'q3', name: 'Other' },
          'not a quote',
        ],
      },
    };
    await writeFile(join(dir, 'quotes.json'), JSON.stringify(broken));
    const store = createQuoteStore(dir, () => T0);
    const { saved, notice } = await store.load();
    expect(saved).toEqual({ activeId: 'q1', quotes: [quote, { ...quote, id: 'q3', name: 'Other' }] });
    expect(notice && englishText(notice)).toBe(
      `Some saved quotes could not be read in full. 2 quotes were left out. 1 line was left out; its quote is kept. The file as it was is kept as ${BACKUP}.`,
    );
    // The next save writes what was read; the copy keeps what was not.
    await store.save(saved);
    expect((await createQuoteStore(dir, () => T0).load()).notice).toBeNull();
    expect(JSON.parse(await readFile(BACKUP, 'utf8'))).toEqual(broken);
  });

  it('keeps a file it cannot read at all aside, and starts empty', async () => {
    await writeFile(join(dir, 'quotes.json'), '{"version":1,"data":{"quotes":[{');
    const { saved, notice } = await createQuoteStore(dir, () => T0).load();
    expect(saved).toEqual({ quotes: [], activeId: null });
    expect(notice?.key).toBe('errors.quotes.reset');
    expect(await readFile(BACKUP, 'utf8')).toBe('{"version":1,"data":{"quotes":[{');
  });

  it('reloads after the saves asked for before it, so an older file never comes back over a newer edit', async () => {
    const store = createQuoteStore(dir, () => T0);
    await store.load();
    const renamed: SavedQuotes = unpriced({ ...priced, quotes: [{ ...priced.quotes[0]!, name: 'Renamed' }] });
    const saving = store.save(renamed);
    // Asked for while the save waits in the queue.
    const reloaded = store.load();
    expect((await reloaded).saved).toEqual(renamed);
    await saving;
  });

  it('stays loaded while a reload is under way: a save asked for meanwhile is not refused', async () => {
    const store = createQuoteStore(dir, () => T0);
    await store.load();
    const reloading = store.load();
    await expect(store.save(unpriced(priced))).resolves.toBeUndefined();
    await reloading;
    expect((await createQuoteStore(dir, () => T0).load()).saved).toEqual(unpriced(priced));
  });
});
