import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../core/settings-store';
import { mergeSettings } from './settings-merge';

const withSignIn = (user: string, staySignedIn: boolean): Settings => ({ ...DEFAULT_SETTINGS, signIn: { user, staySignedIn } });

describe('mergeSettings: signIn follows the account whose token is in the keychain', () => {
  const base = withSignIn('anna', true);
  const appDropped = withSignIn('anna', false);
  const cliWrote = withSignIn('bob', false);

  it('another program’s token in the keychain: its account stands over the app’s own change for another user', () => {
    expect(mergeSettings(base, appDropped, cliWrote, 'another').signIn).toEqual({ user: 'bob', staySignedIn: false });
  });

  it('the app’s own change applies to that account when it is the same user', () => {
    const cliSameUser = withSignIn('anna', true);
    expect(mergeSettings(base, appDropped, { ...cliSameUser, language: 'de' }, 'another')).toMatchObject({
      signIn: { user: 'anna', staySignedIn: false },
      language: 'de',
    });
  });

  it('the app’s own token in the keychain (a sign-in in the window): the app’s account stands', () => {
    expect(mergeSettings(base, withSignIn('carl', true), cliWrote, 'own').signIn).toEqual({ user: 'carl', staySignedIn: true });
  });
});
