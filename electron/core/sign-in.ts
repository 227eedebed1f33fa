import { z } from 'zod';
import { TOKEN_MAX_LENGTH } from '../shared/connection';
import { fail, ok, type AppErrorKind, type Result } from '../shared/errors';
import { msg, type Message } from '../shared/i18n/catalogue';
import { jwtExpiry } from '../shared/jwt';
import { describeNetworkError } from './network-error';
import { DEFAULT_TIMEOUT_MS, type FetchLike } from './price-client';
import { readBodyCapped } from './read-body';
import { jwtLifetimeMs } from './token-lifetime';
import { createDeadline, type OpenQuestion } from './deadline';

/** The service's short-term token endpoint, under the base URL. */
export const SIGN_IN_PATH = '/api/integration/token';

/** The keychain account that keeps the password to stay signed in, beside the token's ("access-token"). */
export const PASSWORD_ACCOUNT = 'sign-in-password';

/** A token answer is small; anything bigger is not one. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface SignInRequest {
  baseUrl: string;
  user: string;
  password: string;
  fetch: FetchLike;
  timeoutMs?: number;
  /** A question to the user the request waits on (a proxy's sign-in): the timeout waits for its answer. */
  openQuestion?: OpenQuestion;
  signal?: AbortSignal;
}

/** A token the service issued; it stays in main and the CLI. */
export interface IssuedToken {
  token: string;
  /** The user the service signed in, as it names them. */
  user: string;
  /** When the token expires: its JWT `exp`, else the answer's `expiration` (UTC without offset); null when neither says. */
  expiresAt: Date | null;
  /**
   * How long it lives from now in the service's own words: the answer's `expires_in`, else `exp` − `iat` of
   * its JWT; null when neither says. Unlike `expiresAt` it needs no agreement between the two clocks.
   */
  lifetimeMs: number | null;
}

// Only the token is essential; the rest is read when present and well-formed.
const tokenAnswer = z.object({
  token: z
    .string()
    .min(1)
    .max(TOKEN_MAX_LENGTH)
    .regex(/^[\x21-\x7e]+$/),
  user: z.string().max(1_000).optional(),
  role: z.string().max(1_000).optional(),
  audiences: z.array(z.string()).optional(),
  expiration: z.string().max(100).optional(),
  // Seconds, as OAuth token answers give it; read when present.
  expires_in: z
    .number()
    .positive()
    .max(366 * 24 * 3600)
    .optional(),
});

/**
 * Asks the service for a short-term token with a user name and password (a form post). Every fault
 * becomes a typed failure with its own message; neither the password nor the token ever appears in one.
 */
export async function requestToken(request: SignInRequest): Promise<Result<IssuedToken>> {
  if (request.user.trim() === '') return fail('invalid-input', msg('signIn.error.userEmpty'), 'user');
  if (request.password === '') return fail('invalid-input', msg('signIn.error.passwordEmpty'), 'password');
  const url = new URL(`${request.baseUrl.replace(/\/+$/, '')}${SIGN_IN_PATH}`);
  const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Not cleared: like AbortSignal.timeout, it keeps nothing alive, and aborting after the answer does nothing.
  const timeout = createDeadline(timeoutMs, request.openQuestion).signal;
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await request.fetch(url.href, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: request.user.trim(), password: request.password }).toString(),
      // The password must not follow a redirect anywhere.
      redirect: 'manual',
      signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason;
    if (timeout.aborted) return fail('unavailable', msg('signIn.error.timeout', { seconds: Number((timeoutMs / 1000).toFixed(1)) }));
    const { reason } = describeNetworkError(error);
    return told('unavailable', msg('signIn.error.unreachable', { reason }), `${url.host}: ${reason}`);
  }
  const { status } = response;
  if (status < 200 || status > 299) {
    await response.body?.cancel().catch(() => undefined);
    return statusFailure(response, url);
  }
  const body = await readBodyCapped(response, MAX_ANSWER_BYTES).catch(() => null);
  if (body === null || !body.ok) return fail('unexpected-response', msg('signIn.error.notExpected'));
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return fail('unexpected-response', msg('signIn.error.notExpected'));
  }
  const parsed = tokenAnswer.safeParse(json);
  if (!parsed.success) return fail('unexpected-response', msg('signIn.error.notExpected'));
  const { token, user, expiration, expires_in: expiresIn } = parsed.data;
  // The token's own claim first: the answer's `expiration` may lack an offset, and a misread one storms renewals.
  const expiresAt = jwtExpiry(token) ?? (expiration === undefined ? null : isoTime(expiration));
  const lifetimeMs = expiresIn === undefined ? jwtLifetimeMs(token) : expiresIn * 1000;
  return ok({ token, user: user ?? request.user.trim(), expiresAt, lifetimeMs });
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** An ISO 8601 date and time; without an offset it is UTC (never this computer's zone). Null for anything else. */
function isoTime(text: string): Date | null {
  const match = ISO_TIME.exec(text.trim());
  if (match === null) return null;
  // Beyond milliseconds Date.parse gives up; the digits do not matter for a renewal.
  const trimmed = text.trim().replace(/(\.\d{3})\d+/, '$1');
  const time = Date.parse(match[1] === undefined ? `${trimmed}Z` : trimmed);
  return Number.isNaN(time) ? null : new Date(time);
}

/** A failure in the user's words, with what happened in technical terms for the diagnostics log. */
function told(kind: AppErrorKind, message: Message, detail: string): Result<never> {
  return { ok: false, error: { kind, message, detail } };
}

function statusFailure(response: Response, url: URL): Result<never> {
  const { status } = response;
  const detail = `HTTP ${status} from ${url.host}`;
  if (response.type === 'opaqueredirect') return told('unexpected-response', msg('signIn.error.redirected'), 'redirect, not followed');
  if (status === 401 || status === 403) return told('token-rejected', msg('signIn.error.wrongCredentials'), detail);
  if (status >= 300 && status <= 399) return told('unexpected-response', msg('signIn.error.redirected'), detail);
  if (status === 404 || status === 405) return told('unexpected-response', msg('signIn.error.noSignIn'), detail);
  if (status === 429 || status >= 500) return told('unavailable', msg('signIn.error.serverError'), detail);
  return told('unexpected-response', msg('signIn.error.refused'), detail);
}
