import type { AppError, AppErrorKind, Result } from '../../../electron/shared/errors';

/** A failed bridge call as an error TanStack Query can hold, keeping main's kind and message. */
export class LookupFailure extends Error {
  readonly kind: AppErrorKind;
  readonly field: string | undefined;
  /** The service's HTTP status, e.g. 429 when it asks to slow down. */
  readonly status: number | undefined;
  /** For a 429: the wait the service asked for (Retry-After) in ms, when it gave one. */
  readonly retryAfterMs: number | undefined;

  constructor(error: AppError) {
    super(error.message);
    this.name = 'LookupFailure';
    this.kind = error.kind;
    this.field = error.field;
    this.status = error.status;
    this.retryAfterMs = error.retryAfterMs;
  }
}

/** The value of a successful result; a failed one is thrown as a LookupFailure. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new LookupFailure(result.error);
  return result.value;
}
