import { describe, expect, it } from 'vitest';
import { msg } from './i18n/catalogue';
import { englishText, translator } from './i18n/translator';
import { COUNTRY_CODES } from './countries';
import { checkArticleNumber, parseFactor, validateLookupInput } from './lookup-input';

describe('checkArticleNumber', () => {
  it.each([
    ['900155', '900155'],
    ['  AB-1029 ', 'AB-1029'],
    ['a.b_c-d', 'a.b_c-d'],
    ['x'.repeat(64), 'x'.repeat(64)],
  ])('accepts %j', (raw, expected) => {
    expect(checkArticleNumber(raw)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', /Enter an article number/],
    ['   ', /Enter an article number/],
    ['x'.repeat(65), /at most 64/],
    ['9'.repeat(10_000), /at most 64/],
    ['../etc', /only letters, digits/],
    ['%2e%2e', /only letters, digits/],
    ['900155?x=1', /only letters, digits/],
    ['900155#top', /only letters, digits/],
    ['9001\u000055', /only letters, digits/],
    ['9001\n55', /only letters, digits/],
    ['😀', /only letters, digits/],
    ['Größe', /only letters, digits/],
    ['..', /at least one letter or digit/],
    ['.', /at least one letter or digit/],
    ['-_-', /at least one letter or digit/],
  ])('refuses %j', (raw, message) => {
    const result = checkArticleNumber(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(englishText(result.message)).toMatch(message);
  });
});

describe('parseFactor', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['1,25', '1.25'],
    ['1.25', '1.25'],
    ['001.50', '1.5'],
    ['2', '2'],
    ['0.0001', '0.0001'],
    ['1000', '1000'],
    ['999,9999', '999.9999'],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseFactor(raw)).toEqual({ ok: true, value: expected, percent: false });
  });

  it.each([
    ['25 %', '1.25'],
    ['25%', '1.25'],
    ['+25 %', '1.25'],
    ['+ 25 %', '1.25'],
    ['-10 %', '0.9'],
    ['\u221210 %', '0.9'],
    ['12,5 %', '1.125'],
    ['12.5 %', '1.125'],
    ['-12,75 %', '0.8725'],
    ['0 %', '1'],
    ['-99,99 %', '0.0001'],
    ['99900 %', '1000'],
    // As the app writes a percentage: a no-break space before "%" in German, a narrow one in some regions.
    ['+25\u00a0%', '1.25'],
    ['\u221210\u202f%', '0.9'],
  ])('reads the markup or discount %j as the factor %j, exactly', (raw, expected) => {
    expect(parseFactor(raw)).toEqual({ ok: true, value: expected, percent: true });
  });

  it.each([
    ['-10', /negative\. For a discount, type it in percent: -10%/],
    ['\u221212,5', /negative\. For a discount, type it in percent: -12,5%/],
    ['+25', /no sign\. For a markup, type it in percent: \+25%/],
    ['-100 %', /less than 100%/],
    ['-150 %', /less than 100%/],
    ['12,345 %', /at most 2 decimal places/],
    ['99900,01 %', /at most 1000/],
    ['%', /as a number/],
    ['25 %%', /as a number/],
    ['% 25', /as a number/],
    ['+-25 %', /as a number/],
    ['1,2,5 %', /as a number/],
  ])('refuses %j', (raw, message) => {
    const result = parseFactor(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(englishText(result.message)).toMatch(message);
  });

  it('says in German how a discount is typed', () => {
    const result = parseFactor('-10');
    expect(result.ok || translator('de').text(result.message)).toBe(
      'Ein Faktor kann nicht negativ sein. Einen Abschlag geben Sie in Prozent ein: -10 %.',
    );
  });

  it.each([
    ['0', /greater than 0/],
    ['0,0000', /greater than 0/],
    ['-1', /negative/],
    ['1e400', /as a number/],
    ['NaN', /as a number/],
    ['Infinity', /as a number/],
    ['1,2,3', /as a number/],
    ['1.000,5', /as a number/],
    ['1.23456', /at most 4 decimal places/],
    ['1000.0001', /at most 1000/],
    ['0x10', /as a number/],
    ['.5', /as a number/],
  ])('refuses %j', (raw, message) => {
    const result = parseFactor(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(englishText(result.message)).toMatch(message);
  });
});

