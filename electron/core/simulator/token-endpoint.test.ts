import { afterEach, describe, expect, it } from 'vitest';
import { jwtExpiry } from '../../shared/jwt';
import { startPriceSimulator, type PriceSimulator } from './price-simulator';
import { TOKEN_PATH } from './token-endpoint';

let sim: PriceSimulator | null = null;
afterEach(async () => {
  await sim?.close();
  sim = null;
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

const lookUp = (base: string, token: string) =>
  fetch(`${base}/api/extranet/rest/articles/checkPrice/900155?sourcelanguage=de`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });

describe('the simulator token endpoint', () => {
  it('answers the documented shape for the default demo/demo and accepts the token for checkPrice', async () => {
    const start = Date.parse('2026-11-23T08:00:00Z');
    sim = await startPriceSimulator({ signIn: { now: () => start } });
    expect(sim.signIn).toEqual({ user: 'demo', password: 'demo' });
    const response = await fetch(`${sim.baseUrl}${TOKEN_PATH}`, form({ username: 'demo', password: 'demo' }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ user: 'demo', role: expect.any(String), audiences: ['/api/*'], expiration: '2026-11-23T12:00:00.000Z' });
    expect(typeof body.token).toBe('string');
    expect(jwtExpiry(body.token as string)?.toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect((await lookUp(sim.baseUrl, body.token as string)).status).toBe(200);
    expect(sim.requests.at(-1)?.authorized).toBe(true);
  });

  it('answers 401 to wrong credentials, a wrong user as much as a wrong password', async () => {
    sim = await startPriceSimulator({ signIn: { user: 'anna', password: 'geheim' } });
    const wrongPassword = await fetch(`${sim.baseUrl}${TOKEN_PATH}`, form({ username: 'anna', password: 'falsch' }));
    expect(wrongPassword.status).toBe(401);
    const wrongUser = await fetch(`${sim.baseUrl}${TOKEN_PATH}`, form({ username: 'demo', password: 'geheim' }));
    expect(wrongUser.status).toBe(401);
    const right = await fetch(`${sim.baseUrl}${TOKEN_PATH}`, form({ username: 'anna', password: 'geheim' }));
    expect(right.status).toBe(200);
  });

  it('refuses its tokens once they expire, on its own clock and lifetime', async () => {
    let now = Date.parse('2026-11-23T08:00:00Z');
    sim = await startPriceSimulator({ signIn: { now: () => now, tokenLifetimeMs: 60_000 } });
    const { token } = (await (await fetch(`${sim.baseUrl}${TOKEN_PATH}`, form({ username: 'demo', password: 'demo' }))).json()) as {
      token: string;
    };
    now += 59_000;
    expect((await lookUp(sim.baseUrl, token)).status).toBe(200);
    now += 1_000;
    expect((await lookUp(sim.baseUrl, token)).status).toBe(401);
  });

  it('refuses a token it did not sign, and a request that is not a form', async () => {
    sim = await startPriceSimulator();
    const { token } = (await (await fetch(`${sim.baseUrl}${TOKEN_PATH}`, form({ username: 'demo', password: 'demo' }))).json()) as {
      token: string;
    };
    const [header, payload] = token.split('.');
    expect((await lookUp(sim.baseUrl, `${header}.${payload}.forged`)).status).toBe(401);
    const json = await fetch(`${sim.baseUrl}${TOKEN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo' }),
    });
    expect(json.status).toBe(415);
    expect((await fetch(`${sim.baseUrl}${TOKEN_PATH}`)).status).toBe(405);
  });

  it('still accepts its fixed token', async () => {
    sim = await startPriceSimulator({ token: 'fixed-token' });
    expect((await lookUp(sim.baseUrl, 'fixed-token')).status).toBe(200);
  });
});
