import { useEffect, useRef, useState } from 'react';
import { CUSTOMER_LIMITS, readMarkup, type Customer } from '@shared/customer';
import type { Message } from '@shared/i18n/catalogue';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import { BridgeFailure, failureText } from '../../api/bridge-failure';
import { useSaveCustomer } from '../../api/customer-list-queries';
import type { FactorQuestion as Question, FactorReading } from '@shared/usual-factor';
import { formatDecimalInput, formatFactor } from '../../format/numbers';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';
import { Field } from '../../ui/field';
import { useFocusOnMount } from '../../ui/use-focus-on-mount';
import { handOverWith } from '../../ui/hand-over';
import { FactorQuestion } from '../factor/factor-question';
import { useCountryOptions } from '../lookup/country-options';
import { VAT_TREATMENTS } from '@shared/quote/vat-treatment';
import { draftErrors, draftOf, fieldsOfDraft, markupQuestion, type CustomerDraft, type DraftField } from './customer-draft';

// Said as the user types: a text over its limit is wrong however it goes on.
const SAID_AT_ONCE = new Set(['customers.form.tooLong', 'customers.form.addressLines', 'customers.form.addressLineTooLong']);
const FIELD_ORDER: readonly DraftField[] = ['name', 'number', 'contact', 'email', 'phone', 'address', 'markup', 'vatId', 'note'];

interface CustomerEditorProps {
  bridge: PriceLookupBridge;
  /** The customer changed; null: a new one. */
  customer: Customer | null;
  /** Saved (the customer as kept) or cancelled (null). */
  onDone: (saved: Customer | null) => void;
}

/**
 * A customer's fields, each with its limit said where it is typed. A markup outside the usual factors is
 * asked about below its field before saving, as the lookup form asks about its factor. Main's refusal (a
 * number another customer has, a full list, a file another window holds) is said beside Save; what was typed stays.
 */
