import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isCountryCode } from '../../shared/countries';
import { parseFactor } from '../../shared/lookup-input';
import { CHECK_PRICE_PATH } from '../price-url';
import { DEMO_CATALOGUE, demoPriceAnswer, syntheticArticle } from './demo-catalogue';
import { faultForArticle, playFault, type Fault } from './faults';
import { createTokenEndpoint, TOKEN_PATH, type TokenEndpointOptions } from './token-endpoint';

export interface SimulatorOptions {
  /** The token requests must carry; a random one by default. */
  token?: string;
  port?: number;
  /** Added to every answer, like a network's round trip. */
  latencyMs?: number;
  /** Whether `FAULT-<name>` article numbers play their fault. */
  faults?: boolean;
  /** A fault every request plays, whatever the article. */
  faultForAll?: Fault | null;
  /** How long the `slow` fault waits before answering. */
  slowMs?: number;
  /** Whether `SYN-<number>` article numbers answer as made-up articles (big quotes for the benchmark). */
  syntheticArticles?: boolean;
  /** The token endpoint's user, password, token lifetime and clock (`demo`/`demo`, 4 hours by default). */
  signIn?: TokenEndpointOptions;
}

/** One request the simulator saw; never the token. */
interface SimulatorRequest {
  path: string;
  authorized: boolean;
}

export interface PriceSimulator {
  baseUrl: string;
  token: string;
  /** The user name and password its token endpoint accepts. */
  signIn: { user: string; password: string };
  /** The tokens its token endpoint issued, oldest first (for leak tests). */
  issuedTokens: readonly string[];
  /** Requests answered or being answered so far, oldest first (a request counts once its latency has passed). */
  requests: SimulatorRequest[];
  /** How many requests have arrived, counted before the latency: a test may act while one waits for its answer. */
  arrived(): number;
  setFaultForAll(fault: Fault | null): void;
  close(): Promise<void>;
}

/** Starts a local stand-in for the price service on 127.0.0.1, answering like the real one. */
export async function startPriceSimulator(options: SimulatorOptions = {}): Promise<PriceSimulator> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  const expected = Buffer.from(`Bearer ${token}`);
  const requests: SimulatorRequest[] = [];
  let arrived = 0;
  let faultForAll = options.faultForAll ?? null;
  let elsewhereOrigin = 'http://127.0.0.2:9';
  const tokenEndpoint = createTokenEndpoint(options.signIn);

  const answer = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const given = Buffer.from(req.headers.authorization ?? '');
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const authorized =
      (given.length === expected.length && timingSafeEqual(given, expected)) || (bearer !== undefined && tokenEndpoint.accepts(bearer));
    requests.push({ path: url.pathname + url.search, authorized });
    const send = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };

    if (url.pathname === TOKEN_PATH) return tokenEndpoint.answer(req, res);
    if (req.method !== 'GET' || !url.pathname.startsWith(CHECK_PRICE_PATH)) return send(404, { error: 'not found' });
    if (!authorized) return send(401, { error: 'unauthorized' });
    let artnr: string;
    try {
      artnr = decodeURIComponent(url.pathname.slice(CHECK_PRICE_PATH.length));
    } catch {
      return send(400, { error: 'bad article number' });
    }
    const country = url.searchParams.get('sourcelanguage') ?? '';
    if (!isCountryCode(country)) return send(400, { error: 'unknown sourcelanguage' });
    const factorText = url.searchParams.get('factor');
    const factor = factorText === null ? null : parseFactor(factorText);
    // The service takes a factor, not the percentages the app's own fields read.
    if (factor !== null && (!factor.ok || factor.value === null || factor.percent)) return send(400, { error: 'bad factor' });

    const fault = faultForAll ?? (options.faults ? faultForArticle(artnr) : null);
    const reference = DEMO_CATALOGUE[0];
    if (fault !== null && reference) {
      return playFault(fault, {
        response: res,
        goodAnswer: demoPriceAnswer(reference, country, factor?.value ?? null),
        slowMs: options.slowMs ?? 15_000,
        elsewhereUrl: `${elsewhereOrigin}${url.pathname}${url.search}`,
        ownPath: `${url.pathname}${url.search}`,
      });
    }
    const article =
      DEMO_CATALOGUE.find((candidate) => candidate.artnr.toLowerCase() === artnr.toLowerCase()) ??
      (options.syntheticArticles ? syntheticArticle(artnr) : undefined);
    if (!article || article.notSoldIn?.includes(country)) return send(404, { error: 'article not found' });
    send(200, demoPriceAnswer(article, country, factor?.value ?? null));
  };

  const server = createServer((req, res) => {
    arrived += 1;
    const latency = options.latencyMs ?? 0;
    if (latency > 0) setTimeout(() => answer(req, res), latency);
    else answer(req, res);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  elsewhereOrigin = `http://localhost:${port}`;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    token,
    signIn: { user: options.signIn?.user ?? 'demo', password: options.signIn?.password ?? 'demo' },
    issuedTokens: tokenEndpoint.issued,
    requests,
    arrived: () => arrived,
    setFaultForAll(fault) {
      faultForAll = fault;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
