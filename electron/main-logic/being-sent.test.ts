import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishText } from '../shared/i18n/translator';
import type { SavedQuote } from '../shared/quote/saved-quote';
import { priceKeptLines, quotesInMain, type QuotesInMain } from '../../test/support/quotes-in-main';

// From the moment a customer copy is made until it went out or was cancelled, main takes no change to the quote.
let main: QuotesInMain;
/** The print dialog open: it closes (printed or cancelled) when the test says. */
let dialog: { opened: Promise<void>; close: (printed: boolean) => void };
let printedPages: string[];

const holdDialog = (): void => {
  let opened: () => void = () => undefined;
  let close: (printed: boolean) => void = () => undefined;
  const closed = new Promise<boolean>((resolve) => (close = resolve));
  dialog = { opened: new Promise<void>((resolve) => (opened = resolve)), close: (printed) => close(printed) };
  printer.print = async (html) => {
    printedPages.push(html);
    opened();
    return closed;
  };
};
const printer = {
  pdf: async (): Promise<Uint8Array> => new TextEncoder().encode('%PDF-1.4 fake'),
  print: async (html: string): Promise<boolean> => {
    printedPages.push(html);
    return true;
  },
};

beforeEach(async () => {
  printedPages = [];
  main = await quotesInMain('being-sent', {
    printer: { pdf: () => printer.pdf(), print: (html) => printer.print(html) },
    quotes: [quote('q1'), quote('q2')],
    priced: false,
  });
  await priceKeptLines(main.handlers, 'q1');
});
afterEach(() => main.close());

const quote = (id: string): SavedQuote => ({
  id,
  name: 'Camping Müller',
  country: 'de',
  factor: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
  lines: [{ id: `${id}-l1`, artnr: '900155', quantity: 2, factor: null }],
});
/** The window's command: this quote's line gets this quantity. */
const setQuantity = (quoteId: string, quantity: number) =>
  main.handlers.changeQuote({ quoteId, change: { kind: 'changeLine', lineId: `${quoteId}-l1`, change: { quantity } } });
const quantityInMain = async (quoteId: string): Promise<number | undefined> => {
  const loaded = await main.handlers.loadQuotes(undefined);
  return loaded.ok ? loaded.value.quotes.find((each) => each.id === quoteId)?.lines[0]?.quantity : undefined;
};

describe('a quote being sent', () => {
  beforeEach(holdDialog);

  it('refuses a change while its print dialog is open, with words that say why; the printed quote says what the paper says', async () => {
    const printing = main.handlers.printQuote({ quoteId: 'q1', copy: 'customer' });
    await dialog.opened;
    const answer = await setQuantity('q1', 5);
    expect(answer.ok || [answer.error.kind, englishText(answer.error.message)]).toEqual([
      'quote-being-sent',
      'Quote A-2026-0001 is being sent to the customer (saved as PDF, printed or put into an e-mail): it cannot be changed or deleted until that is done or cancelled, so the customer gets what is kept. The change was not saved.',
    ]);
    // Another quote is changed as ever.
    expect(await setQuantity('q2', 7)).toMatchObject({ ok: true });
    dialog.close(true);
    expect(await printing).toMatchObject({ ok: true, value: { printed: true, issue: { number: 'A-2026-0001' } } });
    expect(await quantityInMain('q1')).toBe(2);
    expect(printedPages[0]).toMatch(/900155/);
    // Sent now: the old rule, the change goes into a revision and the sent quote stays as it was sent.
    const revised = await setQuantity('q1', 5);
    expect(revised.ok && [revised.value.quote?.id !== 'q1', revised.value.quote?.revises?.number]).toEqual([true, 'A-2026-0001']);
    expect(await quantityInMain('q1')).toBe(2);
  });

  it('refuses deleting it while the dialog is open, so its number, on paper, is kept after a restart', async () => {
    const printing = main.handlers.printQuote({ quoteId: 'q1', copy: 'customer' });
    await dialog.opened;
    expect(await main.handlers.changeQuote({ quoteId: 'q1', change: { kind: 'delete' } })).toMatchObject({
      ok: false,
      error: { kind: 'quote-being-sent' },
    });
    dialog.close(true);
    await printing;
    await main.restart();
    const loaded = await main.handlers.loadQuotes(undefined);
    expect(loaded.ok && loaded.value.quotes.map((each) => [each.id, each.issue?.number ?? null])).toEqual([
      ['q1', 'A-2026-0001'],
      ['q2', null],
    ]);
  });

  it('takes changes again once the dialog was cancelled: the quote stays a draft with its number', async () => {
    const printing = main.handlers.printQuote({ quoteId: 'q1', copy: 'customer' });
    await dialog.opened;
    dialog.close(false);
    expect(await printing).toMatchObject({ ok: true, value: { printed: false, issue: { sentAt: null } } });
    expect(await setQuantity('q1', 5)).toMatchObject({ ok: true });
    expect(await quantityInMain('q1')).toBe(5);
  });

  it('refuses a change while its PDF is being made, and takes it once the PDF was saved (sent: a revision)', async () => {
    let made: () => void = () => undefined;
    const making = new Promise<void>((resolve) => (made = resolve));
    let started: () => void = () => undefined;
    const start = new Promise<void>((resolve) => (started = resolve));
    printer.pdf = async () => {
      started();
      await making;
      return new TextEncoder().encode('%PDF-1.4 fake');
    };
    const saving = main.handlers.saveQuotePdf({ quoteId: 'q1', copy: 'customer' });
    await start;
    expect(await setQuantity('q1', 5)).toMatchObject({ ok: false, error: { kind: 'quote-being-sent' } });
    made();
    expect(await saving).toMatchObject({ ok: true, value: { issue: { number: 'A-2026-0001' } } });
    expect(await quantityInMain('q1')).toBe(2);
  });
});
