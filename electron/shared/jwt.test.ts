import { describe, expect, it } from 'vitest';
import { fakeJwt as jwt } from '../../test/support/jwt';
import { jwtExpiry, jwtSubject } from './jwt';

describe('jwtExpiry', () => {
  it('reads the exp claim', () => {
    expect(jwtExpiry(jwt({ sub: 'sales', exp: 1_800_000_000 }))?.toISOString()).toBe('2027-01-15T08:00:00.000Z');
  });

  it('reads payloads with non-ASCII text and base64url characters', () => {
    expect(jwtExpiry(jwt({ name: 'Jörg ~~~???', exp: 1 }))?.getTime()).toBe(1000);
  });

  it.each([
    ['an opaque token', 'abcdef123456'],
    ['two parts', 'a.b'],
    ['a payload that is not base64url', 'a.b$c.d'],
    ['a payload that is not JSON', `a.${Buffer.from('nope').toString('base64url')}.c`],
    ['no exp', jwt({ sub: 'x' })],
    ['exp as text', jwt({ exp: '1800000000' })],
    ['a payload that is null', jwt(null)],
    ['a negative exp', jwt({ exp: -5 })],
  ])('is null for %s', (_name, token) => {
    expect(jwtExpiry(token)).toBeNull();
  });
});

describe('jwtSubject', () => {
  it('reads the sub claim, also with non-ASCII text', () => {
    expect(jwtSubject(jwt({ sub: 'sales', exp: 1 }))).toBe('sales');
    expect(jwtSubject(jwt({ sub: 'Jörg Müller' }))).toBe('Jörg Müller');
  });

  it.each([
    ['an opaque token', 'abcdef123456'],
    ['a payload that is not JSON', `a.${Buffer.from('nope').toString('base64url')}.c`],
    ['no sub', jwt({ exp: 1 })],
    ['an empty sub', jwt({ sub: '' })],
    ['sub as a number', jwt({ sub: 42 })],
    ['a payload that is null', jwt(null)],
  ])('is null for %s', (_name, token) => {
    expect(jwtSubject(token)).toBeNull();
  });
});
