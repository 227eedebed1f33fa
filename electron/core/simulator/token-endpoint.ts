import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The path of the service's short-term token endpoint. */
export const TOKEN_PATH = '/api/integration/token';

/** A token lasts this long unless the simulator is told otherwise (public facts: 4 hours). */
const DEFAULT_TOKEN_LIFETIME_MS = 4 * 60 * 60 * 1000;

export interface TokenEndpointOptions {
  /** The user name sign-in accepts; `demo` by default. */
  user?: string;
  /** The password sign-in accepts; `demo` by default. */
  password?: string;
  tokenLifetimeMs?: number;
  /** The simulator's clock, in ms since the epoch; tests move it on. */
  now?: () => number;
}

/** Issues short-term JWTs for the configured user and recognises the ones it issued until they expire. */
export interface TokenEndpoint {
  /** Answers `POST /api/integration/token`. */
  answer(req: IncomingMessage, res: ServerResponse): void;
  /** Whether `token` is one this simulator issued and it has not expired yet. */
  accepts(token: string): boolean;
  /** Every token it issued, oldest first: leak tests look for them where they must not be. */
  issued: string[];
}

const MAX_FORM_BYTES = 8 * 1024;

/** The token endpoint as the public documentation describes it: a form in, `{ token, user, role, audiences, expiration }` out. */
export function createTokenEndpoint(options: TokenEndpointOptions = {}): TokenEndpoint {
  const user = options.user ?? 'demo';
  const password = options.password ?? 'demo';
  const lifetime = options.tokenLifetimeMs ?? DEFAULT_TOKEN_LIFETIME_MS;
  const now = options.now ?? Date.now;
  const key = randomBytes(32);
  const issued: string[] = [];
  const sign = (data: string): string => createHmac('sha256', key).update(data).digest('base64url');

  const issue = (name: string): { token: string; expiresAt: Date } => {
    const issuedAt = now();
    // JWT `exp` is in whole seconds; round down so the claim never outlives the simulator's own check.
    const exp = Math.floor((issuedAt + lifetime) / 1000);
    const header = base64url({ alg: 'HS256', typ: 'JWT' });
    const payload = base64url({ sub: name, aud: ['/api/*'], iat: Math.floor(issuedAt / 1000), exp, jti: randomBytes(8).toString('hex') });
    return { token: `${header}.${payload}.${sign(`${header}.${payload}`)}`, expiresAt: new Date(exp * 1000) };
  };

  const accepts = (token: string): boolean => {
    const [header, payload, signature, ...rest] = token.split('.');
    if (!header || !payload || !signature || rest.length > 0) return false;
    const expected = Buffer.from(sign(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
      return typeof claims.exp === 'number' && now() < claims.exp * 1000;
    } catch {
      return false;
    }
  };

  const answer = (req: IncomingMessage, res: ServerResponse): void => {
    const send = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST') return send(405, { error: 'method not allowed' });
    const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') return send(415, { error: 'form expected' });
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_FORM_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_FORM_BYTES) return send(413, { error: 'form too large' });
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      if (!sameText(form.get('username') ?? '', user) || !sameText(form.get('password') ?? '', password)) {
        return send(401, { error: 'invalid credentials' });
      }
      const { token, expiresAt } = issue(user);
      issued.push(token);
      send(200, { token, user, role: 'customer', audiences: ['/api/*'], expiration: expiresAt.toISOString() });
    });
  };

  return { answer, accepts, issued };
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
