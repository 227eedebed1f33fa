import { formatFactor } from '../shared/format/numbers';
import type { CountryCode } from '../shared/countries';
import type { UiLanguage } from '../shared/i18n/language';
import { translator } from '../shared/i18n/translator';
import { ARTNR_MAX_LENGTH, checkArticleNumber, type LookupRequest } from '../shared/lookup-input';
import type { RecentLookup } from '../shared/recall';

/** How many recent lookups the tray menu offers. */
export const TRAY_RECENT_COUNT = 5;

/**
 * How often the clipboard is checked while the app runs: Electron has no clipboard-change event, and
 * its Menu's `menu-will-show` is not emitted for a tray's context menu on every platform (Linux).
 */
export const CLIPBOARD_CHECK_MS = 1_000;

/** One tray menu entry, a structural subset of Electron's MenuItemConstructorOptions. */
export interface TrayMenuEntry {
  label?: string;
  type?: 'separator';
  enabled?: boolean;
  click?: () => void;
}

/**
 * The most clipboard text looked at: an article number and the blanks a copied cell brings. Anything
 * longer (a mail, a spreadsheet) is refused before it is trimmed or matched.
 */
export const CLIPBOARD_TEXT_MAX = ARTNR_MAX_LENGTH + 16;

/** What the tray menu shows. */
export interface TrayMenuState {
  language: UiLanguage;
  /** The regional format, for a factor in a recent lookup's label. */
  regionalLocale: string;
  /** Most recent first; the menu takes the first five. */
  recent: readonly RecentLookup[];
  /**
   * The article number on the clipboard when it passes the input rules, else null. Never shown in the
   * menu: a password copied from a password manager may pass the rule too.
   */
  clipboardArticle: string | null;
}

/** What the tray menu's entries do. */
export interface TrayActions {
  open(): void;
  /** Brings the window to the front and looks this up there. */
  lookUp(request: LookupRequest): void;
  /** Looks up the article number on the clipboard as last checked (the menu is not rebuilt for every new one). */
  lookUpClipboard(): void;
  quit(): void;
}

/** The article number on the clipboard, when what is there passes the article-number rule; else null. */
export function clipboardArticle(text: string): string | null {
  // A whole spreadsheet or e-mail on the clipboard is no article number; spare the trimming and the check.
  if (text.length > CLIPBOARD_TEXT_MAX) return null;
  const checked = checkArticleNumber(text);
  return checked.ok ? checked.value : null;
}

/** The tray's menu: open, look up the clipboard's article number, the last five lookups, quit. */
export function trayMenuTemplate(state: TrayMenuState, actions: TrayActions): TrayMenuEntry[] {
  const { t, countryLabel } = translator(state.language);
  const artnr = state.clipboardArticle;
  const recent = state.recent.slice(0, TRAY_RECENT_COUNT).map((lookup): TrayMenuEntry => {
    const values = { artnr: lookup.artnr, country: countryLabel(lookup.country) };
    return {
      label:
        lookup.factor === null
          ? t('recall.tray.recent', values)
          : t('recall.tray.recentWithFactor', { ...values, factor: formatFactor(lookup.factor, state.regionalLocale) }),
      click: () => actions.lookUp(lookup),
    };
  });
  return [
    { label: t('recall.tray.open'), click: () => actions.open() },
    // The label stays the same whatever is copied; the window shows the article once the lookup runs.
    artnr === null
      ? { label: t('recall.tray.lookUpClipboard'), enabled: false }
      : { label: t('recall.tray.lookUpClipboard'), click: () => actions.lookUpClipboard() },
    ...(recent.length > 0 ? [{ type: 'separator' as const }, { label: t('recall.tray.recentHeading'), enabled: false }, ...recent] : []),
    { type: 'separator' },
    { label: t('recall.tray.quit'), click: () => actions.quit() },
  ];
}

/** The part of Electron's Tray the app uses (docs/api/tray.md). */
export interface TrayApi {
  setContextMenu(menu: unknown): void;
  /** Shows `menu` at the icon now (macOS and Windows only, docs/api/tray.md). */
  popUpContextMenu(menu: unknown): void;
  setToolTip(toolTip: string): void;
  on(event: 'click' | 'right-click', listener: () => void): void;
  destroy(): void;
}

/** The tray as the app's main process builds it (Electron: a Tray, Menu.buildFromTemplate, clipboard.has and readText). */
export interface TrayOptions {
  tray: TrayApi;
  /** The system (process.platform): how the menu opens and whether the clipboard is polled differ. */
  platform: string;
  /** Whether the icon can be seen (`trayCanBeShown`); without, closing the window never keeps the app in the tray. Default true. */
  shown?: boolean;
  buildMenu(template: TrayMenuEntry[]): unknown;
  /**
   * Whether the clipboard holds text, asked without reading it (Electron 45: `clipboard.has('text/plain')`,
   * docs/api/clipboard.md). Electron offers no way to learn the text's size without reading it.
   */
  clipboardHasText(): Promise<boolean>;
  /** The clipboard's text, all of it (Electron 45's clipboard.readText answers with a promise); read only when there is text. */
  readClipboard(): string | Promise<string>;
  open(): void;
  /** Brings the window to the front and tells the renderer to look this up. */
  lookUp(request: LookupRequest): void;
  quit(): void;
  /** Calls `check` every `ms` until stopped; by default a timer that does not keep the process alive. */
  every?: (ms: number, check: () => void) => () => void;
}

