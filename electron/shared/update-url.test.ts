import { describe, expect, it } from 'vitest';
import { englishText } from './i18n/translator';
import { checkUpdateUrl } from './update-url';

describe('checkUpdateUrl', () => {
  it('takes empty as no address, and an https address without its trailing slash', () => {
    expect(checkUpdateUrl('  ')).toEqual({ ok: true, value: null });
    expect(checkUpdateUrl(' https://intranet.example.com/price-lookup/ ')).toEqual({
      ok: true,
      value: 'https://intranet.example.com/price-lookup',
    });
    expect(checkUpdateUrl('http://127.0.0.1:8080/feed')).toEqual({ ok: true, value: 'http://127.0.0.1:8080/feed' });
  });

  it.each([
    ['intranet', 'The update address is not a valid address. It looks like https://intranet.example.com/price-lookup/.'],
    ['ftp://intranet.example.com/feed', 'The update address must start with https://.'],
    ['http://intranet.example.com/feed', 'The update address must use https://. Plain http is allowed only for this computer (localhost).'],
    ['https://anna:secret@intranet.example.com/feed', 'The update address must not contain a user name or password.'],
    ['https://intranet.example.com/feed?channel=beta', 'The update address must not contain "?" or "#" parts.'],
  ])('refuses %s in the update address’s words', (raw, words) => {
    const checked = checkUpdateUrl(raw);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(englishText(checked.message)).toBe(words);
  });
});
