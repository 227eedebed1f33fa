import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Company } from '@shared/company';
import type { AppState, PriceLookupBridge } from '@shared/ipc-contract';
import { failureText, unwrap } from '../../api/bridge-failure';
import { applyAppState, useAppStateMutation } from '../../api/queries';
import { useI18n } from '../../i18n/i18n';
import { Field } from '../../ui/field';
import { useSaveAsYouGo } from '../../ui/save-as-you-go';
import { COMPANY_FIELD_RULES, COMPANY_FIELD_VIEWS, type CompanyFieldView } from './company-settings-form';
import { FailureAlert } from '../../ui/failure-alert';

/** The company's own fields, without what only main keeps (the logo). */
const companyOf = ({ name, address, country, registerCourt, registerNumber, managingDirectors, vatId }: Company): Company => ({
  name,
  address,
  country,
  registerCourt,
  registerNumber,
  managingDirectors,
  vatId,
});

/**
 * The company on quote documents: name and address at the top, the legal details (register court and number,
 * managing directors, VAT ID) in the footer of every page, each saved as you go; and a logo main asks for
 * with the system's open dialog and keeps itself (the window never handles the file). IT may set them all.
 */
export function CompanySettings({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  const words = useI18n();
  const { t } = words;
  const client = useQueryClient();
  // Set by IT: shown as it is, not changeable here.
  const locked = state.policies.companyLocked;
  // Not a mutation of this panel's: the last field is saved as Settings closes, after the panel is gone.
  const fields = useSaveAsYouGo(
    COMPANY_FIELD_RULES,
    state.company,
    async (company) => {
      const next = unwrap(await bridge.updateSettings({ company: companyOf(company) }));
      applyAppState(client, next);
      return next.company;
    },
    'company',
  );
  const chooseLogo = useAppStateMutation(async () => unwrap(await bridge.chooseCompanyLogo()));
  const removeLogo = useAppStateMutation(async () => unwrap(await bridge.removeCompanyLogo()));
  const failure = chooseLogo.error ?? removeLogo.error;
  const reset = (): void => {
    chooseLogo.reset();
    removeLogo.reset();
  };

  const field = (view: CompanyFieldView): ReactNode => {
    const error = fields.error(view.field);
    const failed = fields.failure(view.field);
    const props = {
      id: view.id,
      value: locked ? view.shown(state.company) : fields.typed(view.field),
      readOnly: locked,
      'aria-invalid': error ? true : undefined,
      onChange: (event: { target: { value: string } }) => fields.change(view.field, event.target.value),
      onBlur: () => fields.leave(view.field),
    } as const;
    return (
      <Field
        key={view.id}
        id={view.id}
        label={view.label(words)}
        error={error ? words.text(error) : failed ? t('settings.notSaved', { reason: failureText(words, failed) }) : undefined}
        hint={locked ? t('policy.setByIt') : view.hint?.(words)}
        status={locked ? undefined : fields.saved(view.field) ? t('settings.saved') : ''}
      >
        {(describedBy) =>
          view.choices ? (
            <select
              id={view.id}
              value={locked ? view.shown(state.company) : fields.typed(view.field)}
              disabled={locked}
              aria-describedby={describedBy}
              onChange={(event) => {
                fields.change(view.field, event.target.value);
                fields.leave(view.field);
              }}
            >
              {view.choices(words, { regionalLocale: state.regionalLocale, vatId: state.company.vatId }).map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          ) : view.rows === undefined ? (
            <input
              {...props}
              aria-describedby={describedBy}
              onKeyDown={(event) => {
                if (event.key === 'Enter') fields.leave(view.field);
              }}
            />
          ) : (
            <textarea {...props} rows={view.rows} aria-describedby={describedBy} />
          )
        }
      </Field>
    );
  };
  return (
    <section className="support company-settings" aria-labelledby="company-heading">
      <h3 id="company-heading">{t('document.company.heading')}</h3>
      <p className="field-hint">{t('document.company.intro')}</p>
      {COMPANY_FIELD_VIEWS.filter((view) => !view.legal).map(field)}
      <fieldset className="company-legal" aria-describedby="company-legal-intro">
        <legend>{t('company.legal.heading')}</legend>
        <p id="company-legal-intro" className="field-hint">
          {t('company.legal.intro')}
        </p>
        {COMPANY_FIELD_VIEWS.filter((view) => view.legal).map(field)}
      </fieldset>
      <div className="company-logo">
        <span>{state.company.hasLogo ? t('document.company.logoSet') : t('document.company.noLogo')}</span>
        <button
          type="button"
          onClick={() => {
            reset();
            chooseLogo.mutate(undefined);
          }}
          disabled={chooseLogo.isPending}
        >
          {t('document.company.chooseLogo')}
        </button>
        {state.company.hasLogo ? (
          <button
            type="button"
            onClick={() => {
              reset();
              removeLogo.mutate(undefined);
            }}
            disabled={removeLogo.isPending}
          >
            {t('document.company.removeLogo')}
          </button>
        ) : null}
      </div>
      <FailureAlert failure={failure} />
    </section>
  );
}
