import { useEffect, useRef, useState } from 'react';
import type { Message } from '../../../../electron/shared/i18n/catalogue';
import type { AppState, PriceLookupBridge } from '../../../../electron/shared/ipc-contract';
import {
  DOCUMENT_SETTINGS_LIMITS,
  LETTER_TEXT_LIMITS,
  TERMS_LIMITS,
  VALIDITY_DAYS_LIMIT,
  type DocumentSettings,
} from '../../../../electron/shared/quote/quote-letter';
import { failureText, unwrap } from '../../api/bridge-failure';
import { useAppStateMutation } from '../../api/queries';
import { useI18n } from '../../i18n/i18n';
import { Field } from '../../ui/field';
import {
  checkDocumentSettings,
  DOCUMENT_SETTINGS_FIELDS,
  LETTER_TEXT_SETTINGS,
  typedDocumentSettings,
  type DocumentSettingsField,
  type TypedDocumentSettings,
} from './document-settings-form';

type LineField = 'numberPattern' | 'validityDays' | 'name' | 'phone' | 'email';

const FIELD_ID: Readonly<Record<DocumentSettingsField, string>> = {
  numberPattern: 'document-number-pattern',
  validityDays: 'document-validity',
  name: 'document-salesperson-name',
  phone: 'document-salesperson-phone',
  email: 'document-salesperson-email',
  terms: 'document-terms',
  footer1: 'document-footer-1',
  footer2: 'document-footer-2',
  footer3: 'document-footer-3',
  salutationDe: 'document-salutation-de',
  introDe: 'document-intro-de',
  closingDe: 'document-closing-de',
  salutationEn: 'document-salutation-en',
  introEn: 'document-intro-en',
  closingEn: 'document-closing-en',
};

const TEXT_LABELS = { salutation: 'letter.salutation.label', intro: 'letter.intro.label', closing: 'letter.closing.label' } as const;

/**
 * Settings → Quote documents: the number pattern, the default validity, the sales person's contact, the
 * default terms, the footer columns and the letter's salutation, intro and closing per document language. Every limit is checked here, each with its own message, so main's
 * check never refuses a save; the fields keep what was typed until it is saved.
 */
