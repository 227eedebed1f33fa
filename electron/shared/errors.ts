import type { Message } from './i18n/catalogue';

/** Every way a lookup can fail, each with its own message and CLI exit code. */
type LookupErrorKind =
  | 'invalid-input'
  | 'no-token'
  | 'token-expired'
  | 'token-rejected'
  | 'not-found'
  | 'unavailable'
  | 'unexpected-response'
  /** A newer lookup replaced this one; nobody waits for its answer. */
  | 'cancelled';

/** Failures of the app itself rather than of a lookup (settings, keychain, files). */
export type AppErrorKind =
  | LookupErrorKind
  | 'keychain-unavailable'
  | 'settings-unwritable'
  /** The quotes file could not be read; quotes are not changed until it can be. */
  | 'quotes-unreadable'
  | 'quotes-unwritable'
  /** A save would have changed a quote that was sent: refused, what was sent stays. */
  | 'quote-sent'
  /** A change to a quote whose customer copy is being made (PDF, print dialog, e-mail): refused until that is done. */
  | 'quote-being-sent'
  /** A CSV (or other export) could not be written where the user chose. */
  | 'export-unwritable'
  /** Chromium could not make the quote document (PDF), or printing it failed. */
  | 'document-failed'
  /** The system clipboard refused the text (another program holding it): nothing was copied. */
  | 'clipboard-unwritable'
  /** A setting IT has locked (a policy): the change was refused, nothing of it saved. */
  | 'setting-locked'
  /** Adding a customer to a full list (MAX_CUSTOMERS): refused, nothing written. */
  | 'customers-limit'
  /** Another customer has the customer number: refused, nothing written. */
  | 'customer-number-taken'
  /** The customer changed was removed meanwhile (another window, the CLI). */
  | 'customer-not-found'
  | 'internal';

/**
 * An error as it crosses IPC and reaches the user: a kind to branch on and a message (catalogue key
 * and values) that whoever shows it words in the reader's language.
 */
export interface AppError {
  kind: AppErrorKind;
  message: Message;
  /** The form field the error belongs to, for input errors. */
  field?: string;
  /** The price service's HTTP status, when it answered with an error. */
  status?: number;
  /** For a 429: the wait the service asked for (Retry-After) in ms, when it gave one. */
  retryAfterMs?: number;
  /** For an expired token: when it expired (ISO 8601), for whoever words the error in its own way (the CLI). */
  expiredAt?: string;
  /**
   * What went wrong in technical terms (status, host, content type, field), for the diagnostics log and IT;
   * never shown to the user, whose message says it in their words.
   */
  detail?: string;
}

/** A result that crosses IPC instead of a thrown error. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

/** Wraps a value as a successful result. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** Wraps an error as a failed result. */
export function fail<T = never>(kind: AppErrorKind, message: Message, field?: string): Result<T> {
  return { ok: false, error: field === undefined ? { kind, message } : { kind, message, field } };
}

/** CLI exit codes, one per error kind. */
export const EXIT_CODES: Readonly<Record<AppErrorKind, number>> = {
  'invalid-input': 2,
  'no-token': 3,
  'token-expired': 3,
  'token-rejected': 3,
  'not-found': 4,
  unavailable: 5,
  'unexpected-response': 6,
  cancelled: 1,
  'keychain-unavailable': 3,
  'settings-unwritable': 1,
  'setting-locked': 2,
  'quotes-unreadable': 1,
  'quotes-unwritable': 1,
  'quote-sent': 1,
  'quote-being-sent': 1,
  'export-unwritable': 1,
  'document-failed': 1,
  'clipboard-unwritable': 1,
  'customers-limit': 1,
  'customer-number-taken': 2,
  'customer-not-found': 4,
  internal: 1,
};
