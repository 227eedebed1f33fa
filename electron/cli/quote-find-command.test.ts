import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quotesToFind, sampleQuote, savedQuotesFile } from '../../test/support/sample-quotes';
import { createSettingsStore, DEFAULT_SETTINGS } from '../core/settings-store';
import { runCli } from './run-cli';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

let dir: string;
beforeEach(async () => {
  dir = await tempFolder('find');
  // A service set up: quotes priced by the service show their totals (as in the window).
  await createSettingsStore(dir).save({ ...DEFAULT_SETTINGS, baseUrl: 'https://prices.example', useDemo: false });
});
afterEach(async () => {
  await removeFolder(dir);
});

// Müller's quote valid for 30 days from 3 November: expired by the 26th.
const { mueller, revision, berger } = quotesToFind(30);

const keepQuotes = (quotes: unknown[]): Promise<void> => writeFile(join(dir, 'quotes.json'), savedQuotesFile(quotes));

async function find(args: string[], now = new Date('2026-11-26T10:00:00Z')) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['quote', 'find', ...args], {
    env: { PRICE_LOOKUP_USER_DATA: dir },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    fetch: () => Promise.reject(new Error('quote find asks no service')),
    now: () => now,
    systemPolicies: () => null,
  });
  return { code, stdout, stderr };
}

