import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { Message } from '@shared/i18n/catalogue';
import { isLanguageChoice, LANGUAGE_CHOICES } from '@shared/i18n/language';
import type { AppState, PriceLookupBridge } from '@shared/ipc-contract';
import type { SettingsSection } from '@shared/settings-sections';
import { isPolicyName } from '@shared/policy-state';
import { failureText, unwrap } from '../../api/bridge-failure';
import { appStateKeys, useAppStateMutation, useSettingsMutation } from '../../api/queries';
import type { SettingsTarget } from '../../app/open-settings';
import { useFocusOnMount } from '../../ui/use-focus-on-mount';
import { useI18n } from '../../i18n/i18n';
import { Field } from '../../ui/field';
import { ClearHistory } from '../recall/clear-history';
import { DesktopSettings } from './desktop-settings';
import { UpdateSettings } from '../updates/update-settings';
import { AppearanceSettings } from './appearance-settings';
import { useConnectionForm } from './connection-form';
import { CompanySettings } from './company-settings';
import { DocumentSettingsPanel } from './document-settings';
import { LastKnownSettings } from './last-known-settings';
import { PlainNumberSetting } from './number-choice-setting';
import { SettingsNav, sectionPanelId, sectionTabId } from './settings-nav';
import { SignInForm } from './sign-in-form';
import { TokenStatus } from './token-status';

interface SettingsViewProps {
  bridge: PriceLookupBridge;
  state: AppState;
  /** Opened by a view to show what it lacks: this section, the cursor in this field. */
  target?: SettingsTarget | null;
}

/**
 * Settings in sections, one shown at a time beside (or, narrow, below) their navigation: connection and
 * sign-in, lookup and history, quotes and documents, shortcut and tray, appearance and language, support.
 * Fields save as you go; the connection (useConnectionForm) and the sign-in by a button of their own.
 */
