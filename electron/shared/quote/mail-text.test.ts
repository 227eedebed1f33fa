import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translator';
import { quoteMailText } from './mail-text';
import { DEFAULT_MAIL_SETTINGS } from './letter-defaults';

const input = {
  to: 'einkauf@camping-mueller.de',
  number: 'A-2026-0001',
  subject: 'Vorzelt Europa',
  values: { customer: 'Camping Müller', contact: 'Frau Müller', validUntil: '10.12.2026', salutation: 'Sehr geehrte Frau Müller,' },
};

describe('quoteMailText', () => {
  it('says subject and body in the document language, the built-in template filled, no signature', () => {
    const german = quoteMailText(input, DEFAULT_MAIL_SETTINGS, 'de', translator('de'));
    expect(german.subject).toBe('Angebot A-2026-0001 – Vorzelt Europa');
    expect(
      german.body.startsWith('Sehr geehrte Frau Müller,\n\nanbei erhalten Sie unser Angebot A-2026-0001. Es ist gültig bis 10.12.2026.'),
    ).toBe(true);
    expect(german.body).not.toMatch(/[{}]/);
    const english = quoteMailText({ ...input, subject: null }, DEFAULT_MAIL_SETTINGS, 'en', translator('de'));
    // The words of the document language's template; the subject line from the translator given.
    expect(english.body).toContain('Please find attached our quote A-2026-0001.');
    expect(english.subject).toBe('Angebot A-2026-0001');
    expect(quoteMailText({ ...input, subject: '  ' }, DEFAULT_MAIL_SETTINGS, 'en', translator('en')).subject).toBe('Quote A-2026-0001');
  });

  it('fills every known placeholder, keeps unknown braces as typed, and puts the signature under the text', () => {
    const settings = {
      body: { de: '', en: 'Hello {contact} of {customer}: {number} ({subject}), until {validUntil}. {unknown} {salutation}' },
      signature: '  Anna Schmidt\nSales  ',
    };
    const text = quoteMailText(input, settings, 'en', translator('en'));
    expect(text.body).toBe(
      'Hello Frau Müller of Camping Müller: A-2026-0001 (Vorzelt Europa), until 10.12.2026. {unknown} Sehr geehrte Frau Müller,\n\nAnna Schmidt\nSales',
    );
    expect(text.to).toBe('einkauf@camping-mueller.de');
  });
});
