import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishText } from '../shared/i18n/translator';
import { validateLookupInput } from '../shared/lookup-input';
import { checkPrice, type FetchLike } from '../core/price-client';
import { requestToken } from '../core/sign-in';
import { FAULT_MATRIX } from '../core/simulator/fault-matrix';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { createNetRequestFetch } from './net-request-fetch';
import { createProxyLogins, type ProxyLoginQuestion } from './proxy-logins';
import { netFetchStandIn, netRequestStandIn } from '../../test/support/net-request-stand-in';

const TOKEN = 'tok-net-request-5d2b-distinctive';
const PATH = '/api/extranet/rest/articles/checkPrice/';

interface Seen {
  path: string;
  authorization: string | undefined;
}

/** A small server that records what reached it and answers by the route's handler. */
async function serve(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ origin: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', authorization: req.headers.authorization });
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

let sim: PriceSimulator;
let home: Awaited<ReturnType<typeof serve>>;
let elsewhere: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  sim = await startPriceSimulator({ token: TOKEN, faults: true, slowMs: 2_000 });
  elsewhere = await serve((_req, res) => res.end('{}'));
  // The price service after a move: old article paths redirect within the same origin.
  home = await serve((req, res) => {
    const url = new URL(req.url ?? '/', 'http://home');
    const artnr = decodeURIComponent(url.pathname.slice(PATH.length));
    const redirect = (location: string) => {
      res.writeHead(301, { location });
      res.end();
    };
    if (artnr === 'MOVED') return redirect(`${PATH}900155${url.search}`);
    if (artnr === 'LOOP') return redirect(`${PATH}LOOP${url.search}`);
    if (artnr === 'AWAY') return redirect(`${elsewhere.origin}${PATH}900155${url.search}`);
    void fetch(`${sim.baseUrl}${url.pathname}${url.search}`, { headers: { authorization: req.headers.authorization ?? '' } }).then(
      async (answer) => {
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(await answer.text());
      },
    );
  });
});
afterAll(async () => {
  await sim.close();
  home.server.close();
  elsewhere.server.close();
});

const netRequestFetch = createNetRequestFetch(netRequestStandIn);

function lookUp(fetchLike: FetchLike, artnr: string, baseUrl = home.origin, timeoutMs = 2_000) {
  return checkPrice({
    baseUrl,
    token: TOKEN,
    request: { artnr, country: 'de', factor: null, profile: null },
    fetch: fetchLike,
    timeoutMs,
    sleep: async () => undefined,
  });
}

describe('Electron net.fetch with redirect: manual (the stand-in, as Electron documents it)', () => {
  it('rejects on a redirect instead of answering with it, so it cannot carry the price client', async () => {
    const result = await lookUp(netFetchStandIn, 'MOVED');
    expect(result.ok || englishText(result.error.message)).toMatch(/Could not reach the price service/);
  });
});

describe('the price client on net.request', () => {
  it('follows a redirect within the same origin and sends the token there', async () => {
    const before = home.seen.length;
    const result = await lookUp(netRequestFetch, 'MOVED');
    expect(result.ok && result.value.price).toBe('47.85');
    expect(home.seen.slice(before).map((seen) => [seen.path.split('?')[0], seen.authorization])).toEqual([
      [`${PATH}MOVED`, `Bearer ${TOKEN}`],
      [`${PATH}900155`, `Bearer ${TOKEN}`],
    ]);
  });

  it("follows redirects only within the lookup's 3 requests at the service", async () => {
    const before = home.seen.length;
    const result = await lookUp(netRequestFetch, 'LOOP');
    expect(result.ok || result.error.kind).toBe('unexpected-response');
    expect(result.ok || englishText(result.error.message)).toMatch(
      /sent on to another address, as a hotel or guest Wi-Fi does\b.*It was not followed/,
    );
    expect(home.seen.length - before).toBe(3);
  });

  it('refuses a redirect to another origin, which never sees the token', async () => {
    const result = await lookUp(netRequestFetch, 'AWAY');
    expect(result.ok || result.error.kind).toBe('unexpected-response');
    expect(result.ok || englishText(result.error.message)).toContain('It was not followed, so the access token stays safe');
    expect(elsewhere.seen).toEqual([]);
  });

  it('reports a refused connection as such', async () => {
    const closed = await serve(() => undefined);
    await new Promise((resolve) => closed.server.close(resolve));
    const result = await lookUp(netRequestFetch, '900155', closed.origin);
    expect(result.ok || englishText(result.error.message)).toMatch(/^Could not reach the price service: it did not take the connection\./);
  });

  it('cancels the request in flight when the lookup is cancelled', async () => {
    const controller = new AbortController();
    const pending = checkPrice({
      baseUrl: sim.baseUrl,
      token: TOKEN,
      request: { artnr: 'FAULT-slow', country: 'de', factor: null, profile: null },
      fetch: netRequestFetch,
      signal: controller.signal,
    });
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort(new Error('newer lookup'));
    await expect(pending).rejects.toThrow('newer lookup');
  });

  // The whole fault matrix of the service, as under Node's fetch (electron/core/fault-matrix.test.ts).
  const serviceCases = FAULT_MATRIX.filter((matrixCase) => matrixCase.input.baseUrl === undefined);
  it.each(serviceCases.map((matrixCase) => [matrixCase.name, matrixCase] as const))('fault matrix: %s', async (_name, matrixCase) => {
    const { input } = matrixCase;
    const valid = validateLookupInput({ artnr: input.artnr ?? '900155', country: input.country ?? 'de', factor: input.factor ?? '' });
    const result = valid.ok
      ? await checkPrice({
          baseUrl: sim.baseUrl,
          token: input.token ?? TOKEN,
          request: valid.request,
          fetch: netRequestFetch,
          timeoutMs: 500,
          sleep: async () => undefined,
        })
      : null;
    const outcome =
      result === null
        ? { kind: 'invalid-input', message: '' }
        : result.ok
          ? { kind: 'ok', message: '' }
          : { kind: result.error.kind, message: englishText(result.error.message) };
    expect(outcome.kind).toBe(matrixCase.kind);
    if (result !== null && matrixCase.kind !== 'ok') expect(outcome.message).toMatch(matrixCase.message);
    expect(outcome.message).not.toContain(TOKEN);
  });
});

