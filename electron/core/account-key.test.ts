import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../test/support/jwt';
import { accountKeyOf, createAccountTags } from './account-key';

const opaqueToken = fc.stringMatching(/^[A-Za-z0-9_-]{20,80}$/);

describe('accountKeyOf', () => {
  it("is the JWT's sub, whoever signed in and whichever token of that subject it is", () => {
    const first = fakeJwt({ sub: 'sales-7', exp: 1_900_000_000 });
    const renewed = fakeJwt({ sub: 'sales-7', exp: 1_900_100_000 });
    expect(accountKeyOf(first, null)).toBe('sub:sales-7');
    expect(accountKeyOf(renewed, 'verkauf')).toBe('sub:sales-7');
    expect(accountKeyOf(fakeJwt({ sub: 'sales-8' }), null)).not.toBe(accountKeyOf(first, null));
  });

  it('is the signed-in user for a token without a sub, qualified as a user name', () => {
    expect(accountKeyOf('opaque-token-from-sign-in-0001', 'verkauf')).toBe('user:verkauf');
    expect(accountKeyOf('another-opaque-token-renewed-02', 'verkauf')).toBe('user:verkauf');
    expect(accountKeyOf(fakeJwt({ exp: 1 }), 'verkauf')).toBe('user:verkauf');
  });

  it('is a short fingerprint of a pasted opaque token: the same for the same token, another for another', () => {
    const key = accountKeyOf('pasted-opaque-token-0123456789', null);
    expect(key).toMatch(/^token:[0-9a-f]{16}$/);
    expect(accountKeyOf('pasted-opaque-token-0123456789', null)).toBe(key);
    expect(accountKeyOf('pasted-opaque-token-9876543210', null)).not.toBe(key);
  });

  test.prop([opaqueToken])('never is nor contains a pasted token', (token) => {
    const key = accountKeyOf(token, null);
    expect(key).not.toContain(token);
    expect(key.startsWith('token:')).toBe(true);
  });

  test.prop([opaqueToken, fc.option(fc.stringMatching(/^[a-z]{1,12}$/), { nil: null })])(
    'never contains a JWT whole, signed in or not',
    (subject, user) => {
      const token = fakeJwt({ sub: subject, exp: 1_900_000_000 });
      expect(accountKeyOf(token, user)).not.toContain(token);
    },
  );
});

describe('createAccountTags', () => {
  it('gives the same tag for the same account and another for another, from which the account cannot be read', () => {
    const tagOf = createAccountTags();
    const tag = tagOf('sub:sales-7');
    expect(tagOf('sub:sales-7')).toBe(tag);
    expect(tagOf('sub:sales-8')).not.toBe(tag);
    expect(tag).not.toContain('sales-7');
    expect(tag).toMatch(/^[0-9a-f]{16}$/);
  });

  it('gives other tags in another run of the app: nothing outside main can tell accounts apart by them', () => {
    expect(createAccountTags()('sub:sales-7')).not.toBe(createAccountTags()('sub:sales-7'));
  });

  test.prop([opaqueToken])('never contains the fingerprint of the token', (token) => {
    const key = accountKeyOf(token, null);
    expect(createAccountTags()(key)).not.toContain(key.slice('token:'.length));
  });
});
