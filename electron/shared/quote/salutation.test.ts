import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translator';
import { contactSalutation, readFormOfAddress } from './salutation';

const de = translator('de');
const en = translator('en');

describe('contactSalutation: the contact person by name when the form of address is known', () => {
  it.each([
    // contact, form kept, German, English
    ['Peter Keller', 'mr', 'Sehr geehrter Herr Keller,', 'Dear Mr Keller,'],
    ['Anne Jansen', 'ms', 'Sehr geehrte Frau Jansen,', 'Dear Ms Jansen,'],
    ['Herr Peter Keller', null, 'Sehr geehrter Herr Keller,', 'Dear Mr Keller,'],
    ['Frau Keller', undefined, 'Sehr geehrte Frau Keller,', 'Dear Ms Keller,'],
    ['Mrs. Anne Jansen', null, 'Sehr geehrte Frau Jansen,', 'Dear Ms Jansen,'],
    ['Mr Jansen', null, 'Sehr geehrter Herr Jansen,', 'Dear Mr Jansen,'],
    // Kept beats what the field starts with; academic titles stay.
    ['Herr Kim Berger', 'ms', 'Sehr geehrte Frau Berger,', 'Dear Ms Berger,'],
    ['Dr. Anna Keller', 'ms', 'Sehr geehrte Frau Dr. Keller,', 'Dear Dr. Keller,'],
    ['Herr Prof. Dr. Hans Weber', null, 'Sehr geehrter Herr Prof. Dr. Weber,', 'Dear Prof. Dr. Weber,'],
    ['  Peter   de Vries ', 'mr', 'Sehr geehrter Herr Vries,', 'Dear Mr Vries,'],
  ] as const)('%j (%s): "%s" / "%s"', (contact, form, german, english) => {
    expect(contactSalutation(contact, form, de)).toBe(german);
    expect(contactSalutation(contact, form, en)).toBe(english);
  });

  it('is none when the form of address or the name is not known: never a guess', () => {
    expect(contactSalutation('Peter Keller', null, de)).toBeNull();
    expect(contactSalutation('Keller', undefined, en)).toBeNull();
    expect(contactSalutation('', 'mr', de)).toBeNull();
    expect(contactSalutation('   ', 'ms', en)).toBeNull();
    // A lone "Herr" is a name here, not a form of address with none.
    expect(contactSalutation('Herr', null, de)).toBeNull();
  });

  it('reads a form of address as a file or a person writes it', () => {
    for (const word of ['Herr', 'herrn', 'Hr.', 'Mr', 'MR.']) expect(readFormOfAddress(word)).toBe('mr');
    for (const word of ['Frau', 'Fr.', 'Ms', 'Mrs.', 'miss']) expect(readFormOfAddress(word)).toBe('ms');
    for (const word of ['', 'Firma', 'Dr.', 'Divers']) expect(readFormOfAddress(word)).toBeNull();
  });
});
