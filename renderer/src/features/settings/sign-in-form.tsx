import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { checkBaseUrl } from '@shared/connection';
import { msg, type Message } from '@shared/i18n/catalogue';
import type { AppState, PriceLookupBridge } from '@shared/ipc-contract';
import { failureText } from '../../api/bridge-failure';
import { applyAppState, appStateKeys } from '../../api/queries';
import { useI18n } from '../../i18n/i18n';
import { Field } from '../../ui/field';

interface SignInFormProps {
  bridge: PriceLookupBridge;
  state: AppState;
  /** The base URL as typed in the connection form above: sign-in goes to that service. */
  baseUrl: string;
}

/** Kept as messages, not words, so they follow a change of language. */
interface SignInErrors {
  user?: Message;
  password?: Message;
  general?: Message;
}

/**
 * Sign in with user name and password instead of pasting a token. The password input is uncontrolled
 * and emptied on every submit, whatever the outcome: the password is never kept in React state, the
 * query cache or a mutation's variables. Main keeps the token (and, to stay signed in, the password).
 */
export function SignInForm({ bridge, state, baseUrl }: SignInFormProps) {
  const client = useQueryClient();
  const words = useI18n();
  const { t, text } = words;
  const [user, setUser] = useState(state.signedInAs ?? '');
  const [staySignedIn, setStaySignedIn] = useState(state.staySignedIn);
  // Another program (the CLI) may sign in as someone else: the form follows the account main reports.
  const [shownAccount, setShownAccount] = useState(state.signedInAs);
  if (shownAccount !== state.signedInAs) {
    setShownAccount(state.signedInAs);
    if (state.signedInAs !== null) setUser(state.signedInAs);
    setStaySignedIn(state.staySignedIn);
  }
  const [errors, setErrors] = useState<SignInErrors>({});
  // Handed from submit to the call and dropped there: never in state, the cache or mutation variables.
  const pendingPassword = useRef('');
  const userInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // Main renews the token by itself while staying signed in: show its current expiry when Settings opens.
  const renewsItself = state.staySignedIn;
  useEffect(() => {
    if (renewsItself) void client.invalidateQueries({ queryKey: appStateKeys.all });
  }, [client, renewsItself]);
  useEffect(() => {
    if (errors.user) userInput.current?.focus();
    else if (errors.password) passwordInput.current?.focus();
  }, [errors]);

  /** Takes the password out of its field, leaving the field empty. */
  const takePassword = (): string => {
    const field = passwordInput.current;
    const password = field?.value ?? '';
    if (field) field.value = '';
    return password;
  };

  const signIn = useMutation({
    mutationFn: async (url: string) => {
      const password = pendingPassword.current;
      pendingPassword.current = '';
      return bridge.signIn({ baseUrl: url, user, password, staySignedIn });
    },
    onSuccess: (result) => {
      if (!result.ok) {
        const field = result.error.field === 'user' || result.error.field === 'password' ? result.error.field : 'general';
        setErrors({ [field]: result.error.message });
        return;
      }
      applyAppState(client, result.value);
    },
    onError: (error) => setErrors({ general: msg('lookup.settings.notSaved', { reason: failureText(words, error) }) }),
  });

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const password = takePassword();
    const url = checkBaseUrl(baseUrl);
    const found: SignInErrors = {
      ...(url.ok ? {} : { general: baseUrl.trim() === '' ? msg('signIn.baseUrlFirst') : url.message }),
      ...(user.trim() === '' ? { user: msg('signIn.error.userEmpty') } : {}),
      ...(password === '' ? { password: msg('signIn.error.passwordEmpty') } : {}),
    };
    setErrors(found);
    if (!url.ok || found.user || found.password) return;
    pendingPassword.current = password;
    signIn.mutate(url.value);
  };

  const worded = (message: Message | undefined): string | undefined => (message === undefined ? undefined : text(message));
  // Main stopped renewing because the service refused the kept password: say so until the user signs in again.
  const problem = errors.general ?? (state.passwordRejected ? msg('signIn.error.passwordRejected') : undefined);
  return (
    <section className="sign-in" aria-labelledby="sign-in-heading">
      <h3 id="sign-in-heading">{t('signIn.heading')}</h3>
      <p className="field-hint">{t('signIn.intro')}</p>
      <form onSubmit={submit} noValidate aria-label={t('signIn.formName')}>
        <Field id="sign-in-user" label={t('signIn.user')} error={worded(errors.user)}>
          {(describedBy) => (
            <input
              id="sign-in-user"
              ref={userInput}
              value={user}
              onChange={(event) => setUser(event.target.value)}
              autoComplete="username"
              spellCheck={false}
              aria-invalid={errors.user ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field id="sign-in-password" label={t('signIn.password')} error={worded(errors.password)}>
          {(describedBy) => (
            <input
              id="sign-in-password"
              ref={passwordInput}
              type="password"
              autoComplete="current-password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        {/* Where IT allows no kept password, there is nothing to choose: Settings says why. */}
        {state.policies.staySignedInAllowed ? null : <p className="field-hint">{t('signIn.barred.StaySignedInAllowed')}</p>}
        <div className="field" hidden={!state.policies.staySignedInAllowed}>
          <label className="checkbox-label">
            <input
              type="checkbox"
              checked={staySignedIn && state.policies.staySignedInAllowed}
              onChange={(event) => setStaySignedIn(event.target.checked)}
              aria-describedby="stay-signed-in-hint"
            />
            {t('signIn.staySignedIn')}
          </label>
          <p className="field-hint" id="stay-signed-in-hint">
            {t('signIn.staySignedInHint')}
          </p>
        </div>
        <div className="settings-actions">
          <button type="submit" className="button-primary" disabled={signIn.isPending}>
            {t('signIn.submit')}
          </button>
        </div>
      </form>
      {/* Always there, so a message that appears in it is announced; assertive like an alert, without being a
          second alert region of the view beside the connection form's. */}
      <div aria-live="assertive" aria-atomic="true" className="sign-in-problem">
        {problem ? <p className="error-box">{text(problem)}</p> : null}
      </div>
      <div role="status" className="settings-status">
        {state.hasToken && state.signedInAs !== null ? (
          <>
            <p>{t('signIn.signedIn', { user: state.signedInAs })}</p>
            <p className="field-hint">{t(state.staySignedIn ? 'signIn.renewsItself' : 'signIn.asksAgain')}</p>
          </>
        ) : null}
      </div>
    </section>
  );
}
