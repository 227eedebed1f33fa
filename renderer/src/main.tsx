import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getBridge } from './api/bridge';
import { appStateQuery, createQueryClient, followAppState } from './api/queries';
import { App } from './app/app';
import { browserUiLanguage } from './app/browser-language';
import { NotConnected } from './app/not-connected';
import { loadStartWords } from './i18n/catalogues';
import { I18nProvider } from './i18n/i18n';
import './styles.css';

// Before the first render, so even "Starting…" is announced in its language; I18nProvider keeps it current.
const firstLanguage = browserUiLanguage();
document.documentElement.lang = firstLanguage;
const root = createRoot(document.getElementById('root') as HTMLElement);
const bridge = getBridge();
const client = createQueryClient();
// The words the start's code names, in the language it starts in, before it is drawn; the rest, the other
// language and the views opened later wait until the window is drawn and idle (later-views.tsx), unless
// needed sooner (api/words-of-answers.ts). Should the first fail, I18nProvider tries again and says so.
const words = loadStartWords(firstLanguage).catch(() => loadStartWords(firstLanguage === 'en' ? 'de' : 'en'));
// Main is asked for the app state while the words load, not after: the window is drawn one round trip sooner.
// Asked after the words are on their way, so an answer with a message of the words left out waits for them.
// Main's own changes of the state are followed from before the first ask (api/queries.ts).
if (bridge) {
  followAppState(bridge, client);
  void client.prefetchQuery(appStateQuery(bridge));
}
const render = (): void =>
  root.render(
    <StrictMode>
      {bridge ? (
        <QueryClientProvider client={client}>
          <App bridge={bridge} />
        </QueryClientProvider>
      ) : (
        <I18nProvider language={browserUiLanguage()}>
          <NotConnected />
        </I18nProvider>
      )}
    </StrictMode>,
  );
void words.then(render, render);
