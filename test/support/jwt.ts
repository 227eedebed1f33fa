// Test helper, imported only by tests (no bundle starts here).

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT with this payload, shaped as the price service issues them; the app never checks the signature. */
export function fakeJwt(payload: unknown): string {
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}