export function DocumentSettingsPanel({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  const words = useI18n();
  const { t } = words;
  const [typed, setTyped] = useState<TypedDocumentSettings>(() => typedDocumentSettings(state.documents));
  // Messages, not text: a switch of the UI language rewords what is already shown.
  const [errors, setErrors] = useState<Partial<Record<DocumentSettingsField, Message>>>({});
  const form = useRef<HTMLFormElement>(null);
  const save = useAppStateMutation(async (settings: DocumentSettings) => unwrap(await bridge.setDocumentSettings(settings)));
  // A refused save puts the cursor in the first field at fault (each refusal is a new errors object).
  useEffect(() => {
    const first = DOCUMENT_SETTINGS_FIELDS.find((field) => errors[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#${FIELD_ID[first]}`)?.focus();
  }, [errors]);

  // Set by IT: the footer is shown as it is, not changeable here; main keeps the user's own beneath it.
  const footerLocked = state.policies.footerLocked;
  const submit = (): void => {
    save.reset();
    // IT's footer goes back as main gave it (main refuses any other), not as it was when the form opened.
    const checked = checkDocumentSettings(footerLocked ? { ...typed, footer: typedDocumentSettings(state.documents).footer } : typed);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    // Shown as saved (tidied) once main has them; until then, and if main refuses, as typed.
    save.mutate(checked.value, { onSuccess: (next) => setTyped(typedDocumentSettings(next.documents)) });
  };
  const errorOf = (field: DocumentSettingsField): string | undefined => {
    const error = errors[field];
    return error === undefined ? undefined : words.text(error);
  };
  const line = (field: LineField, label: string, hint?: string, extra?: { inputMode?: 'numeric'; type?: 'email' | 'tel' }) => (
    <Field id={FIELD_ID[field]} label={label} error={errorOf(field)} {...(hint === undefined ? {} : { hint })}>
      {(describedBy) => (
        <input
          id={FIELD_ID[field]}
          value={typed[field]}
          spellCheck={false}
          {...extra}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setTyped((before) => ({ ...before, [field]: event.target.value }))}
        />
      )}
    </Field>
  );
  const { footerLines, footerLineLength } = DOCUMENT_SETTINGS_LIMITS;
  return (
    // Laid out as the company's section just above it: a heading and fields stacked.
    <section className="support company-settings" aria-labelledby="document-settings-heading">
      <h3 id="document-settings-heading">{t('letter.settings.heading')}</h3>
      <p className="field-hint">{t('letter.settings.intro')}</p>
      <form
        ref={form}
        noValidate
        aria-labelledby="document-settings-heading"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {line('numberPattern', t('letter.settings.pattern'), t('letter.settings.patternHint'))}
        {line('validityDays', t('letter.settings.validity'), t('letter.settings.validityHint', { max: VALIDITY_DAYS_LIMIT }), {
          inputMode: 'numeric',
        })}
        {line('name', t('letter.settings.salespersonName'))}
        {line('phone', t('letter.settings.salespersonPhone'), undefined, { type: 'tel' })}
        {line('email', t('letter.settings.salespersonEmail'), undefined, { type: 'email' })}
        <Field
          id={FIELD_ID.terms}
          label={t('letter.settings.terms')}
          error={errorOf('terms')}
          hint={t('letter.settings.termsHint', { lines: TERMS_LIMITS.lines })}
        >
          {(describedBy) => (
            <textarea
              id={FIELD_ID.terms}
              rows={4}
              value={typed.terms}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => setTyped((before) => ({ ...before, terms: event.target.value }))}
            />
          )}
        </Field>
        <fieldset className="document-footer">
          <legend>{t('letter.settings.footerGroup')}</legend>
          {/* One hint for the three columns, read with each of them; IT's footer says who set it instead. */}
          {footerLocked ? null : (
            <p id="document-footer-hint" className="field-hint">
              {t('letter.settings.footerHint', { lines: footerLines, length: footerLineLength })}
            </p>
          )}
          {(['footer1', 'footer2', 'footer3'] as const).map((field, column) => (
            <Field
              key={field}
              id={FIELD_ID[field]}
              label={t('letter.settings.footer', { column: column + 1 })}
              error={errorOf(field)}
              {...(footerLocked ? { hint: t('policy.setByIt') } : {})}
            >
              {(describedBy) => (
                <textarea
                  id={FIELD_ID[field]}
                  rows={footerLines}
                  value={footerLocked ? (state.documents.footer[column] ?? '') : typed.footer[column]}
                  readOnly={footerLocked}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={[describedBy, footerLocked ? null : 'document-footer-hint'].filter(Boolean).join(' ') || undefined}
                  onChange={(event) => {
                    const text = event.target.value;
                    setTyped((before) => {
                      const footer: TypedDocumentSettings['footer'] = [...before.footer];
                      footer[column] = text;
                      return { ...before, footer };
                    });
                  }}
                />
              )}
            </Field>
          ))}
        </fieldset>
        {(['de', 'en'] as const).map((language) => (
          <fieldset key={language} className="document-letter-texts">
            <legend>{t('letter.settings.textsGroup', { language })}</legend>
            <p id={`document-texts-hint-${language}`} className="field-hint">
              {t('letter.settings.textsHint', { language })}
            </p>
            {LETTER_TEXT_SETTINGS[language].map(([setting, field]) => (
              <Field key={setting} id={FIELD_ID[setting]} label={t(TEXT_LABELS[field])} error={errorOf(setting)}>
                {(describedBy) => {
                  const common = {
                    id: FIELD_ID[setting],
                    value: typed.letterTexts[language][field],
                    'aria-invalid': errors[setting] ? true : undefined,
                    'aria-describedby': [describedBy, `document-texts-hint-${language}`].filter(Boolean).join(' '),
                    onChange: (event: { target: { value: string } }) => {
                      const text = event.target.value;
                      setTyped((before) => ({
                        ...before,
                        letterTexts: { ...before.letterTexts, [language]: { ...before.letterTexts[language], [field]: text } },
                      }));
                    },
                  };
                  return LETTER_TEXT_LIMITS[field].lines === 1 ? <input {...common} /> : <textarea rows={3} {...common} />;
                }}
              </Field>
            ))}
          </fieldset>
        ))}
        <button type="submit" disabled={save.isPending}>
          {t('letter.settings.save')}
        </button>
      </form>
      {/* Always there, so what appears in it is announced. */}
      <span role="status">{save.isSuccess ? t('letter.settings.saved') : null}</span>
      {/* Only when there is one, as the company's: the settings view keeps one alert region always there. */}
      {save.error ? (
        <p role="alert" className="error-box">
          {failureText(words, save.error)}
        </p>
      ) : null}
    </section>
  );
}