describe('validateLookupInput', () => {
  it.each([...COUNTRY_CODES])('accepts country %s', (country) => {
    expect(validateLookupInput({ artnr: '900155', country }).ok).toBe(true);
  });

  it('normalises a valid lookup', () => {
    expect(validateLookupInput({ artnr: ' 900155 ', country: 'AT', factor: '1,25', profile: ' reimo ' })).toEqual({
      ok: true,
      request: { artnr: '900155', country: 'at', factor: '1.25', profile: 'reimo' },
    });
  });

  it('treats an empty profile as the default', () => {
    const result = validateLookupInput({ artnr: '900155', country: 'de', profile: '' });
    expect(result.ok && result.request.profile).toBeNull();
  });

  it.each(['xx', 'us', 'deu', '', 'd e'])('refuses country %j', (country) => {
    const result = validateLookupInput({ artnr: '900155', country });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((error) => error.field)).toEqual(['country']);
  });

  it('refuses a profile with other characters', () => {
    const result = validateLookupInput({ artnr: '900155', country: 'de', profile: 'a/b' });
    expect(result.ok || result.errors[0]?.field).toBe('profile');
  });

  it('reports every bad field at once', () => {
    const result = validateLookupInput({ artnr: '', country: 'xx', factor: '-1', profile: '?' });
    expect(result.ok || result.errors.map((error) => error.field)).toEqual(['artnr', 'country', 'factor', 'profile']);
  });
});

describe('lookup input edge cases', () => {
  it('knows exactly the 11 documented countries plus de from the reference request', () => {
    expect([...COUNTRY_CODES].sort()).toEqual(['at', 'be', 'ch', 'de', 'dk', 'fi', 'fr', 'gl', 'it', 'nl', 'no', 'se']);
  });

  it.each([
    ['AT', 'at'],
    [' DE ', 'de'],
    ['Se', 'se'],
  ])('accepts country %j as %j', (country, expected) => {
    const result = validateLookupInput({ artnr: '900155', country });
    expect(result.ok && result.request.country).toBe(expected);
  });

  it.each([
    ['\t900155\n', '900155'],
    ['a..b', 'a..b'],
    ['...1', '...1'],
  ])('accepts article number %j as %j', (raw, expected) => {
    expect(checkArticleNumber(raw)).toEqual({ ok: true, value: expected });
  });

  it.each(['900 155', '9001\u007f55', '\u200b900155', '900155\u0000', '９００１５５', 'a/b', 'a\\b', '900155;rm'])(
    'refuses article number %j',
    (raw) => {
      expect(checkArticleNumber(raw).ok).toBe(false);
    },
  );

  it.each([
    ['1000,0000', '1000'],
    [' 1,5 ', '1.5'],
    ['0,5', '0.5'],
    ['1.0000', '1'],
  ])('reads factor %j as %j', (raw, expected) => {
    expect(parseFactor(raw)).toEqual({ ok: true, value: expected, percent: false });
  });

  it.each(['+1', '1e3', '1.', ',5', '1 000', '１', '0.00001', '1000.00001'])('refuses factor %j', (raw) => {
    expect(parseFactor(raw).ok).toBe(false);
  });

  it.each([
    [undefined, null],
    ['   ', null],
    [' reimo ', 'reimo'],
    ['p'.repeat(64), 'p'.repeat(64)],
  ])('takes profile %j as %j', (profile, expected) => {
    const result = validateLookupInput({ artnr: '900155', country: 'de', ...(profile === undefined ? {} : { profile }) });
    expect(result.ok && result.request.profile).toBe(expected);
  });

  it.each(['p'.repeat(65), 'a b', 'a&b=c', 'ä', '#'])('refuses profile %j next to its field', (profile) => {
    const result = validateLookupInput({ artnr: '900155', country: 'de', profile });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((error) => error.field)).toEqual(['profile']);
  });

  it('gives every bad field its own message', () => {
    const result = validateLookupInput({ artnr: '../x', country: 'xx', factor: '1e400' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => ({ ...error, message: englishText(error.message) }))).toEqual([
      { field: 'artnr', message: expect.stringMatching(/only letters, digits/) },
      { field: 'country', message: expect.stringMatching(/Unknown country "xx"/) },
      { field: 'factor', message: expect.stringMatching(/as a number/) },
    ]);
  });

  it('asks for a country when none was chosen', () => {
    const result = validateLookupInput({ artnr: '900155', country: '  ' });
    expect(result.ok || result.errors).toEqual([{ field: 'country', message: msg('errors.country.empty') }]);
    expect(englishText(msg('errors.country.empty'))).toBe('Choose a country.');
  });

  it('does not echo a long unknown country back in full', () => {
    const result = validateLookupInput({ artnr: '900155', country: 'x'.repeat(10_000) });
    expect(result.ok || englishText(result.errors[0]!.message).length).toBeLessThan(200);
  });
});
