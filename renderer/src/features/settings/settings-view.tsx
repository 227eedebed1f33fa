import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { checkBaseUrl, checkToken } from '../../../../electron/shared/connection';
import type { AppState, PriceLookupBridge } from '../../../../electron/shared/ipc-contract';
import { unwrap } from '../../api/lookup-failure';
import { applyAppState, useAppStateMutation } from '../../api/queries';
import { useFocusOnMount } from '../../app/use-focus-on-mount';
import { Field } from '../lookup/field';
import { TokenStatus } from './token-status';

interface SettingsViewProps {
  bridge: PriceLookupBridge;
  state: AppState;
}

interface SettingsErrors {
  baseUrl?: string;
  token?: string;
  general?: string;
}

/**
 * The connection: base URL and access token. The token input is uncontrolled and emptied after saving,
 * so the token is never kept in React state or the query cache; main only answers whether one is stored.
 */
export function SettingsView({ bridge, state }: SettingsViewProps) {
  const client = useQueryClient();
  const [baseUrl, setBaseUrl] = useState(state.baseUrl ?? '');
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const tokenInput = useRef<HTMLInputElement>(null);
  const baseUrlInput = useRef<HTMLInputElement>(null);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  // A refused save puts the cursor in the first field at fault (each refusal sets a new errors object).
  useEffect(() => {
    if (errors.baseUrl) baseUrlInput.current?.focus();
    else if (errors.token) tokenInput.current?.focus();
  }, [errors]);
  const saveConnection = useMutation({
    // The token is read from the field here, not passed in: mutation variables are kept in the cache.
    mutationFn: async (baseUrlToSave: string) => {
      const rawToken = tokenInput.current?.value ?? '';
      const token = rawToken.trim() === '' ? null : checkToken(rawToken);
      return bridge.saveConnection({ baseUrl: baseUrlToSave, ...(token?.ok ? { token: token.value } : {}) });
    },
    onSuccess: (result) => {
      if (!result.ok) {
        const field = result.error.field === 'baseUrl' || result.error.field === 'token' ? result.error.field : 'general';
        setErrors({ [field]: result.error.message });
        return;
      }
      if (tokenInput.current) tokenInput.current.value = '';
      applyAppState(client, result.value);
      setBaseUrl(result.value.baseUrl ?? '');
      setStatus('Saved.');
    },
    onError: (error) => setErrors({ general: `The settings could not be saved: ${error.message}` }),
  });
  const removeToken = useAppStateMutation(async () => unwrap(await bridge.removeToken()));
  const useDemo = useAppStateMutation(async () => unwrap(await bridge.useDemo({ demo: true })));
  const openDiagnostics = useMutation({ mutationFn: async () => unwrap(await bridge.openDiagnostics()) });

  const save = (event: FormEvent): void => {
    event.preventDefault();
    setStatus(null);
    const url = checkBaseUrl(baseUrl);
    const rawToken = tokenInput.current?.value ?? '';
    const token = rawToken.trim() === '' ? null : checkToken(rawToken);
    const found: SettingsErrors = {
      ...(url.ok ? {} : { baseUrl: url.message }),
      ...(token && !token.ok ? { token: token.message } : {}),
    };
    setErrors(found);
    if (!url.ok || (token && !token.ok)) return;
    saveConnection.mutate(url.value);
  };

  const failure = removeToken.error ?? useDemo.error ?? openDiagnostics.error;
  return (
    <div className="settings-view">
      <h2 ref={heading} tabIndex={-1}>
        Connection to the price service
      </h2>
      <form onSubmit={save} noValidate aria-label="Connection">
        <Field id="base-url" label="Base URL" error={errors.baseUrl} hint="For example https://api.example.com — https is required.">
          {(describedBy) => (
            <input
              id="base-url"
              ref={baseUrlInput}
              value={baseUrl}
              onChange={(event) => setBaseUrl(event.target.value)}
              type="url"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={errors.baseUrl ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field id="access-token" label="Access token" error={errors.token} hint="Stored in the system keychain, never shown again.">
          {(describedBy) => (
            <input
              id="access-token"
              ref={tokenInput}
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder={state.hasToken ? 'Paste a new token to replace the stored one' : 'Paste the token'}
              aria-invalid={errors.token ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <div className="settings-actions">
          <button type="submit" className="button-primary" disabled={saveConnection.isPending}>
            Save
          </button>
        </div>
      </form>
      {/* Always there, so a message that appears in it is announced. */}
      <div role="alert">
        {errors.general ? <p className="error-box">{errors.general}</p> : null}
        {failure ? <p className="error-box">{failure.message}</p> : null}
      </div>
      <p role="status" className="settings-status">
        {status}
      </p>
      <div className="token-status">
        <TokenStatus state={state} now={new Date()} />
        {state.hasToken ? (
          <button type="button" onClick={() => removeToken.mutate()} disabled={removeToken.isPending}>
            Remove token
          </button>
        ) : null}
      </div>
      {state.source === 'service' ? (
        <div className="demo-switch">
          <button type="button" onClick={() => useDemo.mutate()} disabled={useDemo.isPending}>
            Use demo data
          </button>
          <span className="field-hint">Shows prices from the built-in simulator instead of the price service.</span>
        </div>
      ) : null}
      <div className="support">
        <button type="button" onClick={() => openDiagnostics.mutate()} disabled={openDiagnostics.isPending}>
          Open diagnostics folder
        </button>
        <span className="field-hint">The log support may ask for. It never contains the token.</span>
      </div>
    </div>
  );
}
