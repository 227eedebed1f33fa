import { EXIT_CODES, type AppError, type Result } from '../shared/errors';
import type { PriceLookup } from '../shared/ipc-contract';
import { msg, type Message } from '../shared/i18n/catalogue';
import type { CliLocale } from './cli-locale';
import { fetchedWhen } from './format-summary';

/**
 * The exit code of an answer given (in part) from last-known prices, which only `--allow-last-known`
 * gives: a script that tests for 0 never passes on a price the service did not give now.
 */
export const LAST_KNOWN_EXIT_CODE = 7;

/**
 * A lookup's answer as a command may give it. A last-known answer without `--allow-last-known` is the
 * service's own failure (`unavailable`, in its own words), with when the answer not used was fetched.
 */
export type CliAnswer = { ok: true; value: PriceLookup } | { ok: false; error: AppError; lastKnownNotUsed?: string };

/** The answer `check` and `quote` give for a lookup: a last-known one only when the command line allows it. */
export function admitAnswer(result: Result<PriceLookup>, allowLastKnown: boolean): CliAnswer {
  if (!result.ok || result.value.lastKnown === undefined || allowLastKnown) return result;
  const { fetchedAt, reason } = result.value.lastKnown;
  return { ok: false, error: { kind: 'unavailable', message: reason }, lastKnownNotUsed: fetchedAt };
}

/**
 * The exit code of the answers a command printed (check: one, quote: one per line): `unavailable` when
 * any could not be had from the service, last-known not allowed included (the quote is incomplete, a
 * retry may help); else LAST_KNOWN_EXIT_CODE when any is a last-known answer; else 0. Other failed lines
 * of a quote (bad input, not found) are listed in its output and leave the code as it is.
 */
export function answerExitCode(answers: readonly CliAnswer[]): number {
  if (answers.some((answer) => !answer.ok && answer.error.kind === 'unavailable')) return EXIT_CODES.unavailable;
  if (answers.some((answer) => answer.ok && answer.value.lastKnown !== undefined)) return LAST_KNOWN_EXIT_CODE;
  return 0;
}

/** The hint after a failure whose last-known answer was not used: when it is from, and the flag that uses it. */
export function lastKnownNotUsedHint(fetchedAt: string, locale: CliLocale): Message {
  return msg('cli.lastKnown.notUsed', { when: fetchedWhen({ fetchedAt }, locale), code: LAST_KNOWN_EXIT_CODE });
}