export function CustomerEditor({ bridge, customer, onDone }: CustomerEditorProps) {
  const words = useI18n();
  const { t, text } = words;
  const locale = useRegionalLocale();
  const countries = useCountryOptions();
  const [draft, setDraft] = useState<CustomerDraft>(() => draftOf(customer, locale));
  // Before the window goes: a customer typed and not saved is kept nowhere, so the person is asked.
  const [opened] = useState(() => JSON.stringify(draftOf(customer, locale)));
  const typed = useRef(draft);
  typed.current = draft;
  useEffect(
    () => handOverWith({ send: () => undefined, unkept: () => (JSON.stringify(typed.current) !== opened ? ['unsaved'] : []) }),
    [opened],
  );
  const [left, setLeft] = useState<ReadonlySet<DraftField>>(new Set());
  const [tried, setTried] = useState(false);
  const [question, setQuestion] = useState<Question | null>(null);
  const save = useSaveCustomer(bridge);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const form = useRef<HTMLFormElement>(null);
  const errors = draftErrors(draft);
  const refusal = save.error instanceof BridgeFailure ? save.error : null;
  // A number another customer has belongs to the number field; every other refusal to Save.
  const numberTaken = refusal?.kind === 'customer-number-taken' ? refusal.problem : null;
  const shown = (field: DraftField): string | undefined => {
    const error: Message | undefined =
      field === 'number' && numberTaken !== null && errors.number === undefined ? numberTaken : errors[field];
    if (error === undefined) return undefined;
    return tried || left.has(field) || SAID_AT_ONCE.has(error.key) || error === numberTaken ? text(error) : undefined;
  };
  const edit = (field: DraftField) => (event: { target: { value: string } }) => {
    // A change answers no question asked about the markup before it.
    setQuestion(null);
    setDraft((before) => ({ ...before, [field]: event.target.value }));
    if (field === 'number' && numberTaken !== null) save.reset();
  };
  const leave = (field: DraftField) => () => setLeft((before) => new Set(before).add(field));
  const focusField = (field: DraftField): void => form.current?.querySelector<HTMLElement>(`#customer-${field}`)?.focus();

  /** Saves the draft (or the one an answer made); an unusual markup is asked about first, unless `asked` (kept as typed). */
  const submit = (from: CustomerDraft = draft, asked = false): void => {
    setTried(true);
    setQuestion(null);
    const fields = fieldsOfDraft(from);
    if (fields === null) {
      const first = FIELD_ORDER.find((field) => draftErrors(from)[field] !== undefined);
      if (first) focusField(first);
      return;
    }
    const unusual = asked ? null : markupQuestion(from, customer);
    if (unusual !== null) {
      setQuestion(unusual);
      return;
    }
    save.mutate(customer === null ? fields : { ...fields, id: customer.id }, {
      onSuccess: (saved) => onDone(saved),
      onError: (error) => {
        if (error instanceof BridgeFailure && error.kind === 'customer-number-taken') focusField('number');
      },
    });
  };

  /** A reading taken goes into the field as the lookup form writes it ("+25 %", "1,25"), and the customer is saved with it. */
  const takeReading = (reading: FactorReading): void => {
    const typed =
      reading.kind === 'percent' ? `+${formatDecimalInput(reading.percent, locale)} %` : formatDecimalInput(reading.factor, locale);
    const corrected = { ...draft, markup: typed };
    setDraft(corrected);
    submit(corrected);
  };
  const cancelQuestion = (): void => {
    setQuestion(null);
    focusField('markup');
  };

  const markup = readMarkup(draft.markup);
  const markupRead =
    markup.ok && markup.markup !== null
      ? t('customers.form.markupRead', { factor: formatFactor(markup.markup, locale, words.language) })
      : '';
  const input = (field: 'name' | 'number' | 'contact' | 'email' | 'phone', type = 'text') => (
    <Field id={`customer-${field}`} label={t(`customers.form.${field}`)} error={shown(field)}>
      {(describedBy) => (
        <input
          id={`customer-${field}`}
          type={type}
          value={draft[field]}
          autoComplete="off"
          aria-invalid={shown(field) ? true : undefined}
          aria-describedby={describedBy}
          onChange={edit(field)}
          onBlur={leave(field)}
        />
      )}
    </Field>
  );
  const otherRefusal = save.error !== null && numberTaken === null ? failureText(words, save.error) : null;
  const blocked = tried && Object.keys(errors).length > 0;
  return (
    <section className="customer-editor" aria-labelledby="customer-editor-title">
      <h3 id="customer-editor-title" ref={heading} tabIndex={-1}>
        {customer === null ? t('customers.form.newTitle') : t('customers.form.editTitle', { name: customer.name })}
      </h3>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="customer-fields">
          {input('name')}
          {input('number')}
          {input('contact')}
          <Field id="customer-form-of-address" label={t('customers.form.formOfAddress')} hint={t('customers.form.formOfAddressHint')}>
            {(describedBy) => (
              <select
                id="customer-form-of-address"
                value={draft.formOfAddress}
                aria-describedby={describedBy}
                onChange={edit('formOfAddress')}
              >
                <option value="">{t('letter.recipient.formOfAddressNone')}</option>
                <option value="mr">{t('letter.recipient.formOfAddressMr')}</option>
                <option value="ms">{t('letter.recipient.formOfAddressMs')}</option>
              </select>
            )}
          </Field>
          {input('email', 'email')}
          {input('phone', 'tel')}
          <Field
            id="customer-address"
            label={t('customers.form.address')}
            hint={t('customers.form.addressHint', { max: CUSTOMER_LIMITS.addressLines })}
            error={shown('address')}
          >
            {(describedBy) => (
              <textarea
                id="customer-address"
                rows={CUSTOMER_LIMITS.addressLines}
                value={draft.address}
                aria-invalid={shown('address') ? true : undefined}
                aria-describedby={describedBy}
                onChange={edit('address')}
                onBlur={leave('address')}
              />
            )}
          </Field>
          <Field id="customer-country" label={t('customers.form.country')} hint={t('customers.form.countryHint')}>
            {(describedBy) => (
              <select id="customer-country" value={draft.country} aria-describedby={describedBy} onChange={edit('country')}>
                <option value="">{t('customers.form.countryNone')}</option>
                {countries.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="customer-markup" label={t('customers.form.markup')} hint={t('customers.form.markupHint')} error={shown('markup')}>
            {(describedBy) => (
              <>
                <input
                  id="customer-markup"
                  value={draft.markup}
                  inputMode="decimal"
                  autoComplete="off"
                  aria-invalid={shown('markup') ? true : undefined}
                  aria-describedby={[describedBy, markupRead ? 'customer-markup-read' : undefined].filter(Boolean).join(' ') || undefined}
                  onChange={edit('markup')}
                  onBlur={leave('markup')}
                />
                {markupRead ? (
                  <p id="customer-markup-read" className="field-hint">
                    {markupRead}
                  </p>
                ) : null}
              </>
            )}
          </Field>
          {/* Right under the markup, across the form: where it was typed. */}
          {question ? (
            <FactorQuestion
              question={question}
              action="save"
              onReading={takeReading}
              onKeep={() => submit(draft, true)}
              onCancel={cancelQuestion}
            />
          ) : null}
          <Field id="customer-language" label={t('customers.form.language')}>
            {() => (
              <select id="customer-language" value={draft.documentLanguage} onChange={edit('documentLanguage')}>
                <option value="">{t('customers.form.languageNone')}</option>
                <option value="de">{t('language.de')}</option>
                <option value="en">{t('language.en')}</option>
              </select>
            )}
          </Field>
          <Field id="customer-basis" label={t('customers.form.basis')}>
            {() => (
              <select id="customer-basis" value={draft.priceBasis} onChange={edit('priceBasis')}>
                <option value="">{t('customers.form.basisNone')}</option>
                <option value="net">{t('quote.settings.basisNet')}</option>
                <option value="gross">{t('quote.settings.basisGross')}</option>
              </select>
            )}
          </Field>
          <Field id="customer-vatTreatment" label={t('customers.form.vatTreatment')}>
            {() => (
              <select id="customer-vatTreatment" value={draft.vatTreatment} onChange={edit('vatTreatment')}>
                <option value="">{t('customers.form.vatTreatmentNone')}</option>
                {VAT_TREATMENTS.map((treatment) => (
                  <option key={treatment} value={treatment}>
                    {t('quote.vat.treatment', { treatment })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="customer-vatId" label={t('customers.form.vatId')} hint={t('customers.form.vatIdHint')} error={shown('vatId')}>
            {(describedBy) => (
              <input
                id="customer-vatId"
                value={draft.vatId}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={shown('vatId') ? true : undefined}
                aria-describedby={describedBy}
                onChange={edit('vatId')}
                onBlur={leave('vatId')}
              />
            )}
          </Field>
          <Field id="customer-note" label={t('customers.form.note')} error={shown('note')}>
            {(describedBy) => (
              <textarea
                id="customer-note"
                rows={3}
                value={draft.note}
                aria-invalid={shown('note') ? true : undefined}
                aria-describedby={describedBy}
                onChange={edit('note')}
                onBlur={leave('note')}
              />
            )}
          </Field>
        </div>
        <div className="customer-editor-actions">
          <button type="submit" className="button-primary" disabled={save.isPending}>
            {t('customers.form.save')}
          </button>
          <button type="button" onClick={() => onDone(null)}>
            {t('customers.form.cancel')}
          </button>
        </div>
        <div role="alert">
          {blocked ? <p className="error-box">{t('customers.form.fix')}</p> : null}
          {otherRefusal !== null ? <p className="error-box">{otherRefusal}</p> : null}
        </div>
      </form>
    </section>
  );
}
