import { describe, expect, it } from 'vitest';
import { addressBlock, countryLine, senderCountry } from './address-block';
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
  it('is the country of the VAT ID, else of the regional format', () => {
    expect(senderCountry('DE123456789', 'en-US')).toBe('DE');
    expect(senderCountry('CHE-123.456.789 MWST', 'de-DE')).toBe('CH');
    expect(senderCountry('ATU12345678', 'de-DE')).toBe('AT');
    expect(senderCountry('EL123456789', 'de-DE')).toBe('GR');
    expect(senderCountry('', 'de-CH')).toBe('CH');
    expect(senderCountry('', 'de')).toBeNull();
  });
});

describe('countryLine', () => {
  it('is the country’s name in capitals, in the language given', () => {
    expect(countryLine('at', 'de')).toBe('ÖSTERREICH');
    expect(countryLine('at', 'en')).toBe('AUSTRIA');
    expect(countryLine('dk', 'de')).toBe('DÄNEMARK');
  });
});