export interface TrayMenu {
  /** Builds the menu again from the state now (the language or the recent lookups changed). */
  refresh(): Promise<void>;
  /** Rebuilds the menu when the clipboard's article number changed since the last check. */
  checkClipboard(): Promise<void>;
  /** The menu as last set, for tests. */
  template(): TrayMenuEntry[];
  /** Stops the clipboard check and removes the icon. */
  dispose(): void;
}

const everyUnref = (ms: number, check: () => void): (() => void) => {
  const timer = setInterval(check, ms);
  timer.unref();
  return () => clearInterval(timer);
};

/** Keeps the tray's menu up to date with the language, the recent lookups and the clipboard. */
export function createTrayMenu(
  options: TrayOptions,
  source: {
    language(): UiLanguage;
    regionalLocale: string;
    recent(): Promise<readonly RecentLookup[]>;
    /** The country a clipboard lookup asks for: the one last chosen in the form. */
    lastCountry(): CountryCode;
  },
): TrayMenu {
  let recent: readonly RecentLookup[] = [];
  let artnr: string | null = null;
  let current: TrayMenuEntry[] = [];
  let built: unknown = null;
  const polled = options.platform !== 'darwin' && options.platform !== 'win32';
  const actions: TrayActions = {
    open: () => options.open(),
    lookUp: (request) =>
      options.lookUp({ artnr: request.artnr, country: request.country, factor: request.factor, profile: request.profile }),
    lookUpClipboard: () => {
      if (artnr !== null) options.lookUp({ artnr, country: source.lastCountry(), factor: null, profile: null });
    },
    quit: () => options.quit(),
  };
  const build = (): void => {
    current = trayMenuTemplate(
      { language: source.language(), regionalLocale: source.regionalLocale, recent, clipboardArticle: artnr },
      actions,
    );
    built = options.buildMenu(current);
    // Where the menu is popped up on a click (macOS, Windows) none is set: it would open with what the
    // clipboard held at the last check.
    if (polled) options.tray.setContextMenu(built);
    options.tray.setToolTip(translator(source.language()).t('recall.tray.toolTip'));
  };
  build();
  if (polled) {
    // Linux: the desktop shows the menu itself and tells nobody, so the clipboard is checked on a timer.
    options.tray.on('click', () => options.open());
    void Promise.resolve().then(() => menu.checkClipboard());
  } else {
    // macOS and Windows: the clipboard is read only when the menu is about to open, never on a timer
    // (macOS alerts when an app reads the pasteboard unasked; opening the Windows clipboard every second
    // can make other programs' copy fail). With no context menu set, Electron shows none by itself.
    const popUp = async (): Promise<void> => {
      await menu.checkClipboard();
      options.tray.popUpContextMenu(built);
    };
    // macOS opens a menu-bar item's menu on a left click (with a context menu set Electron emits `click`
    // on mouse-down and then shows the menu: shell/browser/ui/tray_icon_cocoa.mm), so a click never
    // raises the window there; on Windows a left click opens the window and a right click the menu.
    if (options.platform === 'darwin') options.tray.on('click', () => void popUp());
    else options.tray.on('click', () => options.open());
    options.tray.on('right-click', () => void popUp());
  }
  const stop = polled ? (options.every ?? everyUnref)(CLIPBOARD_CHECK_MS, () => void menu.checkClipboard()) : () => undefined;
  const menu: TrayMenu = {
    async refresh() {
      try {
        recent = await source.recent();
      } catch {
        // An unreadable history leaves the menu without recent lookups; the window says why.
        recent = [];
      }
      build();
    },
    async checkClipboard() {
      const now = clipboardArticle(await safeRead(options));
      const rebuild = (now === null) !== (artnr === null);
      // The label does not change with the article number, so only its being there or not rebuilds the menu.
      artnr = now;
      if (rebuild) build();
    },
    template: () => current,
    dispose() {
      stop();
      options.tray.destroy();
    },
  };
  return menu;
}

/** The clipboard's text when it holds any; nothing when it cannot be read (another program holds it open). */
async function safeRead(clipboard: Pick<TrayOptions, 'clipboardHasText' | 'readClipboard'>): Promise<string> {
  try {
    return (await clipboard.clipboardHasText()) ? await clipboard.readClipboard() : '';
  } catch {
    return '';
  }
}