describe('price-lookup quote find', () => {
  it('prints no control character to the terminal, whatever a customer name or quote name holds', async () => {
    const letter = mueller.letter;
    if (letter?.recipient === undefined) throw new Error('the sample quote has a recipient');
    const hostile = {
      ...mueller,
      name: 'Markise\u001b]0;pwned\u0007',
      letter: { ...letter, recipient: { ...letter.recipient, name: 'Camping\u001b[2J Müller\u009b31m' } },
    };
    await keepQuotes([hostile]);
    const found = await find(['müller', '--lang', 'en']);
    expect(found.code).toBe(0);
    expect(found.stdout).toContain('Camping');
    const control = (character: string): boolean => {
      const code = character.charCodeAt(0);
      return (code < 0x20 && character !== '\n' && character !== '\t') || (code >= 0x7f && code <= 0x9f);
    };
    expect([...found.stdout].filter(control)).toEqual([]);
  });

  it('lists what the window’s search finds: number, date, customer, status, basis, net and gross in the regional format', async () => {
    await keepQuotes([berger, mueller, revision]);
    const found = await find(['müller', '--lang', 'en']);
    expect(found).toMatchObject({ code: 0, stderr: '' });
    // Gross: 3 × 47.85 + 20 × 61.75; the net derived from it at 19 % VAT.
    expect(found.stdout.split('\n')).toEqual([
      expect.stringMatching(/^Number\s+Date\s+Customer\s+Status\s+Prices\s+Net\s+Gross\s+Quote$/),
      expect.stringMatching(
        /^A-2026-0007\s+11\/03\/2026\s+Camping Müller GmbH\s+Sent\s+gross\s+1,158\.45 EUR\s+1,378\.55 EUR\s+Markise Sommer$/,
      ),
      'One quote found.',
      '',
    ]);
    // The quote number finds the quote and the one revising it, last changed first; every word must match.
    const german = await find(['a-2026-0007', '--lang', 'de']);
    expect(german.code).toBe(0);
    expect(german.stdout.split('\n').slice(1, 4)).toEqual([
      expect.stringMatching(/^–\s+25\.11\.2026\s+Entwurf\s+brutto\s+Markise Sommer$/),
      expect.stringMatching(
        /^A-2026-0007\s+03\.11\.2026\s+Camping Müller GmbH\s+Versendet\s+brutto\s+1\.158,45 EUR\s+1\.378,55 EUR\s+Markise Sommer$/,
      ),
      '2 Angebote gefunden.',
    ]);
    expect((await find(['a-2026-0007', 'müller'])).stdout).toContain('One quote found.');
    // A total typed as the region writes it, and an article number.
    expect((await find(['1.378,55', '--lang', 'de'])).stdout).toContain('Ein Angebot gefunden.');
    expect((await find(['8812'])).stdout).toContain('Vorzelt Berger');
  });

  it('says each quote’s basis and gives its net and gross sums, so offers on either basis add up alike', async () => {
    // Berger's quote on the net basis: 1 × 47.85 gross is 40.21 net (the net price shown), plus 19 % VAT 7.64.
    await keepQuotes([{ ...berger, priceBasis: 'net' }, mueller]);
    const both = async (words: string) => JSON.parse((await find([words, '--json'])).stdout).quotes[0];
    expect(await both('berger')).toMatchObject({ basis: 'net', total: '40.21', net: '40.21', gross: '47.85', currency: 'EUR' });
    expect(await both('müller')).toMatchObject({ basis: 'gross', total: '1378.55', net: '1158.45', gross: '1378.55' });
    const table = (await find(['berger', '--lang', 'de'])).stdout;
    expect(table).toMatch(/^–\s+02\.10\.2026\s+Entwurf\s+netto\s+40,21 EUR\s+47,85 EUR\s+Vorzelt Berger$/m);
  });

  it('says the status as of today: a sent quote past its validity is expired', async () => {
    await keepQuotes([mueller]);
    expect((await find(['müller'], new Date('2027-01-10T10:00:00Z'))).stdout).toMatch(/Camping Müller GmbH\s+Expired\s/);
  });

  it('prints JSON for scripts, the same in every language', async () => {
    await keepQuotes([berger, mueller, revision]);
    const { code, stdout } = await find(['a-2026-0007', '--json', '--lang', 'de']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      words: 'a-2026-0007',
      count: 2,
      quotes: [
        {
          number: null,
          name: 'Markise Sommer',
          day: '2026-11-25',
          customer: null,
          customerNumber: null,
          status: 'draft',
          basis: 'gross',
          total: null,
          net: null,
          gross: null,
          currency: null,
        },
        {
          number: 'A-2026-0007',
          name: 'Markise Sommer',
          day: '2026-11-03',
          customer: 'Camping Müller GmbH',
          customerNumber: 'K-10023',
          status: 'sent',
          basis: 'gross',
          total: '1378.55',
          net: '1158.45',
          gross: '1378.55',
          currency: 'EUR',
        },
      ],
    });
    expect((await find(['a-2026-0007', '--json', '--lang', 'en'])).stdout).toBe(stdout);
  });

  it('shows a draft’s total only from pricing of the prices the app shows now (a sent quote keeps what it was sent with)', async () => {
    await keepQuotes([berger, mueller]);
    const total = async (words: string): Promise<unknown> => JSON.parse((await find([words, '--json'])).stdout).quotes[0].total;
    expect(await total('berger')).toBe('47.85');
    await createSettingsStore(dir).save({ ...DEFAULT_SETTINGS, baseUrl: null });
    expect(await total('berger')).toBeNull();
    expect(await total('müller')).toBe('1378.55');
  });

  it('finds archived quotes too, read only, and a quote in the list and the archive alike once', async () => {
    const old = sampleQuote({
      ...mueller,
      id: 'old',
      name: 'Vorzelt 2024',
      issue: { number: 'A-2024-0003', issuedOn: '2024-03-01', sentAt: '2024-03-01T09:00:00.000Z' },
    });
    await mkdir(join(dir, 'quote-archive'));
    const archived = savedQuotesFile([old, mueller]);
    await writeFile(join(dir, 'quote-archive', '2024.json'), archived);
    // The app stopped between the archive's write and the list's: Müller's quote is in both.
    await keepQuotes([berger, mueller]);
    const found = await find(['müller', '--lang', 'en']);
    expect(found).toMatchObject({ code: 0, stderr: '' });
    expect(found.stdout).toMatch(/^A-2024-0003\s+03\/01\/2024\s+Camping Müller GmbH\s+Expired\s.*Vorzelt 2024$/m);
    expect(found.stdout).toContain('2 quotes found.');
    expect(await readFile(join(dir, 'quote-archive', '2024.json'), 'utf8')).toBe(archived);
  });

  it('exits 4 when nothing is found, also without a quotes file, saying so on stderr in the CLI’s language', async () => {
    await keepQuotes([mueller]);
    expect(await find(['schulz', '--lang', 'de'])).toEqual({
      code: 4,
      stdout: '',
      stderr: 'price-lookup: Kein gespeichertes Angebot für „schulz“ gefunden.\n',
    });
    const json = await find(['schulz', '--json']);
    expect(json.code).toBe(4);
    expect(JSON.parse(json.stdout)).toEqual({ words: 'schulz', count: 0, quotes: [] });
    await rm(join(dir, 'quotes.json'));
    expect(await find(['müller'])).toMatchObject({ code: 4, stderr: 'price-lookup: No saved quote found for “müller”.\n' });
  });

  it('reads the quotes file only: a broken file exits 2 and stays as it was, a bad quote is left out and said', async () => {
    await writeFile(join(dir, 'quotes.json'), '{"version": 1, "data": ');
    const before = await readdir(dir);
    const broken = await find(['müller']);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('cannot be read. Open the app');
    expect(await readdir(dir)).toEqual(before);
    expect(await readFile(join(dir, 'quotes.json'), 'utf8')).toBe('{"version": 1, "data": ');

    await keepQuotes([mueller, { id: 'bad', name: 7 }]);
    const partly = await find(['müller']);
    expect(partly.code).toBe(0);
    expect(partly.stdout).toContain('Camping Müller GmbH');
    expect(partly.stderr).toBe(
      `price-lookup: Part of the saved quotes in ${join(dir, 'quotes.json')} cannot be read and is left out of the search: one quote, 0 lines.\n`,
    );
    expect(await readdir(dir)).toEqual(before);
  });

  it('refuses no words and the lookups’ options with exit 2', async () => {
    expect(await find([])).toMatchObject({ code: 2, stderr: expect.stringContaining('needs the words to search for') });
    expect(await find(['müller', '--country', 'de'])).toMatchObject({ code: 2, stderr: expect.stringContaining('has no --country') });
    expect(await find(['müller', '--demo', '--lang', 'de'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('kennt kein --demo'),
    });
  });
});
