import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBaseUrl } from '../shared/connection';
import { englishText, translator } from '../shared/i18n/translator';
import { jargonIn } from '../../test/support/user-words';
import { validateLookupInput } from '../shared/lookup-input';
import { checkPrice } from './price-client';
import { FAULT_MATRIX, type MatrixCase } from './simulator/fault-matrix';
import { startPriceSimulator, type PriceSimulator } from './simulator/price-simulator';

const TOKEN = 'tok-matrix-core-0c8e1d';
let sim: PriceSimulator;
beforeAll(async () => {
  sim = await startPriceSimulator({ token: TOKEN, faults: true, slowMs: 2_000 });
});
afterAll(async () => {
  await sim.close();
});

/** One lookup through the core as the app makes it: input rules first, then the service. */
async function lookUp(input: MatrixCase['input']) {
  if (input.baseUrl !== undefined) {
    const url = checkBaseUrl(input.baseUrl);
    return url.ok ? { kind: 'ok', message: '' } : { kind: 'invalid-input', message: englishText(url.message) };
  }
  const valid = validateLookupInput({ artnr: input.artnr ?? '900155', country: input.country ?? 'de', factor: input.factor ?? '' });
  if (!valid.ok) return { kind: 'invalid-input', message: valid.errors.map((error) => englishText(error.message)).join(' ') };
  const result = await checkPrice({
    baseUrl: sim.baseUrl,
    token: input.token ?? TOKEN,
    request: valid.request,
    fetch,
    timeoutMs: 500,
    sleep: async () => undefined,
  });
  // The matrix holds English wording: the message as an English reader gets it; a German one reads it too.
  if (result.ok) return { kind: 'ok', message: '' };
  return {
    kind: result.error.kind,
    message: englishText(result.error.message),
    german: translator('de').text(result.error.message),
    detail: result.error.detail,
  };
}

describe('fault matrix: core', () => {
  it('has at least 40 cases', () => {
    expect(FAULT_MATRIX.length).toBeGreaterThanOrEqual(40);
  });

  it.each(FAULT_MATRIX.map((matrixCase) => [matrixCase.name, matrixCase] as const))('%s', async (_name, matrixCase) => {
    const before = sim.requests.length;
    const outcome = await lookUp(matrixCase.input);
    expect(outcome.kind).toBe(matrixCase.kind);
    if (matrixCase.kind !== 'ok') expect(outcome.message).toMatch(matrixCase.message);
    expect(outcome.message).not.toContain(TOKEN);
    // In the user's words in both languages: no status code, host, port, protocol or format word, no field name.
    // (A base URL's own rules name what to type in it: https://, localhost.)
    const typed = Object.values(matrixCase.input).filter((value): value is string => value !== undefined);
    if (matrixCase.field !== 'baseUrl')
      for (const words of [outcome.message, 'german' in outcome ? outcome.german : ''])
        expect(jargonIn(words ?? '', typed), words).toEqual([]);
    // What a user is not told goes to the diagnostics log: the service's own faults each say what happened.
    if (matrixCase.name.startsWith('service:') && matrixCase.kind !== 'ok' && 'detail' in outcome) expect(outcome.detail).toBeTruthy();
    if (matrixCase.kind === 'invalid-input') expect(sim.requests.length).toBe(before);
    expect((await lookUp({})).kind).toBe('ok');
  });
});
