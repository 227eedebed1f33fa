import { useEffect, useRef, useState } from 'react';
import type { PriceLookupBridge, ProxyLoginQuestion } from '@shared/ipc-contract';
import { useI18n } from '../i18n/i18n';

/**
 * Asks for the sign-in a proxy wants (a corporate proxy between this computer and the price service),
 * one question at a time, in a modal dialog; Escape or Cancel cancels. What is typed goes to main once
 * and the fields are emptied.
 */
export function ProxyLoginDialog({ bridge }: { bridge: PriceLookupBridge }) {
  const { t } = useI18n();
  const [questions, setQuestions] = useState<ProxyLoginQuestion[]>([]);
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => bridge.onProxyLogin((question) => setQuestions((waiting) => [...waiting, question])), [bridge]);
  const question = questions[0] ?? null;
  useEffect(() => {
    const element = dialog.current;
    if (question !== null && element !== null && !element.open) element.showModal();
  }, [question]);
  if (question === null) return null;

  const done = (answer: { username: string; password: string } | null): void => {
    void bridge.answerProxyLogin(answer === null ? { id: question.id, cancel: true } : { id: question.id, ...answer });
    setPassword('');
    dialog.current?.close();
    setQuestions((waiting) => waiting.slice(1));
  };
  return (
    <dialog
      ref={dialog}
      className="proxy-login"
      aria-labelledby="proxy-login-title"
      aria-describedby="proxy-login-explanation"
      onCancel={(event) => {
        event.preventDefault();
        done(null);
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (user.trim() !== '') done({ username: user.trim(), password });
        }}
      >
        <h2 id="proxy-login-title">{t('signIn.proxy.title')}</h2>
        <p id="proxy-login-explanation">
          {/* Which proxy asks, by name (its port says nothing to a person): a password goes only to the one expected. */}
          {t('signIn.proxy.explanation', { host: question.host, realm: question.realm })}
        </p>
        <label htmlFor="proxy-login-user">{t('signIn.proxy.user')}</label>
        <input id="proxy-login-user" autoComplete="username" value={user} onChange={(event) => setUser(event.target.value)} required />
        <label htmlFor="proxy-login-password">{t('signIn.proxy.password')}</label>
        <input
          id="proxy-login-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="proxy-login-buttons">
          <button type="submit">{t('signIn.proxy.submit')}</button>
          <button type="button" onClick={() => done(null)}>
            {t('signIn.proxy.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
