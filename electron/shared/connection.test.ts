import { describe, expect, it } from 'vitest';
import { englishText } from './i18n/translator';
import { checkBaseUrl, checkToken, TOKEN_MAX_LENGTH } from './connection';

describe('checkBaseUrl', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/', 'https://api.example.com'],
    [' https://api.example.com/prefix// ', 'https://api.example.com/prefix'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://127.1.2.3', 'http://127.1.2.3'],
    ['http://localhost:3000/', 'http://localhost:3000'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
  ])('accepts %j', (raw, expected) => {
    expect(checkBaseUrl(raw)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', /Enter the base URL/],
    ['api.example.com', /not a valid address/],
    ['http://example.com', /must use https/],
    ['http://192.168.1.5', /must use https/],
    ['http://127.0.0.1.example.com', /must use https/],
    ['javascript:alert(1)', /must start with https/],
    ['file:///etc/passwd', /must start with https/],
    ['ftp://example.com', /must start with https/],
    ['https://user:secret@example.com', /user name or password/],
    ['https://example.com/?token=x', /"\?" or "#"/],
    ['https://example.com/#x', /"\?" or "#"/],
  ])('refuses %j', (raw, message) => {
    const result = checkBaseUrl(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(englishText(result.message)).toMatch(message);
  });
});

describe('checkToken', () => {
  it('drops a pasted "Bearer " prefix and surrounding space', () => {
    expect(checkToken('  Bearer abc.def-ghi  ')).toEqual({ ok: true, value: 'abc.def-ghi' });
  });

  it('accepts a token of exactly 16 KB', () => {
    expect(checkToken('a'.repeat(TOKEN_MAX_LENGTH)).ok).toBe(true);
  });

  it.each([
    ['', /Paste the access token/],
    ['a'.repeat(TOKEN_MAX_LENGTH + 1), /longer than 16 KB/],
    ['abc def', /spaces or characters/],
    ['abc\ndef', /spaces or characters/],
    ['abcä', /spaces or characters/],
  ])('refuses %j', (raw, message) => {
    const result = checkToken(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(englishText(result.message)).toMatch(message);
  });
});

describe('connection rules, more cases', () => {
  it.each([
    ['http://localhost', 'http://localhost'],
    ['HTTP://LOCALHOST:8080/', 'http://localhost:8080'],
    ['http://[::1]', 'http://[::1]'],
    ['https://api.example.com:8443/base/path/', 'https://api.example.com:8443/base/path'],
    ['https://API.Example.com', 'https://api.example.com'],
  ])('accepts base URL %j as %j', (raw, expected) => {
    expect(checkBaseUrl(raw)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['http://localhost.example.com', /must use https/],
    ['http://10.0.0.1:8080', /must use https/],
    ['http://[::2]', /must use https/],
    ['ws://localhost', /must start with https/],
    ['data:text/html,hi', /must start with https/],
    ['https://:secret@example.com', /user name or password/],
    ['https://user@example.com', /user name or password/],
    ['https://example.com/?a', /"\?" or "#"/],
    ['https://', /not a valid address/],
    ['::::', /not a valid address/],
    ['https://exa mple.com', /not a valid address/],
    ['   ', /Enter the base URL/],
  ])('refuses base URL %j', (raw, message) => {
    const result = checkBaseUrl(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(englishText(result.message)).toMatch(message);
  });

  it.each([
    ['bearer abc', 'abc'],
    ['BEARER\tabc', 'abc'],
    ['abc\n', 'abc'],
    ['Bearerabc', 'Bearerabc'],
    [`Bearer ${'t'.repeat(TOKEN_MAX_LENGTH)}`, 't'.repeat(TOKEN_MAX_LENGTH)],
  ])('reads token %j', (raw, expected) => {
    expect(checkToken(raw)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['Bearer', /Paste the access token/],
    ['Bearer   ', /Paste the access token/],
    ['abc\tdef', /spaces or characters/],
    ['abc\r\ndef', /spaces or characters/],
    ['abc\u0000', /spaces or characters/],
    ['x'.repeat(100_000), /longer than 16 KB/],
  ])('refuses token %j', (raw, message) => {
    const result = checkToken(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(englishText(result.message)).toMatch(message);
  });

  it('never repeats a refused token in its message', () => {
    const result = checkToken('secret-part another-secret-part');
    expect(result.ok || JSON.stringify(result.message)).not.toMatch(/secret-part/);
    expect(result.ok || englishText(result.message)).not.toMatch(/secret-part/);
  });
});
