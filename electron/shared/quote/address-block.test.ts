import { describe, expect, it } from 'vitest';
import { addressBlock, countryLine, guessedSenderCountry, senderCountry } from './address-block';
import type { Recipient } from './quote-letter';

const zug: Recipient = {
  name: 'Alpen Camping AG',
  contact: 'Peter Keller',
  address: ['Baarerstrasse 12', '6300 Zug'],
  customerNumber: 'K-77',
  country: 'ch',
};

describe('addressBlock: the one rule for the address field', () => {
  it('adds the country line, in capitals in the letter’s language, for a customer abroad', () => {
    expect(addressBlock(zug, 'DE', 'de')).toEqual(['Alpen Camping AG', 'Peter Keller', 'Baarerstrasse 12', '6300 Zug', 'SCHWEIZ']);
    expect(addressBlock(zug, 'DE', 'en')).toEqual(['Alpen Camping AG', 'Peter Keller', 'Baarerstrasse 12', '6300 Zug', 'SWITZERLAND']);
    const utrecht: Recipient = {
      name: 'Kampeer BV',
      contact: '',
      address: ['Oudegracht 1', '3511 AB Utrecht'],
      customerNumber: '',
      country: 'nl',
    };
    expect(addressBlock(utrecht, 'DE', 'de').at(-1)).toBe('NIEDERLANDE');
    expect(addressBlock(utrecht, 'DE', 'en').at(-1)).toBe('NETHERLANDS');
  });

  it('adds none at home, nor without a country', () => {
    expect(addressBlock(zug, 'CH', 'de')).toEqual(['Alpen Camping AG', 'Peter Keller', 'Baarerstrasse 12', '6300 Zug']);
    expect(addressBlock({ ...zug, country: 'de' }, 'DE', 'en').at(-1)).toBe('6300 Zug');
    const { country: _none, ...withoutCountry } = zug;
    expect(addressBlock(withoutCountry, 'DE', 'de').at(-1)).toBe('6300 Zug');
  });

  it('writes a country typed in by hand as the country line, once', () => {
    expect(addressBlock({ ...zug, address: ['Baarerstrasse 12', '6300 Zug', 'Schweiz'] }, 'DE', 'en')).toEqual([
      'Alpen Camping AG',
      'Peter Keller',
      'Baarerstrasse 12',
      '6300 Zug',
      'SWITZERLAND',
    ]);
    expect(addressBlock({ ...zug, address: ['6300 Zug', 'SWITZERLAND'] }, 'DE', 'de').slice(-2)).toEqual(['6300 Zug', 'SCHWEIZ']);
  });

  it('leaves out empty lines', () => {
    expect(addressBlock({ ...zug, contact: ' ', address: ['', '6300 Zug'] }, 'AT', 'de')).toEqual([
      'Alpen Camping AG',
      '6300 Zug',
      'SCHWEIZ',
    ]);
  });
});

describe('senderCountry', () => {
  const guessed = (vatId: string, regionalLocale: string) => senderCountry({ country: null, vatId }, regionalLocale);

  it('without a country in Settings: the country of the VAT ID, else of the regional format', () => {
    expect(guessed('DE123456789', 'en-US')).toBe('DE');
    expect(guessed('CHE-123.456.789 MWST', 'de-DE')).toBe('CH');
    expect(guessed('ATU12345678', 'de-DE')).toBe('AT');
    expect(guessed('EL123456789', 'de-DE')).toBe('GR');
    expect(guessed('', 'de-CH')).toBe('CH');
    expect(guessed('', 'de')).toBeNull();
    expect(guessedSenderCountry('', 'de-AT')).toBe('AT');
  });

  it('the country set in Settings wins over the VAT ID and the regional format', () => {
    // A Swiss branch of a German company: German VAT ID, Swiss letters.
    expect(senderCountry({ country: 'ch', vatId: 'DE123456789' }, 'de-DE')).toBe('CH');
    expect(senderCountry({ country: 'at', vatId: '' }, 'en-US')).toBe('AT');
  });

  it('decides the country line: none to a customer in the country set, one to a customer in the country the VAT ID would have said', () => {
    const keller: Recipient = {
      name: 'Camping Keller',
      contact: '',
      address: ['Seestraße 4', '6300 Zug'],
      customerNumber: '',
      country: 'ch',
    };
    const hamburg: Recipient = {
      ...keller,
      name: 'Müllers Wohnmobile',
      address: ['Hafenstraße 1', '20095 Hamburg'],
      country: 'de' as const,
    };
    const swiss = senderCountry({ country: 'ch', vatId: 'DE123456789' }, 'de-DE');
    expect(addressBlock(keller, swiss, 'de')).toEqual(['Camping Keller', 'Seestraße 4', '6300 Zug']);
    expect(addressBlock(hamburg, swiss, 'de')).toEqual(['Müllers Wohnmobile', 'Hafenstraße 1', '20095 Hamburg', 'DEUTSCHLAND']);
    // Not set: the VAT ID's Germany, so the Swiss customer's letter has the line.
    expect(addressBlock(keller, senderCountry({ country: null, vatId: 'DE123456789' }, 'de-DE'), 'de').at(-1)).toBe('SCHWEIZ');
  });
});

describe('countryLine', () => {
  it('is the country’s name in capitals, in the language given', () => {
    expect(countryLine('at', 'de')).toBe('ÖSTERREICH');
    expect(countryLine('at', 'en')).toBe('AUSTRIA');
    expect(countryLine('dk', 'de')).toBe('DÄNEMARK');
  });
});
