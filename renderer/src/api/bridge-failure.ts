import type { AppError, AppErrorKind, Result } from '@shared/errors';
import type { Message } from '@shared/i18n/catalogue';
import type { Translator } from '@shared/i18n/create-translator';

/**
 * A failed bridge call as an error TanStack Query can hold, keeping main's kind and message. Show
 * `problem` worded in the UI language (`useI18n().text(failure.problem)`); the Error's own `message`
 * names its kind and catalogue key, for the console and developers (the window holds only the words
 * of the language it speaks).
 */
export class BridgeFailure extends Error {
  readonly kind: AppErrorKind;
  /** What went wrong, as main said it: a catalogue key and values. */
  readonly problem: Message;
  readonly field: string | undefined;
  /** The service's HTTP status, e.g. 429 when it asks to slow down. */
  readonly status: number | undefined;
  /** For a 429: the wait the service asked for (Retry-After) in ms, when it gave one. */
  readonly retryAfterMs: number | undefined;

  constructor(error: AppError) {
    super(`${error.kind}: ${error.message.key}`);
    this.name = 'BridgeFailure';
    this.kind = error.kind;
    this.problem = error.message;
    this.field = error.field;
    this.status = error.status;
    this.retryAfterMs = error.retryAfterMs;
  }
}

/** The value of a successful result; a failed one is thrown as a BridgeFailure. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new BridgeFailure(result.error);
  return result.value;
}

/**
 * An error as the user reads it: main's message in the UI language, or for a call that failed without
 * an answer from main (e.g. IPC rejected) that Price Lookup did not answer: the error's own text is for
 * developers (the console), not a sales person.
 */
export function failureText(words: Translator, error: Error): string {
  return error instanceof BridgeFailure ? words.text(error.problem) : words.t('lookup.error.noAnswer');
}
