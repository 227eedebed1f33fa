import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { checkBaseUrl, checkToken } from '@shared/connection';
import { msg, type Message, type MessageKey } from '@shared/i18n/catalogue';
import type { AppState, PriceLookupBridge, TokenTest } from '@shared/ipc-contract';
import { failureText } from '../../api/bridge-failure';
import { applyAppState } from '../../api/queries';
import { useI18n } from '../../i18n/i18n';
import { useDraft } from '../../ui/drafts';

/** What the status says once the connection is saved: whether the service took the token pasted with it. */
const TOKEN_TEST_WORDS: Readonly<Record<TokenTest | 'none', MessageKey>> = {
  none: 'lookup.settings.saved',
  accepted: 'lookup.settings.tokenAccepted',
  refused: 'lookup.settings.tokenRefused',
  unreachable: 'lookup.settings.tokenUntested',
};

/** Kept as messages, not words, so they follow a change of language. */
export interface ConnectionErrors {
  baseUrl?: Message;
  token?: Message;
  general?: Message;
}

/**
 * Settings → Connection: the base URL and a pasted token, saved together by "Save connection" (not as you
 * go: a new base URL may sign out, and a token half pasted is none). The token input is uncontrolled and
 * emptied after saving, so the token is never kept in React state or the query cache; main only answers
 * whether one is stored, and whether the service took it.
 */
export function useConnectionForm(bridge: PriceLookupBridge, state: AppState) {
  const client = useQueryClient();
  const words = useI18n();
  const { t } = words;
  // Typed and not yet saved, it stays when Settings is left and opened again.
  const baseUrlDraft = useDraft('baseUrl', state.baseUrl ?? '');
  const baseUrl = baseUrlDraft.text;
  const [errors, setErrors] = useState<ConnectionErrors>({});
  const [status, setStatus] = useState<MessageKey | null>(null);
  const tokenInput = useRef<HTMLInputElement>(null);
  const baseUrlInput = useRef<HTMLInputElement>(null);
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
      const { tokenTest, ...next } = result.value;
      applyAppState(client, next);
      baseUrlDraft.drop(next.baseUrl ?? '');
      setStatus(TOKEN_TEST_WORDS[tokenTest ?? 'none']);
    },
    // Main answers failures as results; this is a call main never answered (the IPC call itself failed).
    onError: (error) => setErrors({ general: msg('lookup.settings.notSaved', { reason: failureText(words, error) }) }),
  });

  const save = (event: FormEvent): void => {
    event.preventDefault();
    setStatus(null);
    const url = checkBaseUrl(baseUrl);
    const rawToken = tokenInput.current?.value ?? '';
    const token = rawToken.trim() === '' ? null : checkToken(rawToken);
    const found: ConnectionErrors = {
      ...(url.ok ? {} : { baseUrl: url.message }),
      ...(token && !token.ok ? { token: token.message } : {}),
    };
    setErrors(found);
    if (!url.ok || (token && !token.ok)) return;
    saveConnection.mutate(url.value);
  };

  // Typed and not saved: the hint says which button keeps it.
  const baseUrlHint = state.policies.baseUrlLocked
    ? t('policy.setByIt')
    : [
        t('lookup.settings.baseUrlHint'),
        baseUrl === (state.baseUrl ?? '') ? '' : t('settings.connection.unsaved', { save: t('lookup.settings.save') }),
      ]
        .filter(Boolean)
        .join(' ');
  return {
    baseUrl,
    setBaseUrl: baseUrlDraft.set,
    errors,
    status,
    save,
    pending: saveConnection.isPending,
    tokenInput,
    baseUrlInput,
    baseUrlHint,
  };
}
