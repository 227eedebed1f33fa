import type { AppErrorKind } from '@shared/errors';
import type { Message, MessageKey } from '@shared/i18n/catalogue';

/** What a failed lookup offers, in the order the buttons are shown. */
export type FailureAction = 'compare' | 'openSettings' | 'retry';

/** How a failed lookup is shown: its title, what may be unfolded, and what the user can do next. */
export interface FailureView {
  title: MessageKey;
  /** The service answered with an error of its own: the details say where IT finds what it said (the diagnostics log). */
  serviceDetails: boolean;
  /** Whether to suggest the base URL is wrong (a missing article while nothing was ever found at the service set up). */
  checkBaseUrl: boolean;
  actions: readonly FailureAction[];
}

const TITLES: Partial<Readonly<Record<AppErrorKind, MessageKey>>> = {
  'no-token': 'lookup.error.title.noToken',
  'token-expired': 'lookup.error.title.tokenExpired',
  'token-rejected': 'lookup.error.title.tokenRejected',
  'not-found': 'lookup.error.title.notFound',
  unavailable: 'lookup.error.title.unavailable',
  'unexpected-response': 'lookup.error.title.unexpectedResponse',
  'invalid-input': 'lookup.error.title.invalidInput',
  'keychain-unavailable': 'lookup.error.title.keychainUnavailable',
};

const NEEDS_SETTINGS: readonly AppErrorKind[] = ['no-token', 'token-expired', 'token-rejected', 'keychain-unavailable'];

/**
 * The title, details and actions for a failed lookup. A 5xx is an answer of the service, so it is not
 * titled "unavailable" (that stays for no answer: the network, a timeout); a 429 keeps its own words.
 */
export function describeFailure(failure: { kind: AppErrorKind; problem: Message }, nothingFoundYet: boolean): FailureView {
  const serviceError = failure.problem.key === 'errors.unavailable.serverError';
  const actions: FailureAction[] = [];
  if (failure.kind === 'not-found') actions.push('compare');
  if (NEEDS_SETTINGS.includes(failure.kind)) actions.push('openSettings');
  if (failure.kind === 'unavailable') actions.push('retry');
  return {
    title: serviceError ? 'lookup.error.title.serviceError' : (TITLES[failure.kind] ?? 'lookup.error.title.other'),
    serviceDetails: serviceError,
    checkBaseUrl: failure.kind === 'not-found' && nothingFoundYet,
    actions,
  };
}
