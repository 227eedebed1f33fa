import { EXIT_CODES, type AppErrorKind } from '../shared/errors';
import type { Message } from '../shared/i18n/catalogue';
import { englishText } from '../shared/i18n/translator';

/**
 * A failure that ends the command: its exit code and the sentences of its one line for stderr, worded
 * in the CLI's language when printed. The Error's own message is English, for developers only.
 */
export class CliFailure extends Error {
  readonly messages: readonly Message[];

  constructor(
    readonly exitCode: number,
    ...messages: Message[]
  ) {
    super(messages.map(englishText).join(' '));
    this.messages = messages;
  }
}

/** The failure for an error kind, with that kind's exit code. */
export const failWith = (kind: AppErrorKind, ...messages: Message[]): CliFailure => new CliFailure(EXIT_CODES[kind], ...messages);
