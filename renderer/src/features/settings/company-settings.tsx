import { useState } from 'react';
import type { AppState, PriceLookupBridge } from '../../../../electron/shared/ipc-contract';
import { failureText, unwrap } from '../../api/bridge-failure';
import { useAppStateMutation } from '../../api/queries';
import { useI18n } from '../../i18n/i18n';
import { Field } from '../../ui/field';

/**
 * The company block on quote documents: name, address lines, and a logo main asks for with the system's
 * open dialog and keeps itself (the window never handles the file).
 */
export function CompanySettings({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  const words = useI18n();
  const { t } = words;
  // Set by IT: shown as it is, not changeable here.
  const locked = state.policies.companyLocked;
  const [name, setName] = useState(state.company.name);
  const [address, setAddress] = useState(state.company.address.join('\n'));
  // Main keeps at most 8 lines of 200 characters and refuses more as a whole.
  const lines = (): string[] =>
    address
      .split(/\r?\n/)
      .slice(0, 8)
      .map((line) => line.slice(0, 200));
  const save = useAppStateMutation(async () => unwrap(await bridge.setCompany({ name, address: lines() })));
  const chooseLogo = useAppStateMutation(async () => unwrap(await bridge.chooseCompanyLogo()));
  const removeLogo = useAppStateMutation(async () => unwrap(await bridge.removeCompanyLogo()));
  const failure = save.error ?? chooseLogo.error ?? removeLogo.error;
  const reset = (): void => {
    save.reset();
    chooseLogo.reset();
    removeLogo.reset();
  };
  return (
    <section className="support company-settings" aria-labelledby="company-heading">
      <h3 id="company-heading">{t('document.company.heading')}</h3>
      <p className="field-hint">{t('document.company.intro')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          reset();
          save.mutate(undefined);
        }}
      >
        <Field id="company-name" label={t('document.company.name')} {...(locked ? { hint: t('policy.setByIt') } : {})}>
          {(describedBy) => (
            <input
              id="company-name"
              value={locked ? state.company.name : name}
              maxLength={200}
              readOnly={locked}
              aria-describedby={describedBy}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <Field
          id="company-address"
          label={t('document.company.address')}
          hint={t(locked ? 'policy.setByIt' : 'document.company.addressHint')}
        >
          {(describedBy) => (
            <textarea
              id="company-address"
              rows={4}
              value={locked ? state.company.address.join('\n') : address}
              readOnly={locked}
              aria-describedby={describedBy}
              onChange={(event) => setAddress(event.target.value)}
            />
          )}
        </Field>
        {locked ? null : (
          <button type="submit" disabled={save.isPending}>
            {t('document.company.save')}
          </button>
        )}
      </form>
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
      {/* Always there, so what appears in it is announced. */}
      <span role="status">{save.isSuccess ? t('document.company.saved') : null}</span>
      {failure ? (
        <p role="alert" className="error-box">
          {failureText(words, failure)}
        </p>
      ) : null}
    </section>
  );
}
