import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_SETTINGS } from '../../../../electron/shared/quote/quote-letter';
import { documentSettingsSchema } from '../../../../electron/shared/quote/quote-letter-schema';
import { checkDocumentSettings, typedDocumentSettings, type TypedDocumentSettings } from './document-settings-form';

const typed = (changes: Partial<TypedDocumentSettings> = {}): TypedDocumentSettings => ({
  ...typedDocumentSettings(DEFAULT_DOCUMENT_SETTINGS),
  ...changes,
});

describe('Settings → Quote documents as typed', () => {
  it('the defaults come back as they were', () => {
    expect(checkDocumentSettings(typed())).toEqual({ ok: true, value: DEFAULT_DOCUMENT_SETTINGS });
  });

  it('tidied into what main accepts: trimmed, empty footer columns at the end dropped', () => {
    const checked = checkDocumentSettings(
      typed({
        numberPattern: ' AN-{year}_{seq:5} ',
        validityDays: '30',
        name: ' Eva Schmidt ',
        phone: '+49 30 123456',
        email: 'eva@example.de',
        terms: 'Zahlbar in 14 Tagen.\n',
        footer: ['Amtsgericht Berlin HRB 1\nUSt-IdNr. DE123', '', ''],
      }),
    );
    expect(checked).toEqual({
      ok: true,
      value: {
        numberPattern: 'AN-{year}_{seq:5}',
        validityDays: 30,
        salesperson: { name: 'Eva Schmidt', phone: '+49 30 123456', email: 'eva@example.de' },
        terms: 'Zahlbar in 14 Tagen.',
        footer: ['Amtsgericht Berlin HRB 1\nUSt-IdNr. DE123'],
        letterTexts: DEFAULT_DOCUMENT_SETTINGS.letterTexts,
      },
    });
    expect(checked.ok && documentSettingsSchema.safeParse(checked.value).success).toBe(true);
  });

  it('an empty column between two keeps the third in its place', () => {
    const checked = checkDocumentSettings(typed({ footer: ['Register', '', 'Bank'] }));
    expect(checked.ok && checked.value.footer).toEqual(['Register', '', 'Bank']);
  });

  it('every field refused at once, each with its own message', () => {
    const checked = checkDocumentSettings(
      typed({
        numberPattern: 'A-{month}-{seq}',
        validityDays: '400',
        name: 'x'.repeat(81),
        email: 'eva',
        terms: Array.from({ length: 16 }, () => 'x').join('\n'),
        footer: ['1\n2\n3\n4\n5\n6', 'ok', 'y'.repeat(61)],
      }),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(['email', 'footer1', 'footer3', 'name', 'numberPattern', 'terms', 'validityDays']);
    expect(checked.errors.numberPattern).toEqual({ key: 'document.pattern.unknownPlaceholder', values: { placeholder: '{month}' } });
    expect(checked.errors.validityDays?.key).toBe('letter.validity.outOfRange');
    expect(checked.errors.footer3?.key).toBe('letter.footer.lineTooLong');
  });

  it('the letter texts of each language checked where they are typed, each with its own message, and tidied', () => {
    const letterTexts = {
      de: { salutation: ' Liebe Camper, ', intro: '\n\ngern bieten wir an:\n', closing: 'x'.repeat(401) },
      en: { salutation: 'Dear\ncampers,', intro: Array.from({ length: 7 }, () => 'line').join('\n'), closing: '' },
    };
    const checked = checkDocumentSettings(typed({ letterTexts }));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      closingDe: { key: 'letter.text.tooLong', values: { max: 400, length: 401 } },
      salutationEn: { key: 'letter.oneLine' },
      introEn: { key: 'letter.text.tooManyLines', values: { max: 6, count: 7 } },
    });
    const fine = checkDocumentSettings(
      typed({ letterTexts: { ...letterTexts, de: { ...letterTexts.de, closing: 'Grüße' }, en: DEFAULT_DOCUMENT_SETTINGS.letterTexts.en } }),
    );
    expect(fine.ok && fine.value.letterTexts.de).toEqual({ salutation: 'Liebe Camper,', intro: 'gern bieten wir an:', closing: 'Grüße' });
    expect(fine.ok && documentSettingsSchema.safeParse(fine.value).success).toBe(true);
  });
});
