import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PriceLookupBridge } from '../../../electron/shared/ipc-contract';
import { appStateQuery } from '../api/queries';
import { LookupView } from '../features/lookup/lookup-view';
import { QuoteView } from '../features/quote/quote-view';
import { QuotesProvider } from '../features/quote/quotes-context';
import { SettingsView } from '../features/settings/settings-view';
import { RegionalLocaleProvider } from '../format/regional-locale';

type View = 'lookup' | 'quote' | 'settings';

/** The window: header, demo banner, and the lookup and settings views. Both stay mounted so nothing typed is lost. */
export function App({ bridge }: { bridge: PriceLookupBridge }) {
  const state = useQuery(appStateQuery(bridge));
  const [view, setView] = useState<View>('lookup');

  if (state.isPending || state.isError) {
    // The alert is there before its message, so a screen reader announces the message when it comes.
    return (
      <>
        {state.isPending ? <p className="app-loading">Starting…</p> : null}
        <div role="alert">
          {state.isError ? <p className="error-box">Price Lookup could not read its settings: {state.error.message}</p> : null}
        </div>
      </>
    );
  }
  const current = state.data;
  return (
    <RegionalLocaleProvider value={current.regionalLocale}>
      <div className="app">
        <header className="app-header">
          <h1>Price Lookup</h1>
          <nav className="app-nav">
            {view !== 'lookup' ? (
              <button type="button" onClick={() => setView('lookup')}>
                Back to lookup
              </button>
            ) : null}
            {view !== 'quote' ? (
              <button type="button" onClick={() => setView('quote')}>
                Quote
              </button>
            ) : null}
            {view !== 'settings' ? (
              <button type="button" onClick={() => setView('settings')}>
                Settings
              </button>
            ) : null}
          </nav>
        </header>
        {current.source === 'demo' ? (
          <div className="demo-banner">
            <p>
              <strong>Demo data</strong> — these prices come from the built-in simulator, not from the price service.
            </p>
            {view === 'lookup' ? (
              <button type="button" onClick={() => setView('settings')}>
                Connect to the price service
              </button>
            ) : null}
          </div>
        ) : null}
        <div role="status">{current.notice ? <p className="notice">{current.notice}</p> : null}</div>
        <QuotesProvider bridge={bridge}>
          <main>
            <div hidden={view !== 'lookup'}>
              <LookupView bridge={bridge} state={current} active={view === 'lookup'} onOpenSettings={() => setView('settings')} />
            </div>
            {view === 'quote' ? <QuoteView bridge={bridge} state={current} /> : null}
            {view === 'settings' ? <SettingsView bridge={bridge} state={current} /> : null}
          </main>
        </QuotesProvider>
      </div>
    </RegionalLocaleProvider>
  );
}
