import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishText } from '../shared/i18n/translator';
import type { QuotesEdit } from '../shared/quote/saved-quote';
import { createMemoryTokenStore } from '../core/token-store';
import { createMainServices, type MainServices } from './services';
import { priceKeptLines } from '../../test/support/quotes-in-main';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

// From the moment a customer copy is made until it went out or was cancelled, main takes no change to the quote.
let dir: string;
let services: MainServices;
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

const open = () =>
  createMainServices({
    userDataDir: dir,
    fetch,
    tokenStore: createMemoryTokenStore(),
    regionalLocale: 'de-DE',
    preferredLanguages: () => ['de-DE'],
    chooseSavePath: async (name) => join(dir, name),
    chooseImagePath: async () => null,
    printer: { pdf: () => printer.pdf(), print: (html) => printer.print(html) },
    now: () => new Date('2026-11-23T10:00:00Z'),
  });

beforeEach(async () => {
  dir = await tempFolder('being-sent');
  printedPages = [];
  services = await open();
  await services.handlers.loadQuotes(undefined);
});
afterEach(async () => {
  await services.dispose();
  await removeFolder(dir);
});

type EditQuote = QuotesEdit['quotes'][number];
const quote = (id: string, quantity = 2): EditQuote => ({
  id,
  name: 'Camping Müller',
  country: 'de',
  factor: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
  lines: [{ id: `${id}-l1`, artnr: '900155', quantity, factor: null }],
});
const save = (...quotes: EditQuote[]) => services.handlers.saveQuotes({ quotes, activeId: quotes[0]?.id ?? null });
const quantityInMain = async (quoteId: string): Promise<number | undefined> => {
  const loaded = await services.handlers.loadQuotes(undefined);
  return loaded.ok ? loaded.value.quotes.find((each) => each.id === quoteId)?.lines[0]?.quantity : undefined;
};

describe('a quote being sent', () => {
  beforeEach(async () => {
    await save(quote('q1'), quote('q2'));
    await priceKeptLines(services.handlers, 'q1');
    holdDialog();
  });

  it('refuses a change while its print dialog is open, with words that say why; the printed quote says what the paper says', async () => {
    const printing = services.handlers.printQuote({ quoteId: 'q1', copy: 'customer' });
    await dialog.opened;
    const answer = await save(quote('q1', 5), quote('q2', 7));
    expect(answer.ok || [answer.error.kind, englishText(answer.error.message)]).toEqual([
      'quote-being-sent',
      'Quote A-2026-0001 is being sent to the customer (saved as PDF, printed or put into an e-mail): it cannot be changed or deleted until that is done or cancelled, so the customer gets what is kept. The change was not saved.',
    ]);
    // Another quote is changed as ever.
    expect(await save(quote('q1'), quote('q2', 7))).toMatchObject({ ok: true });
    dialog.close(true);
    expect(await printing).toMatchObject({ ok: true, value: { printed: true, issue: { number: 'A-2026-0001' } } });
    expect(await quantityInMain('q1')).toBe(2);
    expect(printedPages[0]).toMatch(/900155/);
    // Sent now: the old rule (refused, or into a revision by the window).
    expect(await save(quote('q1', 5))).toMatchObject({ ok: false, error: { kind: 'quote-sent' } });
  });

  it('refuses deleting it while the dialog is open, so its number, on paper, is kept after a restart', async () => {
    const printing = services.handlers.printQuote({ quoteId: 'q1', copy: 'customer' });
    await dialog.opened;
    expect(await save(quote('q2'))).toMatchObject({ ok: false, error: { kind: 'quote-being-sent' } });
    dialog.close(true);
    await printing;
    await services.dispose();
    services = await open();
    const loaded = await services.handlers.loadQuotes(undefined);
    expect(loaded.ok && loaded.value.quotes.map((each) => [each.id, each.issue?.number ?? null])).toEqual([
      ['q1', 'A-2026-0001'],
      ['q2', null],
    ]);
  });

  it('takes changes again once the dialog was cancelled: the quote stays a draft with its number', async () => {
    const printing = services.handlers.printQuote({ quoteId: 'q1', copy: 'customer' });
    await dialog.opened;
    dialog.close(false);
    expect(await printing).toMatchObject({ ok: true, value: { printed: false, issue: { sentAt: null } } });
    expect(await save(quote('q1', 5), quote('q2'))).toMatchObject({ ok: true });
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
    const saving = services.handlers.saveQuotePdf({ quoteId: 'q1', copy: 'customer' });
    await start;
    expect(await save(quote('q1', 5), quote('q2'))).toMatchObject({ ok: false, error: { kind: 'quote-being-sent' } });
    made();
    expect(await saving).toMatchObject({ ok: true, value: { issue: { number: 'A-2026-0001' } } });
    expect(await quantityInMain('q1')).toBe(2);
  });
});
