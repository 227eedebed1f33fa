import { describe, expect, it } from 'vitest';
import { blankCustomer, customerSchema, tidyCustomer } from './customer';

describe('a customer’s VAT', () => {
  it('reads a customer kept before it had a VAT treatment as one without (quotes keep their own)', () => {
    const { vatTreatment: _t, vatId: _i, ...before } = { ...blankCustomer('Camping Müller'), id: 'c-1' };
    expect(customerSchema.parse(before)).toMatchObject({ vatTreatment: null, vatId: '' });
  });

  it('keeps a VAT ID only as it is compared and printed, and only one that looks like an EU VAT ID', () => {
    const dutch = { ...blankCustomer('Kampeer BV'), id: 'c-2', vatTreatment: 'intraCommunity' as const };
    expect(customerSchema.safeParse(tidyCustomer({ ...dutch, vatId: 'nl 1234.56.789 b01' })).data?.vatId).toBe('NL123456789B01');
    expect(customerSchema.safeParse({ ...dutch, vatId: 'NL123456789' }).success).toBe(false);
    expect(customerSchema.safeParse({ ...dutch, vatId: 'CHE123456789' }).success).toBe(false);
  });
});
