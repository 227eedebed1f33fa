import type { UiLanguage } from '../shared/i18n/language';

/** The locale variables in the order POSIX consults them for messages: the first one set wins. */
const LOCALE_VARIABLES = ['LC_ALL', 'LC_MESSAGES', 'LANG'] as const;

/**
 * The CLI's language from the environment: the first non-empty of LC_ALL, LC_MESSAGES, LANG (as POSIX
 * says); German for `de` and `de_*` (e.g. de_DE.UTF-8, de_AT@euro), English for anything else,
 * C and POSIX included.
 */
export function languageFromEnvironment(env: NodeJS.ProcessEnv): UiLanguage {
  for (const name of LOCALE_VARIABLES) {
    const value = env[name]?.trim();
    if (value) return /^de(?:[_.@-]|$)/i.test(value) ? 'de' : 'en';
  }
  return 'en';
}

/** `--lang de` or `--lang en` (any case); null for anything else. */
export function parseLanguageOption(value: string): UiLanguage | null {
  const language = value.trim().toLowerCase();
  return language === 'de' || language === 'en' ? language : null;
}

/**
 * The value of the last `--lang` (`--lang de` or `--lang=de`) before a `--`; '' when it has none;
 * undefined when there is no `--lang`. Read before the other options, so that even a complaint about
 * them is in the chosen language.
 */
export function languageOptionValue(argv: readonly string[]): string | undefined {
  let value: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--') break;
    if (arg === '--lang') {
      value = argv[index + 1] ?? '';
      index += 1;
    } else if (arg.startsWith('--lang=')) {
      value = arg.slice('--lang='.length);
    }
  }
  return value;
}

/** What a command line and an environment ask for: a language, or the `--lang` value that is none. */
export function cliLanguage(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): { ok: true; language: UiLanguage } | { ok: false; language: UiLanguage; value: string } {
  const fromEnvironment = languageFromEnvironment(env);
  const option = languageOptionValue(argv);
  if (option === undefined) return { ok: true, language: fromEnvironment };
  const chosen = parseLanguageOption(option);
  // A wrong --lang is refused in the environment's language, the best guess at what the user reads.
  return chosen === null ? { ok: false, language: fromEnvironment, value: option } : { ok: true, language: chosen };
}
