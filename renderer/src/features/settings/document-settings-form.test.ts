import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_SETTINGS } from '@shared/quote/document-defaults';
import type { DocumentSettings } from '@shared/quote/quote-letter';
import { documentSettingsSchema } from '@shared/quote/quote-letter-schema';
import { DOCUMENT_FIELD_RULES, DOCUMENT_FIELDS } from './document-settings-form';

/** The settings after typing `typed` into each field in turn, as saving as you go builds them; or the first refusal. */
function typeInto(typed: Record<string, string>, from: DocumentSettings = DEFAULT_DOCUMENT_SETTINGS) {
  let settings = from;
  for (const [field, text] of Object.entries(typed)) {
    const checked = DOCUMENT_FIELD_RULES[field]!.apply(text, settings);
    if (!checked.ok) return { refused: field, message: checked.message };
    settings = checked.value;
  }
  return { settings };
}

describe('Settings → Quote documents, field by field', () => {
  it('each field shows the defaults, and the text it shows is taken back as it was', () => {
    for (const field of DOCUMENT_FIELDS) {
      const checked = field.apply(field.shown(DEFAULT_DOCUMENT_SETTINGS), DEFAULT_DOCUMENT_SETTINGS);
      expect(checked, field.field).toEqual({ ok: true, value: DEFAULT_DOCUMENT_SETTINGS });
    }
  });

  it('tidied into what main accepts: trimmed, empty footer columns at the end dropped', () => {
    const typed = typeInto({
      numberPattern: ' AN-{year}_{seq:5} ',
      validityDays: '30',
      name: ' Eva Schmidt ',
      phone: '+49 30 123456',
      email: 'eva@example.de',
      terms: 'Zahlbar in 14 Tagen.\n',
      footer1: 'Volksbank Stuttgart\nIBAN DE02 6009 0100 0000 1234 56',
      footer2: '',
    });
    expect(typed.settings).toEqual({
      numberPattern: 'AN-{year}_{seq:5}',
      validityDays: 30,
      salesperson: { name: 'Eva Schmidt', phone: '+49 30 123456', email: 'eva@example.de' },
      terms: 'Zahlbar in 14 Tagen.',
      footer: ['Volksbank Stuttgart\nIBAN DE02 6009 0100 0000 1234 56'],
      letterTexts: DEFAULT_DOCUMENT_SETTINGS.letterTexts,
      mail: DEFAULT_DOCUMENT_SETTINGS.mail,
    });
    expect(documentSettingsSchema.safeParse(typed.settings).success).toBe(true);
  });

  it('the e-mail texts: trimmed, a text emptied takes the built-in one back, a signature too long refused with its own message', () => {
    const typed = typeInto({ mailBodyEn: '  Hello {contact},\nsee {number}.  \n', mailSignature: ' Eva Schmidt\nSales ' });
    expect(typed.settings?.mail).toEqual({
      body: { ...DEFAULT_DOCUMENT_SETTINGS.mail.body, en: 'Hello {contact},\nsee {number}.' },
      signature: 'Eva Schmidt\nSales',
    });
    expect(typeInto({ mailBodyDe: '   ' }).settings?.mail.body.de).toBe(DEFAULT_DOCUMENT_SETTINGS.mail.body.de);
    const long = typeInto({ mailSignature: Array.from({ length: 11 }, (_, n) => `line ${n}`).join('\n') });
    expect(long).toEqual({ refused: 'mailSignature', message: { key: 'mail.settings.tooLong', values: { max: 600, lines: 10 } } });
  });

  it('one field changes only itself: saving the footer keeps the number pattern saved before it', () => {
    const before = typeInto({ numberPattern: 'AN-{seq}' }).settings!;
    const after = typeInto({ footer2: 'Bank' }, before).settings!;
    expect(after).toEqual({ ...before, footer: ['', 'Bank'] });
  });

  it('an empty column between two keeps the third in its place; emptied at the end, the columns go', () => {
    const three = typeInto({ footer1: 'Register', footer3: 'Bank' }).settings!;
    expect(three.footer).toEqual(['Register', '', 'Bank']);
    expect(typeInto({ footer3: '' }, three).settings!.footer).toEqual(['Register']);
  });

  it('each field refused with its own message, and nothing put into the settings', () => {
    const refusals = {
      numberPattern: ['A-{month}-{seq}', 'document.pattern.unknownPlaceholder'],
      validityDays: ['400', 'letter.validity.outOfRange'],
      name: ['x'.repeat(81), 'letter.tooLong'],
      email: ['eva', 'letter.email.invalid'],
      terms: [Array.from({ length: 16 }, () => 'x').join('\n'), 'letter.terms.tooManyLines'],
      footer1: ['1\n2\n3\n4\n5\n6', 'letter.footer.tooManyLines'],
      footer3: ['y'.repeat(61), 'letter.footer.lineTooLong'],
    } as const;
    for (const [field, [text, key]] of Object.entries(refusals)) {
      const checked = DOCUMENT_FIELD_RULES[field]!.apply(text, DEFAULT_DOCUMENT_SETTINGS);
      expect(checked.ok, field).toBe(false);
      expect(!checked.ok && checked.message.key, field).toBe(key);
    }
  });

  it('the letter texts of each language checked where they are typed, each with its own message, and tidied', () => {
    const refusals = {
      closingDe: ['x'.repeat(401), { key: 'letter.text.tooLong', values: { max: 400, length: 401 } }],
      salutationEn: ['Dear\ncampers,', { key: 'letter.oneLine' }],
      introEn: [Array.from({ length: 7 }, () => 'line').join('\n'), { key: 'letter.text.tooManyLines', values: { max: 6, count: 7 } }],
    } as const;
    for (const [field, [text, message]] of Object.entries(refusals)) {
      expect(typeInto({ [field]: text }), field).toEqual({ refused: field, message });
    }
    const typed = typeInto({ salutationDe: ' Liebe Camper, ', introDe: '\n\ngern bieten wir an:\n', closingDe: 'Grüße', closingEn: '' });
    expect(typed.settings!.letterTexts).toEqual({
      de: { salutation: 'Liebe Camper,', intro: 'gern bieten wir an:', closing: 'Grüße' },
      en: { ...DEFAULT_DOCUMENT_SETTINGS.letterTexts.en, closing: '' },
    });
    expect(documentSettingsSchema.safeParse(typed.settings).success).toBe(true);
  });

  it('every field has an input id of its own', () => {
    const ids = DOCUMENT_FIELDS.map((field) => field.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses an unknown placeholder where it is typed, naming those the text can use in its language', () => {
    const mail = typeInto({ mailBodyDe: '{Anrede}\n\nIhr Rabatt: {Rabatt}' });
    expect(mail).toEqual({
      refused: 'mailBodyDe',
      message: {
        key: 'letter.placeholder.unknown',
        values: { count: 1, names: '{Rabatt}', offered: '{Nummer}, {Kunde}, {Ansprechpartner}, {GültigBis}, {Betreff}, {Anrede}' },
      },
    });
    const intro = typeInto({ introEn: 'As agreed, {contact}: {salutation} {discount}' });
    expect(intro).toMatchObject({
      refused: 'introEn',
      message: { values: { count: 2, names: '{salutation}, {discount}', offered: '{number}, {customer}, {contact}, {validUntil}' } },
    });
    // Known ones, in either language's names, are kept as typed.
    expect(typeInto({ mailBodyDe: '{Anrede}\n\nAngebot {Nummer} ({number})', closingDe: 'Bis {GültigBis}.' }).settings?.mail.body.de).toBe(
      '{Anrede}\n\nAngebot {Nummer} ({number})',
    );
  });

  it('offers each text the placeholders of its language', () => {
    const hint = (field: string): string =>
      DOCUMENT_FIELDS.find((each) => each.field === field)!.hint!({ t: (key, values) => `${key} ${JSON.stringify(values)}` });
    expect(hint('mailBodyDe')).toContain('{Nummer}, {Kunde}');
    expect(hint('mailBodyEn')).toContain('{number}, {customer}');
    expect(hint('salutationDe')).toContain('{Kunde}, {Ansprechpartner}');
  });
});
