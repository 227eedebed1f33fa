import { SERVICE_CONCURRENCY } from '../core/retry-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { createMemoryTokenStore } from '../core/token-store';
import type { CliIo } from './cli-io';
import { runCli } from './run-cli';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const TOKEN = 'tok-quote-9d1c3b';
let sim: PriceSimulator;
let dir: string;
beforeAll(async () => {
  sim = await startPriceSimulator({ token: TOKEN, faults: true, syntheticArticles: true });
  dir = await tempFolder('quote');
});
afterAll(async () => {
  await sim.close();
  await removeFolder(dir);
});

async function quote(stdin: string, args: string[] = [], token = TOKEN, io: Partial<CliIo> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['quote', '--country', 'de', '--base-url', sim.baseUrl, ...args], {
    env: { PRICE_LOOKUP_USER_DATA: dir, PRICE_LOOKUP_TOKEN: token },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    fetch,
    tokenStore: createMemoryTokenStore(),
    stdin: async () => stdin,
    checkOptions: { sleep: async () => undefined },
    ...io,
  });
  return { code, stdout, stderr };
}

/** The simulator's answers with the gross price changed to one below a cent. */
const subCentFetch: CliIo['fetch'] = async (url, init) => {
  const response = await fetch(url, init);
  const body: unknown = await response.json();
  const changed = typeof body === 'object' && body !== null ? { ...body, price: 0.0125 } : body;
  return new Response(JSON.stringify(changed), { status: response.status, headers: response.headers });
};

