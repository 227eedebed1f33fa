import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishText } from '../shared/i18n/translator';
import type { QuoteChange } from '../shared/quote/quote-change';
import { EMPTY_LETTER } from '../shared/quote/quote-letter';
import type { SavedQuote } from '../shared/quote/saved-quote';
import { blockQuotesFile, priceKeptLines, quotesInMain, type QuotesInMain } from '../../test/support/quotes-in-main';

// The window asks, main applies: every command names one quote and answers it as main keeps it.
let main: QuotesInMain;
let print: () => Promise<boolean>;

beforeEach(async () => {
  print = async () => true;
  main = await quotesInMain('commands', { printer: { pdf: async () => new TextEncoder().encode('%PDF-1.4 fake'), print: () => print() } });
});
afterEach(() => main.close());

const change = (quoteId: string, what: QuoteChange) => main.handlers.changeQuote({ quoteId, change: what });
/** The quote main answers; fails the test on a refusal. */
const changed = async (quoteId: string, what: QuoteChange): Promise<SavedQuote> => {
  const answer = await change(quoteId, what);
  if (!answer.ok) throw new Error(`${what.kind} refused: ${englishText(answer.error.message)}`);
  if (answer.value.quote === null) throw new Error(`${what.kind}: no quote`);
  return answer.value.quote;
};
const lines = (quote: SavedQuote | null | undefined) => quote?.lines.map((line) => [line.artnr, line.quantity]);
const loaded = async () => {
  const answer = await main.handlers.loadQuotes(undefined);
  if (!answer.ok) throw new Error('not loaded');
  return answer.value;
};

/** Quote q1 with one line, 900155 added as 1 and then typed to 4: two steps for undo to take back. */
async function quoteOf900155TypedTo4(): Promise<void> {
  await changed('q1', { kind: 'create', country: 'de' });
  await changed('q1', { kind: 'addLines', lines: [{ artnr: '900155', quantity: 1 }] });
  const [line] = (await loaded()).quotes[0]!.lines;
  await changed('q1', { kind: 'changeLine', lineId: line!.id, change: { quantity: 4 } });
}

