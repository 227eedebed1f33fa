import { describe, expect, it } from 'vitest';
import { blankCustomer, customerFieldsSchema } from '@shared/customer';
import { draftErrors, draftOf, fieldsOfDraft, markupQuestion } from './customer-draft';

const draft = (changes: Partial<ReturnType<typeof draftOf>> = {}) => ({ ...draftOf(null, 'de-DE'), name: 'Camping Müller', ...changes });

describe('a customer as typed in the form', () => {
  it('takes a markup as the factor field does, trims the lines and drops empty address lines', () => {
    const fields = fieldsOfDraft(
      draft({ name: '  Camping Müller ', markup: '25 %', address: 'Seestraße 4\n\n 88400 Biberach ', country: 'de', priceBasis: 'net' }),
    );
    expect(fields).toEqual({
      ...blankCustomer('Camping Müller'),
      address: ['Seestraße 4', '88400 Biberach'],
      country: 'de',
      markup: '1.25',
      priceBasis: 'net',
    });
    expect(customerFieldsSchema.safeParse(fields).success).toBe(true);
    expect(fieldsOfDraft(draft({ markup: '1,3' }))?.markup).toBe('1.3');
    expect(fieldsOfDraft(draft({ markup: '' }))?.markup).toBeNull();
  });

  it('sends no control character but tab: an ESC pasted into a field is taken out', () => {
    const fields = fieldsOfDraft(
      draft({ name: 'Camping\u001b[31m Müller', contact: 'Frau\u009b Weiß', address: 'See\u0007straße 4', note: 'a\u0000\tb' }),
    );
    expect(fields).toMatchObject({ name: 'Camping[31m Müller', contact: 'Frau Weiß', address: ['Seestraße 4'], note: 'a\tb' });
  });

  it('shows a kept factor in the regional format', () => {
    const kept = { ...blankCustomer('Camping Müller'), id: 'c1', markup: '1.25', address: ['Seestraße 4', '88400 Biberach'] };
    expect(draftOf(kept, 'de-DE')).toMatchObject({ markup: '1,25', address: 'Seestraße 4\n88400 Biberach' });
    expect(draftOf(kept, 'en-US').markup).toBe('1.25');
  });

  it('says each limit of CUSTOMER_LIMITS in characters, the name missing, an e-mail and a markup that cannot be read', () => {
    expect(draftErrors(draft())).toEqual({});
    const errors = draftErrors(
      draft({
        name: ' ',
        phone: '0'.repeat(41),
        // 50 characters of two UTF-16 units each are 50 characters, as main counts them: within the limit.
        contact: '🏕'.repeat(50),
        email: 'info@',
        markup: 'viel',
        address: 'a\nb\nc\nd\ne',
        note: 'x'.repeat(2_001),
      }),
    );
    expect(errors).toEqual({
      name: { key: 'customers.form.nameMissing' },
      phone: { key: 'customers.form.tooLong', values: { max: 40, count: 41 } },
      email: { key: 'customers.form.badEmail' },
      markup: { key: 'customers.form.badMarkup' },
      address: { key: 'customers.form.addressLines', values: { max: 4, count: 5 } },
      note: { key: 'customers.form.tooLong', values: { max: 2_000, count: 2_001 } },
    });
    expect(draftErrors(draft({ address: `Straße\n${'x'.repeat(200)}` })).address?.key).toBe('customers.form.addressLineTooLong');
    expect(fieldsOfDraft(draft({ email: 'info@' }))).toBeNull();
  });

  it.each([
    ['intraCommunity', 'nl 1234.56.789.b01', undefined, 'NL123456789B01'],
    ['intraCommunity', '', 'customers.vatId.missing', null],
    ['intraCommunity', 'CHE-123.456.789 MWST', 'customers.vatId.notEu', null],
    ['export', 'CHE-123.456.789 MWST', 'customers.vatId.notEu', null],
    ['domestic', 'DE12345678', 'customers.vatId.badFormat', null],
    ['export', '', undefined, ''],
    ['', 'ATU12345678', undefined, 'ATU12345678'],
  ] as const)('with VAT %j and the VAT ID %j says %s at the VAT ID', (vatTreatment, vatId, key, kept) => {
    expect(draftErrors(draft({ vatTreatment, vatId })).vatId?.key).toBe(key);
    const fields = fieldsOfDraft(draft({ vatTreatment, vatId }));
    expect(fields === null ? null : fields.vatId).toBe(kept);
    if (fields !== null) expect(fields.vatTreatment).toBe(vatTreatment === '' ? null : vatTreatment);
  });
});

describe('the question about an unusual markup', () => {
  const kept = (markup: string | null) => ({ ...blankCustomer('Camping Müller'), id: 'c1', markup });

  it('asks as the lookup form asks: a bare 25 as +25 % or 2,5, a percentage above the range only whether to keep it', () => {
    expect(markupQuestion(draft({ markup: '25' }), null)).toEqual({
      factor: '25',
      typedAsPercent: false,
      readings: [
        { kind: 'percent', percent: '25', factor: '1.25' },
        { kind: 'decimalPoint', factor: '2.5' },
      ],
      focus: { reading: 0 },
    });
    expect(markupQuestion(draft({ markup: '+250 %' }), null)).toEqual({
      factor: '3.5',
      typedAsPercent: true,
      readings: [],
      focus: 'cancel',
    });
    expect(markupQuestion(draft({ markup: '400' }), null)?.focus).toBe('cancel');
  });

  it('asks nothing about a usual markup, none, one that cannot be read, or the markup the customer already has', () => {
    for (const markup of ['1,25', '25 %', '0,5', '3', '', 'viel']) expect(markupQuestion(draft({ markup }), null)).toBeNull();
    expect(markupQuestion(draft({ markup: '3,5' }), kept('3.5'))).toBeNull();
    expect(markupQuestion(draft({ markup: '+250 %' }), kept('3.5'))).toBeNull();
    // Changed to another unusual markup: asked again.
    expect(markupQuestion(draft({ markup: '4' }), kept('3.5'))).not.toBeNull();
    expect(markupQuestion(draft({ markup: '4' }), kept(null))).not.toBeNull();
  });

  it('keeps the form of address chosen, none when not known', () => {
    expect(fieldsOfDraft(draft({ contact: 'Peter Keller', formOfAddress: 'mr' }))).toMatchObject({
      contact: 'Peter Keller',
      formOfAddress: 'mr',
    });
    expect(fieldsOfDraft(draft({ formOfAddress: '' }))?.formOfAddress).toBeNull();
    const kept = { ...blankCustomer('Alpen Camping'), id: 'c-1', formOfAddress: 'ms' as const };
    expect(draftOf(kept, 'de-DE').formOfAddress).toBe('ms');
  });
});
