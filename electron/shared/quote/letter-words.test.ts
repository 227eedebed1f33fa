import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translator';
import { UI_LANGUAGES } from '../i18n/language';
import { EMPTY_LETTER } from './quote-letter';
import { DEFAULT_LETTER_TEXTS } from './letter-defaults';
import { defaultSubject, letterWords } from './letter-words';

describe('the letter’s words', () => {
  it('built in, are main’s catalogue words as they stand (no placeholders to fill)', () => {
    for (const language of UI_LANGUAGES) {
      const { t } = translator(language);
      expect(DEFAULT_LETTER_TEXTS[language]).toEqual({
        salutation: t('main.letter.salutation'),
        intro: t('main.letter.intro'),
        closing: t('main.letter.closing'),
      });
    }
    expect(DEFAULT_LETTER_TEXTS.de.salutation).toBe('Sehr geehrte Damen und Herren,');
    expect(DEFAULT_LETTER_TEXTS.en.closing).toBe('We look forward to your order.\n\nKind regards');
  });

  it('are the quote’s own, else the defaults; the subject else "Quote" and the number, never the internal name', () => {
    const defaults = { salutation: 'Liebe Camper,', intro: 'gern:', closing: 'Grüße' };
    expect(letterWords(EMPTY_LETTER, defaults, translator('de'), 'A-2026-0001')).toEqual({
      subject: 'Angebot A-2026-0001',
      salutation: 'Liebe Camper,',
      intro: 'gern:',
      closing: 'Grüße',
    });
    expect(defaultSubject(translator('en'), 'A-2026-0001')).toBe('Quote A-2026-0001');
    const own = { ...EMPTY_LETTER, subject: ' Vorzelt ', salutation: 'Hallo,', intro: '  ', closing: null };
    expect(letterWords(own, defaults, translator('en'), 'A-1')).toEqual({
      subject: 'Vorzelt',
      salutation: 'Hallo,',
      intro: 'gern:',
      closing: 'Grüße',
    });
  });
});
