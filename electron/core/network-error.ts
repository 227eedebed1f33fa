/** Why a request did not reach the service: a choice of errors.unavailable.network, worded by the reader's language. */
export type NetworkFailure = 'refused' | 'notFound' | 'interrupted' | 'certificate' | 'proxy' | 'offline' | 'other';

/** A network failure as a reason the user is told, and whether it was a reset worth retrying. */
export function describeNetworkError(error: unknown): { reason: NetworkFailure; reset: boolean } {
  const code = errorCode(error);
  if (/ECONNREFUSED|CONNECTION_REFUSED/.test(code)) return { reason: 'refused', reset: false };
  if (/ENOTFOUND|EAI_AGAIN|NAME_NOT_RESOLVED/.test(code)) return { reason: 'notFound', reset: false };
  if (/ECONNRESET|UND_ERR_SOCKET|CONNECTION_RESET|CONNECTION_CLOSED|EPIPE|EMPTY_RESPONSE/.test(code)) {
    return { reason: 'interrupted', reset: true };
  }
  if (/CERT|SSL|TLS/.test(code)) return { reason: 'certificate', reset: false };
  if (/PROXY|TUNNEL/.test(code)) return { reason: 'proxy', reset: false };
  if (/INTERNET_DISCONNECTED|ENETUNREACH|EHOSTUNREACH|ADDRESS_UNREACHABLE/.test(code)) {
    return { reason: 'offline', reset: false };
  }
  return { reason: 'other', reset: false };
}

// Node's fetch puts the system error in `cause.code`; Electron's net.fetch names it in the message (net::ERR_...).
function errorCode(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') parts.push(code);
    if (typeof message === 'string') parts.push(message.match(/(?:net::)?ERR_[A-Z_]+|E[A-Z]{4,}/g)?.join(' ') ?? '');
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join(' ');
}
