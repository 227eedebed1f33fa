import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';

// The quote, the settings and the customers are files of their own: the window starts with the lookup alone.
const quoteView = () => import('../features/quote/quote-view');
const settingsView = () => import('../features/settings/settings-view');
const customersView = () => import('../features/customers/customers-view');

export const QuoteView = lazy(() => quoteView().then((module) => ({ default: module.QuoteView })));
export const SettingsView = lazy(() => settingsView().then((module) => ({ default: module.SettingsView })));
export const CustomersView = lazy(() => customersView().then((module) => ({ default: module.CustomersView })));

/** Loads the views not shown at start, so opening them later is at once; a failure shows when one is opened. */
export function preloadLaterViews(): void {
  void quoteView().catch(() => undefined);
  void settingsView().catch(() => undefined);
  void customersView().catch(() => undefined);
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