describe('price-lookup quote', () => {
  it('keeps a unit price below a cent as it is, and rounds only the line total to cents', async () => {
    const json = JSON.parse((await quote('900155;100', ['--json'], TOKEN, { fetch: subCentFetch })).stdout);
    expect(json.lines[0]).toMatchObject({ unitPrice: '0.0125', lineTotal: '1.25' });
    const table = (await quote('900155;100', [], TOKEN, { fetch: subCentFetch })).stdout;
    expect(table).toMatch(/900155\s+100\s+0\.0125\s+1\.25\s/);
    expect(table).toContain('Total (gross): 1.25 EUR');
  });

  it('prints the quote as JSON with decimal strings and exact totals', async () => {
    const { code, stdout } = await quote('Artikel;Menge\n900155;3\n\n31245\t2\n', ['--json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      currency: 'EUR',
      basis: 'gross',
      vat: 'domestic',
      lines: [
        {
          artnr: '900155',
          quantity: 3,
          unitPrice: '47.85',
          factorPrice: null,
          lineTotal: '143.55',
          offer: 'offered',
          tax: '19',
          stock: 11,
          lifecycle: 'E',
          warnings: ['Lifecycle E: phasing out, will soon be discontinued.'],
        },
        {
          artnr: '31245',
          quantity: 2,
          unitPrice: '15.95',
          factorPrice: null,
          lineTotal: '31.90',
          offer: 'offered',
          tax: '19',
          stock: 3,
          lifecycle: 'A',
          warnings: [],
        },
      ],
      total: '175.45',
      totals: [
        { kind: 'gross', amount: '175.45' },
        { kind: 'vat', rate: '19', base: null, amount: '28.01' },
      ],
      errors: [],
    });
  });

  it('refuses a factor outside the usual range before reading a line, and takes it with --unusual-factor', async () => {
    const before = sim.requests.length;
    const refused = await quote('900155,3', ['--factor', '125']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('did you mean +125% (factor 2.25) or 1.25? Give --factor "125%" or --factor 1.25');
    expect(sim.requests.length).toBe(before);
    const percent = JSON.parse((await quote('900155,3', ['--json', '--factor', '25%'])).stdout);
    expect(percent.lines[0]).toMatchObject({ factorPrice: '59.81', lineTotal: '179.43' });
    const insisted = await quote('900155,1', ['--json', '--factor', '125', '--unusual-factor']);
    expect(insisted.code).toBe(0);
    expect(JSON.parse(insisted.stdout).lines[0]).toMatchObject({ factorPrice: '5981.25' });
  });

  it('totals the factor price with a factor', async () => {
    const json = JSON.parse((await quote('900155,3', ['--json', '--factor', '1,25'])).stdout);
    expect(json.lines[0]).toMatchObject({ unitPrice: '47.85', factorPrice: '59.81', lineTotal: '179.43' });
    expect(json.total).toBe('179.43');
  });

  it('with --net: net prices and line totals, the net total first, plus VAT, then the gross, in the table and the JSON', async () => {
    const json = JSON.parse((await quote('900155,3\n31245;2', ['--json', '--net', '--factor', '1,25'])).stdout);
    expect(json.basis).toBe('net');
    expect(json.lines[0]).toMatchObject({ factorPrice: '59.81', lineTotal: '179.43', netUnitPrice: '50.26', netLineTotal: '150.78' });
    expect(json.total).toBe(json.totals[0].amount);
    expect(json.totals.map((line: { kind: string }) => line.kind)).toEqual(['net', 'vat', 'gross']);
    const table = (await quote('900155,3', ['--net', '--factor', '1,25', '--lang', 'de'])).stdout;
    expect(table).toMatch(/^Artikel\s+Menge\s+Preis netto\s+Preis × Faktor netto\s+Summe netto\s/);
    expect(table).toMatch(/900155\s+3\s+40,21\s+50,26\s+150,78\s/);
    expect(table).toContain('Summe netto: 150,78 EUR\nzzgl. 19\u00a0% MwSt.: 28,65 EUR\nGesamtbetrag brutto: 179,43 EUR');
  });

  it.each([
    [
      'intra-community',
      ['--vat-id', 'NL123456789B01'],
      'en',
      'VAT-exempt intra-Community supply of goods',
      'Customer’s VAT ID: NL123456789B01.',
    ],
    // Development builds' name, still taken.
    ['reverse-charge', ['--vat-id', 'NL123456789B01'], 'de', 'Steuerfreie innergemeinschaftliche Lieferung', 'NL123456789B01'],
    ['export', [], 'de', 'Steuerfreie Ausfuhrlieferung nach § 4 Nr. 1 Buchst. a UStG', 'Gesamtbetrag: 150,78 EUR'],
  ])('with --vat %s: net without VAT, whatever --net says, and the note', async (vat, more, lang, note, also) => {
    const json = JSON.parse((await quote('900155,3', ['--json', '--factor', '1,25', '--vat', vat, ...more])).stdout);
    expect(json).toMatchObject({ basis: 'net', total: '150.78' });
    expect(json.totals).toEqual([
      { kind: 'net', amount: '150.78' },
      { kind: 'vat', rate: '0', base: null, amount: '0.00' },
      { kind: 'gross', amount: '150.78' },
    ]);
    const table = (await quote('900155,3', ['--factor', '1,25', '--vat', vat, ...more, '--lang', lang])).stdout;
    expect(table).toContain(note);
    expect(table).toContain(also);
  });

  it.each([
    [['--vat', 'intra-community'], 'A tax-exempt intra-Community supply needs the customer’s VAT ID'],
    [['--vat', 'intra-community', '--vat-id', 'CHE-123.456.789'], 'is not in the EU'],
    [['--vat', 'zollfrei'], '--vat takes domestic, intra-community, export or consumer, not "zollfrei"'],
  ])('refuses %j before reading a line', async (args, said) => {
    const { code, stderr } = await quote('900155,3', [...args, '--lang', 'en']);
    expect(code).toBe(2);
    expect(stderr).toContain(said);
  });

  it('says "on request" for a line without a price and leaves it out of the total, never 0.00', async () => {
    const table = (await quote('770001;2\n900155;1')).stdout;
    expect(table).toMatch(/770001\s+2\s+on request\s+price on request\s/);
    expect(table).toContain('Total (gross): 47.85 EUR');
    expect(table).toContain('Not in the total: 1 line with price on request.');
    expect(table).not.toMatch(/770001.*0\.00/);
  });

  it('gives null prices and totals in --json for a line not offered, with its offer, never a 0 to add up', async () => {
    const json = JSON.parse((await quote('770001;2\n770412;4\n900155;1', ['--json', '--factor', '1.25'])).stdout);
    expect(json.lines[0]).toMatchObject({ artnr: '770001', offer: 'no-price', unitPrice: null, factorPrice: null, lineTotal: null });
    expect(json.lines[1]).toMatchObject({ artnr: '770412', offer: 'discontinued', unitPrice: null, factorPrice: null, lineTotal: null });
    expect(json.lines[2]).toMatchObject({ artnr: '900155', offer: 'offered', unitPrice: '47.85', lineTotal: '59.81' });
    expect(json.total).toBe('59.81');
    const net = JSON.parse((await quote('770001;2', ['--json', '--net'])).stdout);
    expect(net.lines[0]).toMatchObject({ unitPrice: null, lineTotal: null, netUnitPrice: null, netLineTotal: null });
  });

  it('gives no total in --json when no line is offered, on either basis: null, never 0.00', async () => {
    for (const basis of [[], ['--net']]) {
      const json = JSON.parse((await quote('770001;2\n770412;4', ['--json', ...basis])).stdout);
      expect(json.lines.map((line: { offer: string }) => line.offer)).toEqual(['no-price', 'discontinued']);
      expect(json).toMatchObject({ total: null, totals: [], currency: null });
    }
  });

  it('lists bad and failed lines and still exits 0', async () => {
    const { code, stdout } = await quote('900155;1\n../x;2\nNOPE-1;1\nFAULT-html;1\n', ['--json']);
    expect(code).toBe(0);
    const json = JSON.parse(stdout);
    expect(json.lines.map((line: { artnr: string }) => line.artnr)).toEqual(['900155']);
    expect(json.errors).toEqual([
      { line: 2, input: '../x;2', message: expect.stringMatching(/only letters/) },
      { line: 3, input: 'NOPE-1', message: expect.stringMatching(/not found/) },
      { line: 4, input: 'FAULT-html', message: expect.stringMatching(/web page came back instead of prices/) },
    ]);
  });

  it('waits as long as a busy service asks, and counts the last answer of a line that stays busy', async () => {
    const waits: number[] = [];
    const busyRequests = () => sim.requests.filter((request) => request.path.includes('FAULT-429')).length;
    const before = busyRequests();
    const { code, stdout } = await quote('900155;1\nFAULT-429;1\n31245;1\n', ['--json'], TOKEN, {
      checkOptions: { sleep: async (ms) => void waits.push(ms) },
    });
    // A line the service did not price now leaves the quote incomplete: the "unavailable" exit code.
    expect(code).toBe(5);
    const json = JSON.parse(stdout);
    expect(json.lines).toHaveLength(2);
    expect(json.errors).toEqual([{ line: 2, input: 'FAULT-429', message: expect.stringMatching(/busy right now/) }]);
    // One lookup of at most 3 requests, the service's Retry-After of 1 s waited between them; nothing retries it again.
    expect(busyRequests() - before).toBe(3);
    expect(waits).toEqual([1_000, 1_000]);
  });

  it('starts no request while it waits out a busy answer, lets those under way finish, then goes on many at a time', async () => {
    // Each a different article: a repeated one is answered from the lookup's fresh answers without a request of its own.
    const good = Array.from({ length: 30 }, (_, index) => `SYN-${index + 1}`);
    let inFlight = 0;
    let waiting = false;
    let endWait = (): void => undefined;
    const startedInWait: number[] = [];
    const inFlightAfter: number[] = [];
    const waits: number[] = [];
    const sleep = (ms: number): Promise<void> => {
      waits.push(ms);
      waiting = true;
      return new Promise<void>((resolve) => {
        endWait = () => {
          waiting = false;
          resolve();
        };
        // The wait ends once the requests under way when the service said busy have finished.
        if (inFlight === 0) endWait();
      });
    };
    const fetchWatched: CliIo['fetch'] = async (url, init) => {
      inFlight += 1;
      if (waiting) startedInWait.push(inFlight);
      else if (waits.length > 0) inFlightAfter.push(inFlight);
      try {
        const response = await fetch(url, init);
        await response.clone().arrayBuffer();
        return response;
      } finally {
        inFlight -= 1;
        if (waiting && inFlight === 0) endWait();
      }
    };
    const { code, stdout } = await quote(`FAULT-429;1\n${good.map((artnr) => `${artnr};1`).join('\n')}\n`, ['--json'], TOKEN, {
      fetch: fetchWatched,
      checkOptions: { sleep, retry: { maxAttempts: 2, maxTotalWaitMs: 5_000, backoffMs: 0 } },
    });
    expect(code).toBe(5);
    expect(JSON.parse(stdout).lines).toHaveLength(good.length);
    expect(waits).toEqual([1_000]);
    expect(startedInWait).toEqual([]);
    // After the wait, as many at a time as the one limit allows, not one by one.
    expect(Math.max(...inFlightAfter)).toBeGreaterThan(1);
    expect(Math.max(...inFlightAfter)).toBeLessThanOrEqual(SERVICE_CONCURRENCY);
  });

  it('asks the service once for an article on several lines, as the app does', async () => {
    const asked = () => sim.requests.filter((request) => request.path.includes('/AB-1029?')).length;
    const before = asked();
    const json = JSON.parse((await quote('AB-1029;1\n900155;1\nAB-1029;2\nAB-1029;3\n', ['--json'])).stdout);
    expect(json.lines.map((line: { artnr: string; lineTotal: string }) => [line.artnr, line.lineTotal])).toEqual([
      ['AB-1029', '9.90'],
      ['900155', '47.85'],
      ['AB-1029', '19.80'],
      ['AB-1029', '29.70'],
    ]);
    expect(asked() - before).toBe(1);
  });

  it('prints a readable table with warnings and the total', async () => {
    const { stdout } = await quote('AB-1029\t12\n');
    expect(stdout).toMatch(/AB-1029\s+12\s+9\.90\s+118\.80\s+11\+\s+B/);
    expect(stdout).toContain('! Stock shows 11+ (at least 11); whether 12 are in stock is unknown.');
    expect(stdout).toContain('Total (gross): 118.80 EUR');
  });

  it('prints the table in German with decimal commas, and the same JSON in every language', async () => {
    const { stdout } = await quote('AB-1029\t12\nNOPE-1;1\n', ['--lang', 'de']);
    expect(stdout).toMatch(/^Artikel\s+Menge\s+Preis brutto\s+Preis × Faktor brutto\s+Summe brutto\s+Lagerbestand\s+Lebenszyklus\n/);
    expect(stdout).toMatch(/AB-1029\s+12\s+9,90\s+118,80\s+11\+\s+B/);
    expect(stdout).toContain('Gesamtbetrag brutto: 118,80 EUR');
    expect(stdout).toMatch(/^Zeile 2 \(NOPE-1\): .*nicht gefunden/m);
    expect(stdout).not.toMatch(/Total|Stock|Line \d/);
    const lines = 'AB-1029\t12\n900155;1\nNOPE-1;1\n';
    const english = await quote(lines, ['--json', '--lang', 'en']);
    expect((await quote(lines, ['--json', '--lang', 'de'])).stdout).toBe(english.stdout);
    expect(english.stdout).toContain('Lifecycle E: phasing out, will soon be discontinued.');
  });

  it('ends with exit 3 when the token is rejected', async () => {
    const { code, stderr } = await quote('900155;1\n31245;1\n', [], 'wrong-token');
    expect(code).toBe(3);
    expect(stderr).toMatch(/did not accept the access token/);
  });

  it('exits 2 without lines or with a bad country', async () => {
    expect((await quote('\n\n')).code).toBe(2);
    expect(
      (await runCli(['quote', '--country', 'xx'], { env: {}, stdout: () => undefined, stderr: () => undefined, fetch })).valueOf(),
    ).toBe(2);
  });
});
