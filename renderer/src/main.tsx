import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getBridge } from './api/bridge';
import { createQueryClient } from './api/queries';
import { App } from './app/app';
import { preloadLaterViews } from './app/later-views';
import { browserUiLanguage } from './app/browser-language';
import { NotConnected } from './app/not-connected';
import type { UiLanguage } from '@shared/i18n/language';
import { loadLanguage } from './i18n/catalogues';
import { I18nProvider } from './i18n/i18n';
import './styles.css';

// Before the first render, so even "Starting…" is announced in its language; I18nProvider keeps it current.
const firstLanguage = browserUiLanguage();
document.documentElement.lang = firstLanguage;
const root = createRoot(document.getElementById('root') as HTMLElement);
const bridge = getBridge();
// The window's words in the language it starts in, before it is drawn; the other language's once the
// window is idle, so switching is at once. Should the first fail, I18nProvider tries again and says so.
const render = (): void =>
  root.render(
    <StrictMode>
      {bridge ? (
        <QueryClientProvider client={createQueryClient()}>
          <App bridge={bridge} />
        </QueryClientProvider>
      ) : (
        <I18nProvider language={browserUiLanguage()}>
          <NotConnected />
        </I18nProvider>
      )}
    </StrictMode>,
  );
void loadLanguage(firstLanguage)
  .catch(() => loadLanguage(firstLanguage === 'en' ? 'de' : 'en'))
  .then(render, render);
const other: UiLanguage = firstLanguage === 'de' ? 'en' : 'de';
const later = (run: () => void): void =>
  void (typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 1_000));
later(() => {
  void loadLanguage(other).catch(() => undefined);
  preloadLaterViews();
});
