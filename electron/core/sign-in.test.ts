import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Result } from '../shared/errors';
import { englishText } from '../shared/i18n/translator';
import { fakeJwt } from '../../test/support/jwt';
import { checkPrice, type FetchLike } from './price-client';
import { requestToken, type IssuedToken } from './sign-in';
import { startPriceSimulator, type PriceSimulator } from './simulator/price-simulator';
import { jargonIn } from '../../test/support/user-words';

const PASSWORD = 'pw-distinctive-9c2e-Kennwort';
let sim: PriceSimulator;
let odd: Server;
let oddBase: string;
/** What the odd server answers next, by path. */
const oddAnswers: Record<string, { status: number; type: string; body: string }> = {
  '/html/api/integration/token': { status: 200, type: 'text/html', body: '<html>Login</html>' },
  '/shape/api/integration/token': { status: 200, type: 'application/json', body: '{"user":"demo"}' },
  '/busy/api/integration/token': { status: 503, type: 'text/plain', body: 'down' },
  '/forbidden/api/integration/token': { status: 403, type: 'application/json', body: '{}' },
  '/moved/api/integration/token': { status: 302, type: 'text/plain', body: '' },
  '/slow/api/integration/token': { status: 0, type: '', body: '' },
};

beforeAll(async () => {
  sim = await startPriceSimulator({ signIn: { user: 'anna', password: PASSWORD } });
  odd = createServer((req, res) => {
    const answer = oddAnswers[req.url ?? ''];
    if (!answer) return res.writeHead(404).end();
    if (answer.status === 0) return; // never answers
    res.writeHead(answer.status, {
      'content-type': answer.type,
      ...(answer.status === 302 ? { location: 'https://elsewhere.example/' } : {}),
    });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
  oddBase = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await sim.close();
  odd.closeAllConnections();
  await new Promise((resolve) => odd.close(resolve));
});

const signIn = (baseUrl: string, user = 'anna', password = PASSWORD, timeoutMs?: number) =>
  requestToken({ baseUrl, user, password, fetch, ...(timeoutMs === undefined ? {} : { timeoutMs }) });

/** The failure's kind, English words and detail for the log; the password and token in none of them, the words free of jargon. */
function failure(result: Result<IssuedToken>): { kind: string; text: string; detail: string | undefined } {
  if (result.ok) throw new Error('expected a failure');
  const shown = JSON.stringify(result.error);
  expect(shown).not.toContain(PASSWORD);
  const text = englishText(result.error.message);
  expect(jargonIn(text)).toEqual([]);
  return { kind: result.error.kind, text, detail: result.error.detail };
}

describe('requestToken', () => {
  it('signs in against the simulator and gets a token checkPrice accepts', async () => {
    const result = await signIn(sim.baseUrl);
    if (!result.ok) throw new Error(englishText(result.error.message));
    expect(result.value.user).toBe('anna');
    expect(result.value.expiresAt).toBeInstanceOf(Date);
    const lookup = await checkPrice({
      baseUrl: sim.baseUrl,
      token: result.value.token,
      request: { artnr: '900155', country: 'de', factor: null, profile: null },
      fetch,
    });
    expect(lookup.ok).toBe(true);
  });

  it('says wrong credentials for 401 and 403, never repeating the password', async () => {
    expect(failure(await signIn(sim.baseUrl, 'anna', 'wrong-password'))).toMatchObject({
      kind: 'token-rejected',
      text: 'The price service did not accept this user name and password. Check both and try again.',
      detail: expect.stringMatching(/^HTTP 401 from /),
    });
    expect(failure(await signIn(`${oddBase}/forbidden`))).toMatchObject({
      kind: 'token-rejected',
      detail: expect.stringContaining('HTTP 403'),
    });
  });

  it('says the service could not be reached when nobody listens, and when it does not answer in time', async () => {
    const closed = await startPriceSimulator();
    const base = closed.baseUrl;
    await closed.close();
    expect(failure(await signIn(base))).toEqual({
      kind: 'unavailable',
      text: 'Could not reach the price service to sign in: it did not take the connection.',
      detail: `${new URL(base).host}: refused`,
    });
    expect(failure(await signIn(`${oddBase}/slow`, 'anna', PASSWORD, 200))).toMatchObject({
      kind: 'unavailable',
      text: 'The price service did not answer the sign-in within 0.2 seconds. Try again.',
    });
    expect(failure(await signIn(`${oddBase}/busy`))).toMatchObject({ kind: 'unavailable', detail: expect.stringContaining('HTTP 503') });
  });

  it('says the answer was not the expected one for HTML, for JSON without a token, and for a missing endpoint', async () => {
    const notExpected =
      'The price service answered the sign-in with something other than the expected access token. Try again, or paste an access token.';
    expect(failure(await signIn(`${oddBase}/html`))).toMatchObject({ kind: 'unexpected-response', text: notExpected });
    expect(failure(await signIn(`${oddBase}/shape`))).toMatchObject({ kind: 'unexpected-response', text: notExpected });
    expect(failure(await signIn(`${oddBase}/nothing`))).toMatchObject({
      kind: 'unexpected-response',
      text: expect.stringMatching(/does not offer sign-in with a password at this address/),
      detail: expect.stringContaining('HTTP 404'),
    });
  });

  it('does not follow a redirect with the password', async () => {
    expect(failure(await signIn(`${oddBase}/moved`))).toMatchObject({
      kind: 'unexpected-response',
      text: expect.stringContaining('password was not sent on'),
    });
  });

  it('asks for an empty user name or password without sending anything', async () => {
    const before = sim.requests.length;
    expect(await signIn(sim.baseUrl, ' ', PASSWORD)).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'user' } });
    expect(await signIn(sim.baseUrl, 'anna', '')).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'password' } });
    expect(sim.requests.length).toBe(before);
  });
});