export function SettingsView({ bridge, state, target = null }: SettingsViewProps) {
  const client = useQueryClient();
  const words = useI18n();
  const { t, text } = words;
  const connection = useConnectionForm(bridge, state);
  const { baseUrl, setBaseUrl, errors, status, save, tokenInput, baseUrlInput, baseUrlHint } = connection;
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const removeToken = useAppStateMutation(async () => unwrap(await bridge.removeToken()));
  const useDemo = useSettingsMutation(bridge);
  const openDiagnostics = useMutation({ mutationFn: async () => unwrap(await bridge.openDiagnostics()) });
  const setLanguage = useSettingsMutation(bridge);

  const { policies } = state;
  const wordedError = (error: Message | undefined): string | undefined => (error === undefined ? undefined : text(error));
  const failure = removeToken.error ?? useDemo.error ?? openDiagnostics.error ?? setLanguage.error;
  const [section, setSection] = useState<SettingsSection>(target?.section ?? state.settingsSection);
  const set = policies.set.filter(isPolicyName);
  const rememberSection = useSettingsMutation(bridge);
  const choose = (chosen: SettingsSection): void => {
    if (chosen === section) return;
    setSection(chosen);
    // At once in the window's state too: Settings left before main answers opens here again.
    client.setQueryData<AppState>(appStateKeys.all, (current) => (current ? { ...current, settingsSection: chosen } : current));
    rememberSection.mutate({ settingsSection: chosen });
  };
  // Opened to show what a view lacks: remembered as the section visited, the cursor in the field (not on the heading).
  const targetField = target?.field;
  const targetSection = target?.section;
  useEffect(() => {
    if (targetSection !== undefined && targetSection !== state.settingsSection) rememberSection.mutate({ settingsSection: targetSection });
    if (targetField !== undefined) document.getElementById(targetField)?.focus();
    // Once, as Settings opens there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [targetField, targetSection]);
  // Every section stays mounted (hidden when another is chosen), so what was typed in one is still there.
  const panel = (id: SettingsSection, children: ReactNode) => (
    <section
      role="tabpanel"
      id={sectionPanelId(id)}
      aria-labelledby={sectionTabId(id)}
      hidden={id !== section}
      className="settings-section"
    >
      <h3>{t(`settings.section.${id}.title`)}</h3>
      <p className="field-hint settings-section-description">{t(`settings.section.${id}.description`)}</p>
      {children}
    </section>
  );
  return (
    <div className="settings-view">
      <h2 ref={heading} tabIndex={-1}>
        {t('lookup.settings.heading')}
      </h2>
      <SettingsNav current={section} onChoose={choose} />
      <div className="settings-sections">
        {/* Always there, so a message that appears in it is announced, whichever section is open. */}
        <div role="alert">
          {errors.general ? <p className="error-box">{text(errors.general)}</p> : null}
          {failure ? <p className="error-box">{failureText(words, failure)}</p> : null}
        </div>
        {/* IT's settings that could not be used: said wherever Settings is open. */}
        {state.policyProblems.length > 0 ? (
          <div className="notice policy-problems">
            {state.policyProblems.map((problem) => (
              <p key={problem.name}>{t('policy.notice', { name: problem.name, reason: text(problem.reason) })}</p>
            ))}
          </div>
        ) : null}
        {panel(
          'connection',
          <>
            <form onSubmit={save} noValidate aria-label={t('lookup.settings.formName')}>
              <Field id="base-url" label={t('lookup.settings.baseUrl')} error={wordedError(errors.baseUrl)} hint={baseUrlHint}>
                {(describedBy) => (
                  <input
                    id="base-url"
                    ref={baseUrlInput}
                    value={policies.baseUrlLocked ? (state.baseUrl ?? '') : baseUrl}
                    readOnly={policies.baseUrlLocked}
                    onChange={(event) => setBaseUrl(event.target.value)}
                    type="url"
                    autoComplete="off"
                    spellCheck={false}
                    aria-invalid={errors.baseUrl ? true : undefined}
                    aria-describedby={describedBy}
                  />
                )}
              </Field>
              {/* IT may allow signing in with a password only: then no token is pasted. */}
              {policies.signIn === 'password-only' ? null : (
                <Field
                  id="access-token"
                  label={t('lookup.settings.accessToken')}
                  error={wordedError(errors.token)}
                  hint={t('lookup.settings.accessTokenHint')}
                >
                  {(describedBy) => (
                    <input
                      id="access-token"
                      ref={tokenInput}
                      type="password"
                      autoComplete="off"
                      spellCheck={false}
                      placeholder={t(state.hasToken ? 'lookup.settings.tokenPlaceholderReplace' : 'lookup.settings.tokenPlaceholder')}
                      aria-invalid={errors.token ? true : undefined}
                      aria-describedby={describedBy}
                    />
                  )}
                </Field>
              )}
              <div className="settings-actions">
                <button type="submit" className="button-primary" disabled={connection.pending}>
                  {t('lookup.settings.save')}
                </button>
              </div>
            </form>
            {/* Saved, but the token refused or not tested: said as a warning, not as good news. */}
            <p
              role="status"
              className={
                status === 'lookup.settings.tokenRefused' || status === 'lookup.settings.tokenUntested'
                  ? 'settings-status settings-status-warn'
                  : 'settings-status'
              }
            >
              {status === null ? null : t(status)}
            </p>
            <div className="token-status">
              <TokenStatus state={state} />
              {state.hasToken ? (
                <button type="button" onClick={() => removeToken.mutate()} disabled={removeToken.isPending}>
                  {t('lookup.settings.removeToken')}
                </button>
              ) : null}
            </div>
            {/* Token only: no form to sign in with a password, and Settings says why none is kept. */}
            {policies.signIn === 'token-only' ? (
              <p className="field-hint" id="kept-password-barred">
                {t('signIn.barred.SignIn')}
              </p>
            ) : (
              <SignInForm bridge={bridge} state={state} baseUrl={baseUrl} />
            )}
            {state.source === 'service' && policies.allowDemo ? (
              <div className="demo-switch">
                <button type="button" onClick={() => useDemo.mutate({ useDemo: true })} disabled={useDemo.isPending}>
                  {t('lookup.settings.useDemo')}
                </button>
                <span className="field-hint">{t('lookup.settings.useDemoHint')}</span>
              </div>
            ) : null}
          </>,
        )}
        {panel(
          'history',
          <>
            <LastKnownSettings bridge={bridge} state={state} />
            <ClearHistory bridge={bridge} />
          </>,
        )}
        {panel(
          'quotes',
          <>
            <PlainNumberSetting bridge={bridge} state={state} setting="recheckAfterHours" />
            <PlainNumberSetting bridge={bridge} state={state} setting="followUpDays" />
            <CompanySettings bridge={bridge} state={state} />
            {/* Drawn anew when IT sets or removes the footer: the fields then start from the footer that applies. */}
            <DocumentSettingsPanel key={state.policies.footerLocked ? 'footer-by-it' : 'footer-own'} bridge={bridge} state={state} />
          </>,
        )}
        {panel('desktop', <DesktopSettings bridge={bridge} state={state} />)}
        {panel(
          'appearance',
          <>
            <AppearanceSettings bridge={bridge} state={state} />
            <div className="support">
              <Field id="ui-language" label={t('lookup.settings.language')}>
                {() => (
                  <select
                    id="ui-language"
                    value={state.languageChoice}
                    onChange={(event) => {
                      if (isLanguageChoice(event.target.value)) setLanguage.mutate({ language: event.target.value });
                    }}
                  >
                    {LANGUAGE_CHOICES.map((choice) => (
                      <option key={choice} value={choice}>
                        {t(`language.${choice}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          </>,
        )}
        {panel(
          'support',
          <>
            <div className="support">
              <button type="button" onClick={() => openDiagnostics.mutate()} disabled={openDiagnostics.isPending}>
                {t('lookup.settings.openDiagnostics')}
              </button>
              <span className="field-hint">{t('lookup.settings.openDiagnosticsHint')}</span>
            </div>
            <UpdateSettings bridge={bridge} state={state} />
            {set.length > 0 ? (
              <section className="support set-by-it" aria-labelledby="set-by-it-heading">
                <h4 id="set-by-it-heading">{t('policy.settings.heading')}</h4>
                <p className="field-hint">{t('policy.settings.intro')}</p>
                <ul>
                  {set.map((name) => (
                    <li key={name}>{t(`policy.${name}.title`)}</li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>,
        )}
      </div>
    </div>
  );
}
