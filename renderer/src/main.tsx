import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getBridge } from './api/bridge';
import { createQueryClient } from './api/queries';
import { App } from './app/app';
import { browserUiLanguage } from './app/browser-language';
import { NotConnected } from './app/not-connected';
import { I18nProvider } from './i18n/i18n';
import './styles.css';

// Before the first render, so even "Starting…" is announced in its language; I18nProvider keeps it current.
document.documentElement.lang = browserUiLanguage();
const root = createRoot(document.getElementById('root') as HTMLElement);
const bridge = getBridge();
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