describe('the sign-in form on net.request', () => {
  it('posts the form and gets a token the service accepts', async () => {
    const issued = await requestToken({ baseUrl: sim.baseUrl, user: 'demo', password: 'demo', fetch: netRequestFetch });
    if (!issued.ok) throw new Error(englishText(issued.error.message));
    const result = await checkPrice({
      baseUrl: sim.baseUrl,
      token: issued.value.token,
      request: { artnr: '900155', country: 'de', factor: null, profile: null },
      fetch: netRequestFetch,
    });
    expect(result.ok).toBe(true);
  });

  it('says wrong credentials as under Node', async () => {
    const issued = await requestToken({ baseUrl: sim.baseUrl, user: 'demo', password: 'wrong', fetch: netRequestFetch });
    expect(issued.ok || issued.error.kind).toBe('token-rejected');
  });
});

describe('behind a proxy that asks for a user name and password', () => {
  const proxy = { host: 'proxy.corp.example', port: 8080, username: 'anna', password: 'proxy-pw-77c1' };
  const behindProxy = (options: Parameters<typeof netRequestStandIn>[0]) => netRequestStandIn({ ...options, proxy });

  it('without a login handler every lookup fails, as in Electron (it cancels proxy authentication itself)', async () => {
    const result = await lookUp(createNetRequestFetch(behindProxy), '900155');
    expect(result.ok || englishText(result.error.message)).toMatch(/the network’s proxy server did not let the request through/);
  });

  it('asks once for the proxy, then every lookup gets through with what was typed', async () => {
    const questions: ProxyLoginQuestion[] = [];
    const logins = createProxyLogins((question) => {
      questions.push(question);
      // The user types their proxy sign-in in the window.
      queueMicrotask(() => logins.answer(question.id, { username: 'anna', password: 'proxy-pw-77c1' }));
      return true;
    });
    const fetchLike = createNetRequestFetch(behindProxy, logins);
    const results = await Promise.all(['900155', '900155', '900155'].map((artnr) => lookUp(fetchLike, artnr)));
    expect(results.map((result) => result.ok)).toEqual([true, true, true]);
    expect(await lookUp(fetchLike, '900155')).toMatchObject({ ok: true });
    expect(questions).toEqual([{ id: expect.any(String), host: 'proxy.corp.example', port: 8080, realm: 'Corporate proxy' }]);
  });

  it('a wrong password is asked for again once; cancelled, the lookup says the proxy refused it', async () => {
    const answers = [
      { username: 'anna', password: 'wrong' },
      { username: 'anna', password: 'proxy-pw-77c1' },
    ];
    const logins = createProxyLogins((question) => {
      const answer = answers.shift() ?? null;
      queueMicrotask(() => logins.answer(question.id, answer));
      return true;
    });
    const fetchLike = createNetRequestFetch(behindProxy, logins);
    expect(await lookUp(fetchLike, '900155')).toMatchObject({ ok: true });
    expect(answers).toEqual([]);

    const cancelling = createProxyLogins((question) => {
      queueMicrotask(() => cancelling.answer(question.id, null));
      return true;
    });
    const cancelled = await lookUp(createNetRequestFetch(behindProxy, cancelling), '900155');
    expect(cancelled.ok || englishText(cancelled.error.message)).toMatch(/the network’s proxy server did not let the request through/);
  });

  it('never answers the price service itself: a 401 is the service refusing the token, not a prompt', async () => {
    const asked: ProxyLoginQuestion[] = [];
    const logins = createProxyLogins((question) => (asked.push(question), true));
    const result = await lookUp(createNetRequestFetch(netRequestStandIn, logins), 'FAULT-401', sim.baseUrl);
    expect(result).toMatchObject({ ok: false, error: { kind: 'token-rejected' } });
    expect(asked).toEqual([]);
  });
});
