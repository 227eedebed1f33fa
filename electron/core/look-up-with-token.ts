import type { Result } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import type { LookupRequest } from '../shared/lookup-input';
import type { PriceInfo } from '../shared/price-info';
import { checkPrice, type CheckPriceOptions } from './price-client';
import { createTokenClock, type TokenClock } from './token-lifetime';

export interface PriceConnection {
  baseUrl: string;
  token: string;
}

export type LookUpWithTokenOptions = Omit<CheckPriceOptions, 'baseUrl' | 'token' | 'request' | 'now'> & {
  /** The wall clock, for a token judged without a token clock (its `exp` against it, from now on). */
  now: () => Date;
  /** The judge of the token's lifetime (token-lifetime.ts); main shares one with the sign-in. */
  tokenClock?: TokenClock;
};

/**
 * The steps of one lookup once the connection is known, the same for the app and the CLI. The token is
 * sent whatever this computer's clock says: only the service's refusal is final. A refusal of a token
 * that is past its lifetime by this computer's clocks is worded as expiry, with the date.
 */
export async function lookUpWithToken(
  connection: PriceConnection,
  request: LookupRequest,
  { now, tokenClock, ...options }: LookUpWithTokenOptions,
): Promise<Result<PriceInfo>> {
  const judge = tokenClock ?? createTokenClock({ now });
  const result = await checkPrice({ ...options, baseUrl: connection.baseUrl, token: connection.token, request });
  if (result.ok || result.error.kind !== 'token-rejected') return result;
  const { expired, expiresAt } = judge.judge(connection.token);
  if (!expired || expiresAt === null) return result;
  // ISO date and time in UTC, the same in every language and region.
  const message = msg('errors.token.expired', { expiry: expiresAt.toISOString().replace('T', ' ').slice(0, 16) });
  return {
    ok: false,
    error: {
      kind: 'token-expired',
      message,
      expiredAt: expiresAt.toISOString(),
      ...(result.error.detail === undefined ? {} : { detail: result.error.detail }),
    },
  };
}
