import { EXIT_CODES, type AppErrorKind } from '../shared/errors';

/** Where lookups go and with which token. */
export interface Connection {
  baseUrl: string;
  token: string;
  demo: boolean;
  close(): Promise<void>;
}

/** A failure that ends the command: its exit code and the one line for stderr. */
export class CliFailure extends Error {
  constructor(
    readonly exitCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The failure for an error kind, with that kind's exit code. */
export const failWith = (kind: AppErrorKind, message: string): CliFailure => new CliFailure(EXIT_CODES[kind], message);
