import type { Result } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import { jwtExpiry } from '../shared/jwt';
import type { LookupRequest } from '../shared/lookup-input';
import type { PriceInfo } from '../shared/price-info';
import { checkPrice, type CheckPriceOptions } from './price-client';

export interface PriceConnection {
  baseUrl: string;
  token: string;
}

export type LookUpWithTokenOptions = Omit<CheckPriceOptions, 'baseUrl' | 'token' | 'request' | 'now'> & {
  /** The clock an expired token is judged by. */
  now: () => Date;
};

/**
 * The steps of one lookup once the connection is known, the same for the app and the CLI: an expired
 * JWT is never sent (the user learns why at once), then the service is asked.
 */
export async function lookUpWithToken(
  connection: PriceConnection,
  request: LookupRequest,
  { now, ...options }: LookUpWithTokenOptions,
): Promise<Result<PriceInfo>> {
  const expiry = jwtExpiry(connection.token);
  if (expiry !== null && expiry <= now()) {
    // ISO date and time in UTC, the same in every language and region.
    const message = msg('errors.token.expired', { expiry: expiry.toISOString().replace('T', ' ').slice(0, 16) });
    return { ok: false, error: { kind: 'token-expired', message, expiredAt: expiry.toISOString() } };
  }
  return checkPrice({ ...options, baseUrl: connection.baseUrl, token: connection.token, request });
}
