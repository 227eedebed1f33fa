import { describe, expect, it } from 'vitest';
import { fillPlaceholders, offeredPlaceholders, unknownPlaceholders } from './placeholders';

describe('placeholders', () => {
  it('are offered in the text’s language', () => {
    expect(offeredPlaceholders('mail', 'de')).toEqual(['{Nummer}', '{Kunde}', '{Ansprechpartner}', '{GültigBis}', '{Betreff}', '{Anrede}']);
    expect(offeredPlaceholders('mail', 'en')).toEqual(['{number}', '{customer}', '{contact}', '{validUntil}', '{subject}', '{salutation}']);
    expect(offeredPlaceholders('intro', 'de')).toEqual(['{Nummer}', '{Kunde}', '{Ansprechpartner}', '{GültigBis}']);
    expect(offeredPlaceholders('salutation', 'en')).toEqual(['{customer}', '{contact}']);
  });

  it.each([
    ['Angebot {Nummer} für {Kunde}', 'mail', []],
    // Either language's names, any case: a text written before keeps working.
    ['{number} {nummer} {GÜLTIGBIS}', 'mail', []],
    ['Ihr Rabatt: {Rabatt}, {discount} und {Rabatt}', 'mail', ['{Rabatt}', '{discount}']],
    // A letter text has no salutation or subject placeholder in it.
    ['{Anrede} vielen Dank', 'intro', ['{Anrede}']],
    ['Sehr geehrte/r {Ansprechpartner} zu {Nummer},', 'salutation', ['{Nummer}']],
    // Braces around anything but a name are text.
    ['{ } {12} {a b} {}', 'closing', []],
  ] as const)('%j in the %s text: unknown %j', (typed, text, unknown) => {
    expect(unknownPlaceholders(typed, text)).toEqual(unknown);
  });

  it('fills what the text may use and never sends any other as typed', () => {
    const values = { number: 'A-1', customer: 'Camping Müller', contact: 'Frau Müller', validUntil: '10.12.2026' };
    expect(fillPlaceholders('Angebot {Nummer}, gültig bis {gültigBis}: {Rabatt}', 'intro', values)).toBe(
      'Angebot A-1, gültig bis 10.12.2026: ',
    );
    expect(fillPlaceholders('{salutation} {Anrede}', 'intro', values)).toBe(' ');
    expect(fillPlaceholders('{subject}', 'mail', values)).toBe('');
  });
});
