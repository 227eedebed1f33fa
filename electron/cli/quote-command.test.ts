import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { createMemoryTokenStore } from '../core/token-store';
import { runCli } from './run-cli';

const TOKEN = 'tok-quote-9d1c3b';
let sim: PriceSimulator;
let dir: string;
beforeAll(async () => {
  sim = await startPriceSimulator({ token: TOKEN, faults: true });
  dir = await mkdtemp(join(tmpdir(), 'price-lookup-quote-'));
});
afterAll(async () => {
  await sim.close();
  await rm(dir, { recursive: true, force: true });
});

async function quote(stdin: string, args: string[] = [], token = TOKEN) {
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
  });
  return { code, stdout, stderr };
}

describe('price-lookup quote', () => {
  it('prints the quote as JSON with decimal strings and exact totals', async () => {
    const { code, stdout } = await quote('Artikel;Menge\n900155;3\n\n31245\t2\n', ['--json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      currency: 'EUR',
      lines: [
        { artnr: '900155', quantity: 3, unitPrice: '47.85', factorPrice: null, lineTotal: '143.55', stock: 11, lifecycle: 'E', warnings: ['Lifecycle E: phasing out, will soon be discontinued.'] },
        { artnr: '31245', quantity: 2, unitPrice: '15.95', factorPrice: null, lineTotal: '31.90', stock: 3, lifecycle: 'A', warnings: [] },
      ],
      total: '175.45',
      errors: [],
    });
  });

  it('totals the factor price with a factor', async () => {
    const json = JSON.parse((await quote('900155,3', ['--json', '--factor', '1,25'])).stdout);
    expect(json.lines[0]).toMatchObject({ unitPrice: '47.85', factorPrice: '59.81', lineTotal: '179.43' });
    expect(json.total).toBe('179.43');
  });

  it('lists bad and failed lines and still exits 0', async () => {
    const { code, stdout } = await quote('900155;1\n../x;2\nNOPE-1;1\nFAULT-html;1\n', ['--json']);
    expect(code).toBe(0);
    const json = JSON.parse(stdout);
    expect(json.lines.map((line: { artnr: string }) => line.artnr)).toEqual(['900155']);
    expect(json.errors).toEqual([
      { line: 2, input: '../x;2', message: expect.stringMatching(/only letters/) },
      { line: 3, input: 'NOPE-1', message: expect.stringMatching(/not found/) },
      { line: 4, input: 'FAULT-html', message: expect.stringMatching(/not valid JSON/) },
    ]);
  });

  it('slows down for a busy service instead of failing the batch', async () => {
    const { code, stdout } = await quote('900155;1\nFAULT-429;1\n31245;1\n', ['--json']);
    expect(code).toBe(0);
    const json = JSON.parse(stdout);
    expect(json.lines).toHaveLength(2);
    expect(json.errors).toEqual([{ line: 2, input: 'FAULT-429', message: expect.stringMatching(/too many requests/) }]);
  });

  it('prints a readable table with warnings and the total', async () => {
    const { stdout } = await quote('AB-1029\t12\n');
    expect(stdout).toMatch(/AB-1029\s+12\s+9\.90\s+118\.80\s+11\+\s+B/);
    expect(stdout).toContain('! Stock shows 11+ (at least 11); whether 12 are in stock is unknown.');
    expect(stdout).toContain('Total 118.80 EUR');
  });

  it('ends with exit 3 when the token is rejected', async () => {
    const { code, stderr } = await quote('900155;1\n31245;1\n', [], 'wrong-token');
    expect(code).toBe(3);
    expect(stderr).toMatch(/rejected the access token/);
  });

  it('exits 2 without lines or with a bad country', async () => {
    expect((await quote('\n\n')).code).toBe(2);
    expect((await runCli(['quote', '--country', 'xx'], { env: {}, stdout: () => undefined, stderr: () => undefined, fetch })).valueOf()).toBe(2);
  });
});