describe('requestToken, when the token expires', () => {
  const EXP = Date.parse('2026-11-23T12:00:00Z');
  /** A token endpoint that answers every sign-in with this body. */
  const answering =
    (body: unknown): FetchLike =>
    async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const expiryOf = async (body: unknown): Promise<Date | null> => {
    const result = await requestToken({ baseUrl: 'https://prices.example.com', user: 'anna', password: PASSWORD, fetch: answering(body) });
    if (!result.ok) throw new Error(englishText(result.error.message));
    return result.value.expiresAt;
  };
  let zone: string | undefined;
  beforeEach(() => {
    zone = process.env.TZ;
    // East of UTC by 5:30: a time without offset read as local time would lie 5.5 hours in the past.
    process.env.TZ = 'Asia/Kolkata';
  });
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("takes the JWT's exp over the answer's expiration", async () => {
    const token = fakeJwt({ sub: 'anna', exp: EXP / 1000 });
    expect(await expiryOf({ token, expiration: '2026-11-23T12:00:00' })).toEqual(new Date(EXP));
    expect(await expiryOf({ token, expiration: '2026-11-23T09:00:00Z' })).toEqual(new Date(EXP));
  });

  it('reads an expiration without offset as UTC when the token has no exp', async () => {
    expect(await expiryOf({ token: 'opaque-token', expiration: '2026-11-23T12:00:00' })).toEqual(new Date(EXP));
    expect(await expiryOf({ token: 'opaque-token', expiration: '2026-11-23T12:00:00.000' })).toEqual(new Date(EXP));
    expect(await expiryOf({ token: 'opaque-token', expiration: '2026-11-23T13:00:00+01:00' })).toEqual(new Date(EXP));
    expect(await expiryOf({ token: 'opaque-token', expiration: '2026-11-23T12:00:00Z' })).toEqual(new Date(EXP));
  });

  it('knows no expiry from an expiration that is not an ISO date and time', async () => {
    expect(await expiryOf({ token: 'opaque-token', expiration: 'Mon, 23 Nov 2026 12:00:00' })).toBeNull();
    expect(await expiryOf({ token: 'opaque-token', expiration: '2026-11-23' })).toBeNull();
    expect(await expiryOf({ token: 'opaque-token' })).toBeNull();
  });
});
