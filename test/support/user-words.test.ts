import { describe, expect, it } from 'vitest';
import { jargonIn } from './user-words';

describe('jargonIn', () => {
  it('finds what a user must not have to read', () => {
    expect(jargonIn('The price service rejected the access token (401).')).toEqual(['a status code: 401']);
    expect(jargonIn('Could not reach the price service at 127.0.0.1:38137')).toEqual([
      'a host and port: 127.0.0.1:38137',
      'an IP address: 127.0.0.1',
    ]);
    expect(jargonIn('not valid JSON (content type text/html)')).toEqual([
      'a protocol or format word: JSON',
      'a protocol or format word: content type',
      'a protocol or format word: text/html',
    ]);
    expect(jargonIn('Das Feld „price“ fehlt')).toEqual(['a field name in quotes: „price“']);
    expect(jargonIn('HTTP-Status 500')).toEqual(['a status code: 500', 'a protocol or format word: HTTP']);
  });

  it('lets plain words, amounts, times and what the user typed pass', () => {
    expect(jargonIn('Article FAULT-404 was not found for Germany (de).', ['FAULT-404'])).toEqual([]);
    expect(jargonIn('Try again in 1 second. 1.234,50 € · 12:30 · check the base URL in Settings')).toEqual([]);
  });
});
