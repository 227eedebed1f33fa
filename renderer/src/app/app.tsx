import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { AppState, ClipboardMiss, PriceLookupBridge } from '@shared/ipc-contract';
import type { LookupRequest } from '@shared/lookup-input';
import { failureText } from '../api/bridge-failure';
import { appStateQuery } from '../api/queries';
import { UpdateBanner } from '../features/updates/update-banner';
import { LookupView } from '../features/lookup/lookup-view';
import { QuotesProvider } from '../features/quote/quotes-context';
import { FollowUpNotice } from '../features/quote/sending/follow-up-notice';
import { RegionalLocaleProvider } from '../format/regional-locale';
import { HiddenViewWords, I18nProvider, useI18n } from '../i18n/i18n';
import { browserUiLanguage } from './browser-language';
import { useDocumentTheme } from './document-theme';
import { CustomersView, LaterView, QuoteView, SettingsView, useLaterLoads } from './later-views';
import { OpenSettingsContext, type SettingsTarget } from './open-settings';
import { Notice } from './notice';
import { ProxyLoginDialog } from './proxy-login-dialog';
import { leaveField } from '../ui/leave-field';
import { handOverTyped } from '../ui/hand-over';

type View = 'lookup' | 'quote' | 'customers' | 'settings';

/**
 * The window, in the UI language main reports; until main has answered, in the browser's. A new
 * language in the app state re-renders the window in place: nothing typed is lost, nothing is asked again.
 */
export function App({ bridge }: { bridge: PriceLookupBridge }) {
  const state = useQuery(appStateQuery(bridge));
  useDocumentTheme(state.data?.appearance);
  // Before the window goes, main asks for what is typed and not yet taken: handed over, then answered.
  useEffect(
    () =>
      bridge.onHandOverTyped((question) => {
        void handOverTyped().then((unkept) => bridge.typedHandedOver({ question, unkept }));
      }),
    [bridge],
  );
  return (
    <I18nProvider language={state.data ? state.data.uiLanguage : browserUiLanguage()}>
      {state.isPending || state.isError ? <AppStarting error={state.error} /> : <AppWindow bridge={bridge} state={state.data} />}
    </I18nProvider>
  );
}

/** Until the app state is there: "Starting…", or why it could not be read. */
function AppStarting({ error }: { error: Error | null }) {
  const words = useI18n();
  // The alert is there before its message, so a screen reader announces the message when it comes.
  return (
    <>
      {error === null ? <p className="app-loading">{words.t('lookup.app.starting')}</p> : null}
      <div role="alert">
        {error !== null ? (
          <p className="error-box">{words.t('lookup.app.stateUnreadable', { reason: failureText(words, error) })}</p>
        ) : null}
      </div>
    </>
  );
}