describe('quote commands', () => {
  it('makes a quote named in the UI language, adds typed and pasted lines, changes and removes one, and keeps it all on disk', async () => {
    const made = await changed('q1', { kind: 'create', country: 'de' });
    expect([made.name, made.country, made.lines]).toEqual(['Angebot 1', 'de', []]);
    const answer = await change('q1', {
      kind: 'addLines',
      lines: [
        { artnr: '900155', quantity: 2 },
        { artnr: '31245', quantity: 1, description: 'Vorzeltleuchte' },
        { artnr: '900155', quantity: 3 },
      ],
    });
    expect(answer.ok && lines(answer.value.quote)).toEqual([
      ['900155', 5],
      ['31245', 1],
    ]);
    expect(answer.ok && answer.value.placed?.map((placed) => placed.created)).toEqual([true, true, false]);
    const [first, second] = answer.ok ? answer.value.quote!.lines : [];
    await changed('q1', { kind: 'changeLine', lineId: first!.id, change: { quantity: 12 } });
    const after = await changed('q1', { kind: 'removeLine', lineId: second!.id });
    expect(lines(after)).toEqual([['900155', 12]]);
    await changed('q1', { kind: 'set', fields: { name: 'Camping Müller', factor: '1.25' } });
    const net = await changed('q1', { kind: 'setBasis', priceBasis: 'net' });
    expect([net.name, net.factor, net.priceBasis, net.updatedAt]).toEqual(['Camping Müller', '1.25', 'net', '2026-11-23T10:00:00.000Z']);
    // The VAT treatment chosen for this quote alone is one of its fields too.
    expect((await changed('q1', { kind: 'set', fields: { vat: { treatment: 'export', vatId: '' } } })).vat).toEqual({
      treatment: 'export',
      vatId: '',
    });

    await main.restart();
    expect((await loaded()).quotes.map((quote) => [quote.name, lines(quote)])).toEqual([['Camping Müller', [['900155', 12]]]]);
  });

  it('keeps what is typed into a quote without control characters but tab and line breaks (an ESC never reaches a document, a draft or a terminal)', async () => {
    await changed('q1', { kind: 'create', country: 'de' });
    const added = await changed('q1', {
      kind: 'addLines',
      lines: [{ artnr: '900155', quantity: 2, description: 'Vorzelt\u001b[2Jleuchte\u009b' }],
    });
    const line = added.lines[0]!;
    const described = await changed('q1', { kind: 'changeLine', lineId: line.id, change: { description: 'Leuchte\u0000 LED\u0085' } });
    const lettered = await changed('q1', {
      kind: 'set',
      fields: {
        name: 'Camping\u001b]0;x\u0007 Müller',
        letter: {
          ...EMPTY_LETTER,
          recipient: { name: 'Camping\u009b31m Müller', contact: '', address: ['Seestraße 12\u001b'], customerNumber: '' },
          intro: 'Guten Tag,\n\tanbei\u009b2J das Angebot.',
        },
      },
    });
    // Before, each was kept as typed: only line breaks were refused.
    expect([added.lines[0]?.description, described.lines[0]?.description]).toEqual(['Vorzelt[2Jleuchte', 'Leuchte LED']);
    expect([lettered.name, lettered.letter?.recipient, lettered.letter?.intro]).toEqual([
      'Camping]0;x Müller',
      { name: 'Camping31m Müller', contact: '', address: ['Seestraße 12'], customerNumber: '' },
      'Guten Tag,\n\tanbei2J das Angebot.',
    ]);
    // Taken out before the command is checked: a name of control characters alone is no name.
    expect((await change('q1', { kind: 'set', fields: { name: '\u001b\u009b' } })).ok).toBe(false);
    expect((await loaded()).quotes[0]?.name).toBe('Camping]0;x Müller');
  });

  it('undoes exactly what was removed: quantity 12 → 24, another line removed, undo brings that line back and leaves 24', async () => {
    await changed('q1', { kind: 'create', country: 'de' });
    const quote = await changed('q1', {
      kind: 'addLines',
      lines: [
        { artnr: '900155', quantity: 12 },
        { artnr: '31245', quantity: 1 },
      ],
    });
    await priceKeptLines(main.handlers, 'q1');
    const [first, second] = quote.lines;
    const pricingBefore = (await loaded()).quotes[0]?.lines[1]?.pricing;
    expect(pricingBefore).toBeDefined();
    await changed('q1', { kind: 'changeLine', lineId: first!.id, change: { quantity: 24 } });
    await changed('q1', { kind: 'removeLine', lineId: second!.id });
    const undone = await changed('q1', { kind: 'undo' });
    expect(undone.lines.map((line) => [line.id, line.artnr, line.quantity])).toEqual([
      [first!.id, '900155', 24],
      [second!.id, '31245', 1],
    ]);
    // The line came back as it was priced.
    expect(undone.lines[1]?.pricing).toEqual(pricingBefore);
    // And the next undo takes back the quantity.
    expect(lines(await changed('q1', { kind: 'undo' }))).toEqual([
      ['900155', 12],
      ['31245', 1],
    ]);
  });

  it('undoes a command kept but not written (the file held by another program), and only that one', async () => {
    await quoteOf900155TypedTo4();
    const unblock = await blockQuotesFile(main.dir);
    const paste = await change('q1', { kind: 'addLines', lines: [{ artnr: '31245', quantity: 1 }] });
    // Kept all the same, answered as kept with why it is not written: the next save writes it.
    expect(paste).toMatchObject({ ok: true, value: { unwritten: { key: 'errors.quotes.unwritable' } } });
    expect(lines((await loaded()).quotes[0])).toEqual([
      ['900155', 4],
      ['31245', 1],
    ]);
    await unblock();
    // Ctrl+Z takes back the paste, not the 4 typed before it.
    expect(lines(await changed('q1', { kind: 'undo' }))).toEqual([['900155', 4]]);
    expect(lines(await changed('q1', { kind: 'undo' }))).toEqual([['900155', 1]]);
  });

  it('takes back one step for an undo kept but not written, and "Try saving again" writes that step', async () => {
    await quoteOf900155TypedTo4();
    const unblock = await blockQuotesFile(main.dir);
    const undone = await change('q1', { kind: 'undo' });
    expect(undone).toMatchObject({ ok: true, value: { unwritten: { key: 'errors.quotes.unwritable' } } });
    expect(lines((await loaded()).quotes[0])).toEqual([['900155', 1]]);
    // Still in the way: "Try saving again" says so again.
    expect(await main.handlers.writeQuotesAgain(undefined)).toMatchObject({ ok: false, error: { kind: 'quotes-unwritable' } });
    await unblock();
    expect(await main.handlers.writeQuotesAgain(undefined)).toEqual({ ok: true, value: { written: true } });
    const written = JSON.parse(await readFile(join(main.dir, 'quotes.json'), 'utf8')) as {
      data: { quotes: { lines: { artnr: string; quantity: number }[] }[] };
    };
    expect(written.data.quotes[0]!.lines.map(({ artnr, quantity }) => [artnr, quantity])).toEqual([['900155', 1]]);
    // The next undo takes back the next step: the line added.
    expect(lines(await changed('q1', { kind: 'undo' }))).toEqual([]);
  });

  it('deletes a quote and brings it back where it was with undo, its number with it', async () => {
    for (const id of ['q1', 'q2', 'q3']) await changed(id, { kind: 'create', country: 'de' });
    await changed('q2', { kind: 'addLines', lines: [{ artnr: '900155', quantity: 2 }] });
    await priceKeptLines(main.handlers, 'q2');
    const printed = await main.handlers.printQuote({ quoteId: 'q2', copy: 'customer' });
    expect(printed.ok && printed.value.issue.number).toBe('A-2026-0001');
    const deleted = await change('q2', { kind: 'delete' });
    expect(deleted.ok && [deleted.value.quote, deleted.value.order]).toEqual([null, ['q1', 'q3']]);
    const back = await change('q2', { kind: 'undo' });
    expect(back.ok && [back.value.quote?.issue?.number, back.value.order, back.value.activeId]).toEqual([
      'A-2026-0001',
      ['q1', 'q2', 'q3'],
      'q2',
    ]);
  });

  it('puts a change to a sent quote into a revision of it, says so, and keeps the sent quote as sent', async () => {
    await changed('q1', { kind: 'create', country: 'de' });
    const quote = await changed('q1', { kind: 'addLines', lines: [{ artnr: '900155', quantity: 2 }] });
    await priceKeptLines(main.handlers, 'q1');
    await main.handlers.printQuote({ quoteId: 'q1', copy: 'customer' });
    const answer = await change('q1', { kind: 'changeLine', lineId: quote.lines[0]!.id, change: { quantity: 5 } });
    expect(answer.ok && englishText(answer.value.status!)).toMatch(/A-2026-0001/);
    const revision = answer.ok ? answer.value.quote : null;
    expect([revision?.id === 'q1', revision?.revises?.number, lines(revision)]).toEqual([false, 'A-2026-0001', [['900155', 5]]]);
    expect(lines((await loaded()).quotes[0])).toEqual([['900155', 2]]);
    // A new name is not what the customer got: it is taken.
    expect((await changed('q1', { kind: 'set', fields: { name: 'Müller (Vorzelt)' } })).id).toBe('q1');
    // "Revise" and "Duplicate": a draft linked to it, and one without number, link or recipient.
    const revised = await changed('q1', { kind: 'revise' });
    expect([revised.revises?.number, revised.issue]).toEqual(['A-2026-0001', undefined]);
    const copy = await changed('q1', { kind: 'duplicate' });
    expect([copy.name, copy.revises, copy.issue, lines(copy)]).toEqual(['Müller (Vorzelt) (Kopie)', undefined, undefined, [['900155', 2]]]);
  });

  it('refuses every change to a quote while its print dialog is open, and takes them again once it closed', async () => {
    await changed('q1', { kind: 'create', country: 'de' });
    const quote = await changed('q1', { kind: 'addLines', lines: [{ artnr: '900155', quantity: 2 }] });
    await priceKeptLines(main.handlers, 'q1');
    let close: (printed: boolean) => void = () => undefined;
    let opened: () => void = () => undefined;
    const dialogOpen = new Promise<void>((resolve) => (opened = resolve));
    print = () => {
      opened();
      return new Promise<boolean>((resolve) => (close = resolve));
    };
    const printing = main.handlers.printQuote({ quoteId: 'q1', copy: 'customer' });
    await dialogOpen;
    for (const what of [
      { kind: 'changeLine', lineId: quote.lines[0]!.id, change: { quantity: 5 } },
      { kind: 'addLines', lines: [{ artnr: '31245', quantity: 1 }] },
      { kind: 'removeLine', lineId: quote.lines[0]!.id },
      { kind: 'set', fields: { factor: '1.5' } },
      { kind: 'setBasis', priceBasis: 'net' },
      { kind: 'delete' },
    ] satisfies QuoteChange[]) {
      expect(await change('q1', what)).toMatchObject({ ok: false, error: { kind: 'quote-being-sent' } });
    }
    close(false);
    await printing;
    expect(lines(await changed('q1', { kind: 'changeLine', lineId: quote.lines[0]!.id, change: { quantity: 5 } }))).toEqual([
      ['900155', 5],
    ]);
  });

  it('refuses what a limit or a gone quote or line forbids, with words, and changes nothing', async () => {
    await main.restart({ maxQuotes: 1 });
    await changed('q1', { kind: 'create', country: 'de' });
    const full = await change('q2', { kind: 'create', country: 'de' });
    expect(full.ok || [full.error.kind, englishText(full.error.message)]).toEqual(['invalid-input', expect.stringMatching(/1/)]);
    expect(await change('q9', { kind: 'set', fields: { name: 'X' } })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(await change('q1', { kind: 'removeLine', lineId: 'gone' })).toMatchObject({ ok: true });
    expect(await change('q1', { kind: 'changeLine', lineId: 'gone', change: { quantity: 2 } })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    // The schema refuses what is not a command before main looks at it.
    for (const request of [
      { quoteId: 'q1', change: { kind: 'changeLine', lineId: 'l1', change: { quantity: 0 } } },
      { quoteId: 'q1', change: { kind: 'set', fields: { factor: '25 %' } } },
      { quoteId: 'q1', change: { kind: 'set', fields: { vat: { treatment: 'export', vatId: 'not an ID' } } } },
      { quoteId: 'q1', change: { kind: 'format' } },
      { quoteId: '', change: { kind: 'delete' } },
    ])
      expect(await main.handlers.changeQuote(request as never)).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect((await loaded()).quotes.map((quote) => quote.id)).toEqual(['q1']);
  });

  it('makes a quote for a customer, and gives a quote a customer: recipient, country, factor, net or gross', async () => {
    const added = await main.handlers.addCustomer({
      number: 'K-1',
      name: 'Camping Müller GmbH',
      contact: '',
      address: ['Seeweg 4'],
      country: 'at',
      markup: '1.2',
      documentLanguage: 'en',
      priceBasis: 'net',
      email: '',
      phone: '',
      note: '',
    });
    const customerId = added.ok ? added.value.customer.id : 'none';
    const made = await changed('q1', { kind: 'create', country: 'de', customerId });
    expect([made.customerId, made.country, made.factor, made.priceBasis, made.letter?.recipient?.name]).toEqual([
      customerId,
      'at',
      '1.2',
      'net',
      'Camping Müller GmbH',
    ]);
    await changed('q2', { kind: 'create', country: 'de' });
    expect((await changed('q2', { kind: 'pickCustomer', customerId })).letter?.documentLanguage).toBe('en');
    expect(await change('q2', { kind: 'pickCustomer', customerId: 'gone' })).toMatchObject({
      ok: false,
      error: { kind: 'customer-not-found' },
    });
  });
});
