import { checkBaseUrl } from './connection';
import { msg, type Message, type MessageKey } from './i18n/catalogue';

/** The base URL's rules in the words of the update address (checkBaseUrl speaks of the base URL). */
const UPDATE_WORDS: Partial<Record<MessageKey, MessageKey>> = {
  'errors.baseUrl.notAnAddress': 'update.url.notAnAddress',
  'errors.baseUrl.notHttps': 'update.url.notHttps',
  'errors.baseUrl.plainHttp': 'update.url.plainHttp',
  'errors.baseUrl.credentials': 'update.url.credentials',
  'errors.baseUrl.queryOrFragment': 'update.url.queryOrFragment',
};

/**
 * The update address as typed: empty is none (no updates); otherwise the base URL's rules (https, or
 * http on this computer only; no user name, password, query or fragment).
 */
export function checkUpdateUrl(raw: string): { ok: true; value: string | null } | { ok: false; message: Message } {
  const text = raw.trim();
  if (text === '') return { ok: true, value: null };
  const checked = checkBaseUrl(text);
  if (checked.ok) return checked;
  return { ok: false, message: msg(UPDATE_WORDS[checked.message.key] ?? 'update.url.notAnAddress') };
}
