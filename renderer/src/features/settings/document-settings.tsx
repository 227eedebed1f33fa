import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AppState, PriceLookupBridge } from '@shared/ipc-contract';
import { DOCUMENT_SETTINGS_LIMITS } from '@shared/quote/letter-limits';
import { failureText, unwrap } from '../../api/bridge-failure';
import { applyAppState } from '../../api/queries';
import { useI18n } from '../../i18n/i18n';
import { Field } from '../../ui/field';
import { useSaveAsYouGo } from '../../ui/save-as-you-go';
import { DOCUMENT_FIELD_RULES, DOCUMENT_FIELDS, type DocumentField } from './document-settings-form';

/**
 * Settings → Quote documents: the fields listed in DOCUMENT_FIELDS (number pattern, validity, the sales
 * person's contact, terms, the footer columns, salutation, intro and closing per document language), each saved as you go: checked where it is typed, saved when
 * it is left or after a pause, "Saved" beside the field saved last; a refused text stays as typed, not saved.
 */
export function DocumentSettingsPanel({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  const words = useI18n();
  const { t } = words;
  const client = useQueryClient();
  // Not a mutation of this panel's: the last field is saved as Settings closes, after the panel is gone.
  const fields = useSaveAsYouGo(
    DOCUMENT_FIELD_RULES,
    state.documents,
    async (settings) => {
      const next = unwrap(await bridge.updateSettings({ documents: settings }));
      applyAppState(client, next);
      return next.documents;
    },
    'documents',
  );
  // Set by IT: the footer is shown as it is, not changeable here; main keeps the user's own beneath it.
  const footerLocked = state.policies.footerLocked;
  const { footerLines, footerLineLength } = DOCUMENT_SETTINGS_LIMITS;

  const field = (each: DocumentField): ReactNode => {
    const locked = each.footer === true && footerLocked;
    const error = fields.error(each.field);
    const failure = fields.failure(each.field);
    const hint = locked ? t('policy.setByIt') : each.hint?.(words);
    const props = {
      id: each.id,
      value: locked ? each.shown(state.documents) : fields.typed(each.field),
      readOnly: locked,
      'aria-invalid': error ? true : undefined,
      onChange: (event: { target: { value: string } }) => fields.change(each.field, event.target.value),
      onBlur: () => fields.leave(each.field),
    } as const;
    return (
      <Field
        key={each.id}
        id={each.id}
        label={each.label(words)}
        error={error ? words.text(error) : failure ? t('settings.notSaved', { reason: failureText(words, failure) }) : undefined}
        hint={hint}
        status={locked ? undefined : fields.saved(each.field) ? t('settings.saved') : ''}
      >
        {(describedBy) => {
          // The footer's one hint is read with each of its columns, a language's with each of its texts.
          const groupHint =
            each.footer && !footerLocked ? 'document-footer-hint' : each.letterTexts ? `document-texts-hint-${each.letterTexts}` : null;
          const described = [describedBy, groupHint].filter(Boolean).join(' ') || undefined;
          return each.rows === undefined ? (
            <input
              {...props}
              {...each.input}
              spellCheck={false}
              aria-describedby={described}
              onKeyDown={(event) => {
                if (event.key === 'Enter') fields.leave(each.field);
              }}
            />
          ) : (
            <textarea {...props} rows={each.rows} aria-describedby={described} />
          );
        }}
      </Field>
    );
  };
  const own = DOCUMENT_FIELDS.filter((each) => !each.footer && !each.letterTexts && !each.mail);
  const footer = DOCUMENT_FIELDS.filter((each) => each.footer);
  return (
    // Laid out as the company's section just above it: a heading and fields stacked.
    <section className="support company-settings" aria-labelledby="document-settings-heading">
      <h3 id="document-settings-heading">{t('letter.settings.heading')}</h3>
      <p className="field-hint">{t('letter.settings.intro')}</p>
      <div role="group" aria-labelledby="document-settings-heading" className="settings-fields">
        {own.map(field)}
        <fieldset className="document-footer">
          <legend>{t('letter.settings.footerGroup')}</legend>
          {/* One hint for the three columns, read with each of them; IT's footer says who set it instead. */}
          {footerLocked ? null : (
            <p id="document-footer-hint" className="field-hint">
              {t('letter.settings.footerHint', { lines: footerLines, length: footerLineLength })}
            </p>
          )}
          {footer.map(field)}
        </fieldset>
        {(['de', 'en'] as const).map((language) => (
          <fieldset key={language} className="document-letter-texts">
            <legend>{t('letter.settings.textsGroup', { language })}</legend>
            <p id={`document-texts-hint-${language}`} className="field-hint">
              {t('letter.settings.textsHint', { language })}
            </p>
            {DOCUMENT_FIELDS.filter((each) => each.letterTexts === language).map(field)}
          </fieldset>
        ))}
        <fieldset className="document-letter-texts">
          <legend>{t('mail.settings.group')}</legend>
          {DOCUMENT_FIELDS.filter((each) => each.mail).map(field)}
        </fieldset>
      </div>
    </section>
  );
}
