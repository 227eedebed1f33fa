import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { UI_LANGUAGES } from '@shared/i18n/language';
import { loadAllWords, loadLanguage } from '../i18n/catalogues';
import { useI18n } from '../i18n/i18n';

// The quote, the settings and the customers are files of their own: the window starts with the lookup alone.
const quoteView = () => import('../features/quote/quote-view');
const settingsView = () => import('../features/settings/settings-view');
const customersView = () => import('../features/customers/customers-view');

// Each shown once its words are there too: the window starts with the words of the lookup alone.
const withWords = <T,>(view: Promise<T>): Promise<T> => Promise.all([view, loadAllWords()]).then(([module]) => module);
export const QuoteView = lazy(() => withWords(quoteView()).then((module) => ({ default: module.QuoteView })));
export const SettingsView = lazy(() => withWords(settingsView()).then((module) => ({ default: module.SettingsView })));
export const CustomersView = lazy(() => withWords(customersView()).then((module) => ({ default: module.CustomersView })));

/**
 * Once the window is drawn and idle: the views not shown at start, the rest of the words and the other
 * language's, so opening a view or switching is at once; a failure shows when one is opened. Not sooner:
 * the window is idle too while it waits for its words and main at start, and what loads then delays it.
 */
export function useLaterLoads(): void {
  useEffect(() => {
    const load = (): void => {
      // Both languages' words, all of them: the rest of the one shown, and the other's.
      for (const language of UI_LANGUAGES) void loadLanguage(language).catch(() => undefined);
      void quoteView().catch(() => undefined);
      void settingsView().catch(() => undefined);
      void customersView().catch(() => undefined);
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 1_000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(load);
    return () => cancelIdleCallback(idle);
  }, []);
}

/** A view loaded when first opened: "Opening…" meanwhile, and a plain message should its file be missing. */
export function LaterView({ children }: { children: ReactNode }) {
  return (
    <LoadFailure>
      <Suspense fallback={<ViewLoading />}>{children}</Suspense>
    </LoadFailure>
  );
}

function ViewLoading() {
  const { t } = useI18n();
  return <p className="app-loading">{t('lookup.app.viewLoading')}</p>;
}

function ViewUnloadable() {
  const { t } = useI18n();
  return (
    <div role="alert">
      <p className="error-box">{t('lookup.app.viewUnloadable')}</p>
    </div>
  );
}

class LoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ViewUnloadable /> : this.props.children;
  }
}