/** Header, demo banner, notice, and the lookup, quote and settings views. The lookup view stays mounted so nothing typed is lost. */
function AppWindow({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  const { t, text } = useI18n();
  useLaterLoads();
  const [view, setShownView] = useState<View>('lookup');
  // Also by a key, the tray or the menu, not only a click: the field being typed in applies what it holds first.
  const setView = useCallback((next: View): void => {
    leaveField();
    setShownView(next);
  }, []);
  // Where a view asked Settings to open (a section, the cursor in a field); none when the user opens it.
  const [settingsTarget, setSettingsTarget] = useState<SettingsTarget | null>(null);
  const openSettingsAt = useCallback(
    (target: SettingsTarget | null) => {
      setSettingsTarget(target);
      setView('settings');
    },
    [setView],
  );
  /** Settings as the user opens it: at the section visited last. */
  const showSettings = useCallback(() => openSettingsAt(null), [openSettingsAt]);
  // The global shortcut: back to the lookup, the cursor in the article number with its text selected.
  const [summons, setSummons] = useState(0);
  useEffect(
    () =>
      bridge.onFocusArticle(() => {
        setView('lookup');
        setSummons((count) => count + 1);
      }),
    [bridge, setView],
  );
  // The app menu's "Settings…" (Ctrl+, / ⌘,): Settings, at the section visited last.
  useEffect(() => bridge.onOpenSettings(showSettings), [bridge, showSettings]);
  // The tray's lookups: back to the lookup, the form filled and looked up (each one counted, so the same again runs again).
  const [trayLookup, setTrayLookup] = useState<{ request: LookupRequest; count: number } | null>(null);
  useEffect(
    () =>
      bridge.onLookUp((request) => {
        setView('lookup');
        setTrayLookup((previous) => ({ request, count: (previous?.count ?? 0) + 1 }));
      }),
    [bridge, setView],
  );
  // The tray's clipboard entry found no article number: back to the lookup, where it is said (each one counted, so it is said again).
  const [clipboardMiss, setClipboardMiss] = useState<{ why: ClipboardMiss; count: number } | null>(null);
  useEffect(
    () =>
      bridge.onClipboardNoArticle((why) => {
        setView('lookup');
        setClipboardMiss((previous) => ({ why, count: (previous?.count ?? 0) + 1 }));
      }),
    [bridge, setView],
  );
  return (
    <RegionalLocaleProvider value={state.regionalLocale}>
      <div className="app">
        <header className="app-header">
          <h1>{t('app.name')}</h1>
          <nav className="app-nav">
            {view !== 'lookup' ? (
              <button type="button" onClick={() => setView('lookup')}>
                {t('lookup.nav.backToLookup')}
              </button>
            ) : null}
            {view !== 'quote' ? (
              <button type="button" onClick={() => setView('quote')}>
                {t('lookup.nav.quote')}
              </button>
            ) : null}
            {view !== 'customers' ? (
              <button type="button" onClick={() => setView('customers')}>
                {t('customers.nav')}
              </button>
            ) : null}
            {view !== 'settings' ? (
              <button type="button" onClick={showSettings}>
                {t('lookup.nav.settings')}
              </button>
            ) : null}
          </nav>
        </header>
        {state.source === 'demo' ? (
          // A region named by its title: like the rest of the window, inside a landmark a screen reader can jump to.
          <section className="demo-banner" aria-labelledby="demo-banner-title">
            <p>
              <strong id="demo-banner-title">{t('lookup.demo.title')}</strong> {t('lookup.demo.explanation')}
            </p>
            {view === 'lookup' ? (
              <button type="button" onClick={showSettings}>
                {t('lookup.demo.connect')}
              </button>
            ) : null}
          </section>
        ) : null}
        {/* Main's notice and the update banner, inside a landmark as the rest of the window (IBM's aria_content_in_landmark). */}
        <section aria-label={t('app.messages')}>
          <div role="status">{state.notice ? <Notice bridge={bridge} id={state.notice.id} text={text(state.notice.message)} /> : null}</div>
          <UpdateBanner bridge={bridge} state={state} />
        </section>
        <OpenSettingsContext.Provider value={openSettingsAt}>
          <QuotesProvider bridge={bridge}>
            <FollowUpNotice
              withinDays={state.followUpDays}
              defaultValidityDays={state.documents.validityDays}
              onOpen={() => setView('quote')}
            />
            <main>
              <div hidden={view !== 'lookup'}>
                <HiddenViewWords hidden={view !== 'lookup'}>
                  <LookupView
                    bridge={bridge}
                    state={state}
                    active={view === 'lookup'}
                    summons={summons}
                    trayLookup={trayLookup}
                    clipboardMiss={clipboardMiss}
                    onOpenSettings={showSettings}
                  />
                </HiddenViewWords>
              </div>
              {view === 'quote' ? (
                <LaterView>
                  <QuoteView bridge={bridge} state={state} />
                </LaterView>
              ) : null}
              {view === 'customers' ? (
                <LaterView>
                  <CustomersView bridge={bridge} />
                </LaterView>
              ) : null}
              {view === 'settings' ? (
                <LaterView>
                  <SettingsView bridge={bridge} state={state} target={settingsTarget} />
                </LaterView>
              ) : null}
            </main>
          </QuotesProvider>
        </OpenSettingsContext.Provider>
        <ProxyLoginDialog bridge={bridge} />
      </div>
    </RegionalLocaleProvider>
  );
}
