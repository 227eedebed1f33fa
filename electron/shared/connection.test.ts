import { describe, expect, it } from 'vitest';
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
    if (!result.ok) expect(result.message).toMatch(message);
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
    if (!result.ok) expect(result.message).toMatch(message);
  });
});
