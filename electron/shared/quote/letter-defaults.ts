// The built-in texts of Settings → Quote documents, apart from the letter's types so the schema that
// describes them can default to them.
import { de as germanMainWords, en as englishMainWords } from '../i18n/catalogues/main';
import { de as germanMailWords, en as englishMailWords } from '../i18n/catalogues/mail';

// The built-in texts are settings main keeps and a user changes, in both languages whatever the UI speaks:
// main's words, taken as they stand from its catalogue (plain text, no placeholders; letter-words.test.ts
// checks), not through a translator, which the window has only for its own language.
const builtIn = (words: Record<'main.letter.salutation' | 'main.letter.intro' | 'main.letter.closing', string>) => ({
  salutation: words['main.letter.salutation'],
  intro: words['main.letter.intro'],
  closing: words['main.letter.closing'],
});

/** The built-in salutation, intro and closing of each document language. */
// Pure: a window that never reads the defaults (main sends the settings) leaves the catalogue out of its bundle.
export const DEFAULT_LETTER_TEXTS = {
  de: /* @__PURE__ */ builtIn(germanMainWords),
  en: /* @__PURE__ */ builtIn(englishMainWords),
};

/** The built-in e-mail texts: the catalogue's template per language (its placeholders are the template's), no signature. */
export const DEFAULT_MAIL_SETTINGS = {
  body: { de: germanMailWords['mail.defaultBody'], en: englishMailWords['mail.defaultBody'] },
  signature: '',
};
