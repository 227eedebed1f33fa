import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_CODES } from '../shared/errors';
import { FAULT_MATRIX, type MatrixCase } from '../core/simulator/fault-matrix';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { createMemoryTokenStore } from '../core/token-store';
import { faultForArticle } from '../core/simulator/faults';
import { LAST_KNOWN_EXIT_CODE } from './answer-exit';
import { runCli } from './run-cli';
import { jargonIn } from '../../test/support/user-words';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const TOKEN = 'tok-matrix-cli-44f2aa';
let sim: PriceSimulator;
let dir: string;
beforeAll(async () => {
  sim = await startPriceSimulator({ token: TOKEN, faults: true, slowMs: 2_000 });
  dir = await tempFolder('cli-matrix');
});
afterAll(async () => {
  await sim.close();
  await removeFolder(dir);
});

async function cli(input: MatrixCase['input'], ...more: string[]) {
  let stdout = '';
  let stderr = '';
  const args = ['check', input.artnr ?? '900155', '--country', input.country ?? 'de', '--base-url', input.baseUrl ?? sim.baseUrl];
  // The = form, as a value starting with a dash would otherwise read as an option.
  if (input.factor !== undefined) args.push(`--factor=${input.factor}`);
  args.push(...more);
  const code = await runCli(args, {
    env: { PRICE_LOOKUP_USER_DATA: dir, PRICE_LOOKUP_TOKEN: input.token ?? TOKEN },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    fetch,
    tokenStore: createMemoryTokenStore(),
    checkOptions: { timeoutMs: 500, sleep: async () => undefined },
  });
  return { code, stdout, stderr };
}

describe('fault matrix: CLI', () => {
  it.each(FAULT_MATRIX.map((matrixCase) => [matrixCase.name, matrixCase] as const))('%s', async (_name, matrixCase) => {
    const { code, stdout, stderr } = await cli(matrixCase.input);
    // An empty form field means "none"; an option given empty on the command line is a mistake.
    const emptyFactor = matrixCase.input.factor === '';
    expect(code).toBe(emptyFactor ? EXIT_CODES['invalid-input'] : matrixCase.kind === 'ok' ? 0 : EXIT_CODES[matrixCase.kind]);
    if (emptyFactor) expect(stderr).toMatch(/--factor is empty/);
    else if (matrixCase.kind !== 'ok') {
      expect(stderr).toMatch(matrixCase.message);
      expect(stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(stdout + stderr).not.toContain(TOKEN);
    // What the terminal says is in the user's words: no status code, host, port, protocol or format word.
    // (A base URL's own rules name what to type in it: https://, localhost.)
    const typed = Object.values(matrixCase.input).filter((value): value is string => value !== undefined);
    if (matrixCase.field !== 'baseUrl') expect(jargonIn(stderr, typed), stderr).toEqual([]);
    expect((await cli({})).code).toBe(0);
  });
});

describe('fault matrix: CLI with a last-known price kept', () => {
  // Every way the service can be unreachable, after 900155 in de was priced once: never an old price with exit 0.
  const unreachable = FAULT_MATRIX.filter(
    (matrixCase) => matrixCase.kind === 'unavailable' && matrixCase.input.artnr?.startsWith('FAULT-'),
  );
  it.each(unreachable.map((matrixCase) => [matrixCase.name, matrixCase] as const))('%s', async (_name, matrixCase) => {
    expect((await cli({})).code).toBe(0);
    sim.setFaultForAll(faultForArticle(matrixCase.input.artnr ?? ''));
    try {
      const refused = await cli({});
      expect([refused.code, refused.stdout]).toEqual([EXIT_CODES.unavailable, '']);
      expect(refused.stderr).toMatch(matrixCase.message);
      expect(refused.stderr).toMatch(/give --allow-last-known to use it \(exit 7\)\.\n$/);
      const allowed = await cli({}, '--allow-last-known', '--json');
      expect([allowed.code, allowed.stderr]).toEqual([LAST_KNOWN_EXIT_CODE, '']);
      expect(JSON.parse(allowed.stdout)).toMatchObject({ price: 47.85, lastKnown: { fetchedAt: expect.any(String) } });
    } finally {
      sim.setFaultForAll(null);
    }
  });
});
