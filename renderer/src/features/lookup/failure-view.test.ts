import { describe, expect, it } from 'vitest';
import type { AppErrorKind } from '@shared/errors';
import { msg, type Message } from '@shared/i18n/catalogue';
import { describeFailure } from './failure-view';

const failure = (kind: AppErrorKind, problem: Message) => ({ kind, problem });
const serverError = failure('unavailable', msg('errors.unavailable.serverError'));

describe('describeFailure', () => {
  it('titles an error the service reported as such, its details in the diagnostics log, and offers to try again', () => {
    const view = describeFailure(serverError, false);
    expect(view.title).toBe('lookup.error.title.serviceError');
    expect(view.serviceDetails).toBe(true);
    expect(view.actions).toEqual(['retry']);
  });

  it('keeps "unavailable" for no answer at all: a timeout, the network, a busy service', () => {
    const noAnswers = [
      msg('errors.unavailable.timeout', { seconds: 8 }),
      msg('errors.unavailable.network', { reason: 'refused' }),
      msg('errors.unavailable.busyFor', { seconds: 2 }),
    ];
    for (const problem of noAnswers) {
      const view = describeFailure(failure('unavailable', problem), false);
      expect(view.title).toBe('lookup.error.title.unavailable');
      expect(view.serviceDetails).toBe(false);
      expect(view.actions).toEqual(['retry']);
    }
  });

  it('offers the other countries for a missing article, and names the base URL only while nothing was found', () => {
    const missing = failure('not-found', msg('errors.notFound', { artnr: 'AB-1029', country: 'no' }));
    expect(describeFailure(missing, true)).toMatchObject({
      title: 'lookup.error.title.notFound',
      checkBaseUrl: true,
      actions: ['compare'],
    });
    expect(describeFailure(missing, false)).toMatchObject({ checkBaseUrl: false, actions: ['compare'] });
    // Only a missing article points at the base URL.
    expect(describeFailure(serverError, true).checkBaseUrl).toBe(false);
  });

  it('sends token problems to Settings and offers nothing for an answer that cannot be read', () => {
    expect(describeFailure(failure('token-expired', msg('errors.token.expired')), true).actions).toEqual(['openSettings']);
    const unreadable = describeFailure(failure('unexpected-response', msg('errors.unexpected.empty')), true);
    expect(unreadable).toMatchObject({ title: 'lookup.error.title.unexpectedResponse', actions: [], checkBaseUrl: false });
  });
});
