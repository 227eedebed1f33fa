import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translator';
import { mailEnding, quoteMailText } from './mail-text';
import { DEFAULT_MAIL_SETTINGS } from './letter-defaults';

const input = {
  to: 'einkauf@camping-mueller.de',
  number: 'A-2026-0001',
  subject: 'Vorzelt Europa',
  values: { customer: 'Camping Müller', contact: 'Frau Müller', validUntil: '10.12.2026', salutation: 'Sehr geehrte Frau Müller,' },
  salesperson: 'Anna Schmidt',
};

describe('quoteMailText', () => {
  it('says subject and body in the document language, the built-in template filled, ending with the sales person’s name', () => {
    const german = quoteMailText(input, DEFAULT_MAIL_SETTINGS, 'de', translator('de'));
    expect(german.subject).toBe('Angebot A-2026-0001 – Vorzelt Europa');
    expect(
      german.body.startsWith('Sehr geehrte Frau Müller,\n\nanbei erhalten Sie unser Angebot A-2026-0001. Es ist gültig bis 10.12.2026.'),
    ).toBe(true);
    expect(german.body).not.toMatch(/[{}]/);
    expect(german.body.endsWith('Mit freundlichen Grüßen\n\nAnna Schmidt')).toBe(true);
    const english = quoteMailText({ ...input, subject: null }, DEFAULT_MAIL_SETTINGS, 'en', translator('de'));
    // The words of the document language's template; the subject line from the translator given.
    expect(english.body).toContain('Please find attached our quote A-2026-0001.');
    expect(english.body.endsWith('Kind regards\n\nAnna Schmidt')).toBe(true);
    expect(english.subject).toBe('Angebot A-2026-0001');
    expect(quoteMailText({ ...input, subject: '  ' }, DEFAULT_MAIL_SETTINGS, 'en', translator('en')).subject).toBe('Quote A-2026-0001');
  });

  it('fills every placeholder in either language’s names, never sends an unknown one as typed, and ends with name and signature', () => {
    const settings = {
      body: {
        de: '{Anrede} {Ansprechpartner} von {Kunde}: {Nummer} ({Betreff}) bis {GültigBis}; {number} {Rabatt}!',
        en: 'Hello {contact} of {customer}: {number} ({subject}), until {validUntil}. {unknown} {salutation}',
      },
      signature: '  Camping Supplies GmbH\nSales  ',
    };
    const english = quoteMailText(input, settings, 'en', translator('en'));
    expect(english.body).toBe(
      'Hello Frau Müller of Camping Müller: A-2026-0001 (Vorzelt Europa), until 10.12.2026.  Sehr geehrte Frau Müller,\n\nAnna Schmidt\nCamping Supplies GmbH\nSales',
    );
    expect(english.to).toBe('einkauf@camping-mueller.de');
    const german = quoteMailText(input, settings, 'de', translator('de'));
    expect(german.body.split('\n\n')[0]).toBe(
      'Sehr geehrte Frau Müller, Frau Müller von Camping Müller: A-2026-0001 (Vorzelt Europa) bis 10.12.2026; A-2026-0001 !',
    );
  });
});

describe('mailEnding', () => {
  it.each([
    ['', 'Anna Schmidt', 'Anna Schmidt'],
    ['Anna Schmidt\nVertrieb', 'Anna Schmidt', 'Anna Schmidt\nVertrieb'],
    ['Mit besten Grüßen\nanna schmidt', 'Anna Schmidt', 'Mit besten Grüßen\nanna schmidt'],
    ['Camping Supplies GmbH', 'Anna Schmidt', 'Anna Schmidt\nCamping Supplies GmbH'],
    ['Camping Supplies GmbH', '', 'Camping Supplies GmbH'],
    ['', '', ''],
  ])('signature %j, sales person %j: %j', (signature, name, ending) => {
    expect(mailEnding(signature, name)).toBe(ending);
  });
});
