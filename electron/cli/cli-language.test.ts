import { describe, expect, it } from 'vitest';
import { cliLanguage, languageFromEnvironment, languageOptionValue, parseLanguageOption } from './cli-language';

describe('the CLI language from the environment', () => {
  it.each([
    [{ LANG: 'de_DE.UTF-8' }, 'de'],
    [{ LANG: 'de_AT@euro' }, 'de'],
    [{ LANG: 'de' }, 'de'],
    [{ LANG: 'en_GB.UTF-8' }, 'en'],
    [{ LANG: 'fr_FR.UTF-8' }, 'en'],
    [{ LANG: 'C' }, 'en'],
    [{ LANG: 'POSIX' }, 'en'],
    [{ LANG: 'C.UTF-8' }, 'en'],
    [{ LANG: 'dex' }, 'en'],
    [{}, 'en'],
    [{ LC_ALL: 'C', LANG: 'de_DE.UTF-8' }, 'en'],
    [{ LC_ALL: 'de_CH.UTF-8', LC_MESSAGES: 'en_US.UTF-8', LANG: 'en_US.UTF-8' }, 'de'],
    [{ LC_MESSAGES: 'de_DE.UTF-8', LANG: 'en_US.UTF-8' }, 'de'],
    [{ LC_MESSAGES: 'C', LANG: 'de_DE.UTF-8' }, 'en'],
    // Set but empty counts as unset, as POSIX says.
    [{ LC_ALL: '', LC_MESSAGES: ' ', LANG: 'de_DE.UTF-8' }, 'de'],
  ])('%j gives %s', (env, language) => {
    expect(languageFromEnvironment(env)).toBe(language);
  });
});

describe('--lang', () => {
  it('reads de and en in any case, and nothing else', () => {
    expect(['de', 'EN', ' de ', 'fr', 'deutsch', ''].map(parseLanguageOption)).toEqual(['de', 'en', 'de', null, null, null]);
  });

  it('is found in both spellings, the last one counting, never after --', () => {
    expect(languageOptionValue(['check', '1', '--lang', 'de'])).toBe('de');
    expect(languageOptionValue(['--lang=en', 'check'])).toBe('en');
    expect(languageOptionValue(['--lang', 'de', '--lang=en'])).toBe('en');
    expect(languageOptionValue(['check', '--lang'])).toBe('');
    expect(languageOptionValue(['check', '--', '--lang', 'de'])).toBeUndefined();
    expect(languageOptionValue(['check', '1'])).toBeUndefined();
  });

  it('beats the environment, and a wrong one is refused in the environment language', () => {
    expect(cliLanguage(['--lang', 'en'], { LANG: 'de_DE.UTF-8' })).toEqual({ ok: true, language: 'en' });
    expect(cliLanguage(['--lang', 'de'], { LC_ALL: 'C' })).toEqual({ ok: true, language: 'de' });
    expect(cliLanguage([], { LANG: 'de_DE.UTF-8' })).toEqual({ ok: true, language: 'de' });
    expect(cliLanguage(['--lang', 'fr'], { LANG: 'de_DE.UTF-8' })).toEqual({ ok: false, language: 'de', value: 'fr' });
  });
});
