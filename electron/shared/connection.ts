import { msg, type Message } from './i18n/catalogue';

/** Rules for the price service's base URL and the access token, shared by the settings view, main and the CLI. */

export const TOKEN_MAX_LENGTH = 16 * 1024;

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);

/** Whether a URL host is this machine, where plain http cannot be overheard. */
function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** Checks a base URL: https, or http to loopback only; no credentials, query or fragment. Returns it without a trailing slash. */
export function checkBaseUrl(raw: string): { ok: true; value: string } | { ok: false; message: Message } {
  const text = raw.trim();
  if (text === '') return { ok: false, message: msg('errors.baseUrl.empty') };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: msg('errors.baseUrl.notAnAddress') };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: msg('errors.baseUrl.notHttps') };
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return { ok: false, message: msg('errors.baseUrl.plainHttp') };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, message: msg('errors.baseUrl.credentials') };
  }
  if (url.search !== '' || url.hash !== '') {
    return { ok: false, message: msg('errors.baseUrl.queryOrFragment') };
  }
  return { ok: true, value: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

/** Checks a pasted access token; a leading "Bearer " is dropped. */
export function checkToken(raw: string): { ok: true; value: string } | { ok: false; message: Message } {
  // A pasted "Bearer " with nothing after it is no token.
  const token = raw.trim().replace(/^Bearer(?:\s+|$)/i, '');
  if (token === '') return { ok: false, message: msg('errors.token.empty') };
  if (token.length > TOKEN_MAX_LENGTH) {
    return { ok: false, message: msg('errors.token.tooLong', { limit: String(TOKEN_MAX_LENGTH / 1024) }) };
  }
  if (!/^[\x21-\x7e]+$/.test(token)) {
    return { ok: false, message: msg('errors.token.badCharacters') };
  }
  return { ok: true, value: token };
}
