import { describe, expect, it } from 'vitest';
import { COMPANY_FIELDS, EMPTY_COMPANY } from '@shared/company';
import { COMPANY_FIELD_RULES, COMPANY_FIELD_VIEWS } from './company-settings-form';

describe('Settings → Company, field by field', () => {
  it('has a field for every detail of the company, in the order the first missing one is looked for', () => {
    expect(COMPANY_FIELD_VIEWS.map((view) => view.field)).toEqual(COMPANY_FIELDS);
    for (const field of COMPANY_FIELDS) expect(COMPANY_FIELD_RULES[field]).toBeDefined();
  });

  it('takes each detail trimmed, the address as its non-empty lines, and changes only that detail', () => {
    const company = { ...EMPTY_COMPANY, name: 'Müller & Söhne GmbH' };
    const typed = {
      address: ' Industriestraße 12 \n\n70565 Stuttgart\n',
      registerCourt: ' Amtsgericht Stuttgart ',
      registerNumber: 'HRB 12345',
      managingDirectors: 'Hans Müller, Eva Schmidt',
      vatId: ' DE123456789 ',
      country: 'ch',
    };
    let kept = company;
    for (const [field, text] of Object.entries(typed)) {
      const checked = COMPANY_FIELD_RULES[field as keyof typeof typed].apply(text, kept);
      expect(checked.ok, field).toBe(true);
      if (checked.ok) kept = checked.value;
    }
    expect(kept).toEqual({
      name: 'Müller & Söhne GmbH',
      address: ['Industriestraße 12', '70565 Stuttgart'],
      registerCourt: 'Amtsgericht Stuttgart',
      registerNumber: 'HRB 12345',
      managingDirectors: 'Hans Müller, Eva Schmidt',
      vatId: 'DE123456789',
      country: 'ch',
    });
    // The country's first choice, the guess: not set.
    expect(COMPANY_FIELD_RULES.country.apply('', kept)).toEqual({ ok: true, value: { ...kept, country: null } });
  });

  it('refuses what the letter cannot hold, each with its own message', () => {
    const refusals = [
      ['name', 'x'.repeat(201), 'letter.tooLong'],
      ['address', Array.from({ length: 9 }, (_, line) => `Zeile ${line + 1}`).join('\n'), 'letter.address.tooManyLines'],
      ['address', `Hafen\n${'y'.repeat(201)}`, 'letter.address.lineTooLong'],
      ['registerCourt', 'z'.repeat(101), 'letter.tooLong'],
      ['registerNumber', 'HRB '.repeat(11), 'letter.tooLong'],
      ['managingDirectors', 'm'.repeat(201), 'letter.tooLong'],
      ['vatId', '123456789', 'company.vatId.invalid'],
      ['vatId', 'DE 1234 5678 9012 3456 7', 'letter.tooLong'],
    ] as const;
    for (const [field, text, key] of refusals) {
      const checked = COMPANY_FIELD_RULES[field].apply(text, EMPTY_COMPANY);
      expect(!checked.ok && checked.message.key, `${field}: ${text}`).toBe(key);
    }
  });
});
