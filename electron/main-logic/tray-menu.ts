import { formatFactor } from '../shared/format/numbers';
import type { CountryCode } from '../shared/countries';
import type { UiLanguage } from '../shared/i18n/language';
import { translator } from '../shared/i18n/translator';
import { ARTNR_MAX_LENGTH, checkArticleNumber, type LookupRequest } from '../shared/lookup-input';
import type { ClipboardMiss } from '../shared/ipc-contract';
import type { RecentLookup } from '../shared/recall';

/** How many recent lookups the tray menu offers. */
const TRAY_RECENT_COUNT = 5;

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
const CLIPBOARD_TEXT_MAX = ARTNR_MAX_LENGTH + 16;

/** What the tray menu shows. Never anything of the clipboard: the menu is built without reading it. */
export interface TrayMenuState {
  language: UiLanguage;
  /** The regional format, for a factor in a recent lookup's label. */
  regionalLocale: string;
  /** Most recent first; the menu takes the first five. */
  recent: readonly RecentLookup[];
}

/** What the tray menu's entries do. */
export interface TrayActions {
  open(): void;
  /** Brings the window to the front and looks this up there. */
  lookUp(request: LookupRequest): void;
  /** Reads the clipboard now (the user chose the entry) and looks up the article number on it, or says there is none. */
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
  const recent = state.recent.slice(0, TRAY_RECENT_COUNT).map((lookup): TrayMenuEntry => {
    const values = { artnr: lookup.artnr, country: countryLabel(lookup.country) };
    return {
      label:
        lookup.factor === null
          ? t('recall.tray.recent', values)
          : t('recall.tray.recentWithFactor', { ...values, factor: formatFactor(lookup.factor, state.regionalLocale, state.language) }),
      click: () => actions.lookUp(lookup),
    };
  });
  return [
    { label: t('recall.tray.open'), click: () => actions.open() },
    // Always offered: whether the clipboard holds an article number is learnt only when the entry is chosen.
    { label: t('recall.tray.lookUpClipboard'), click: () => actions.lookUpClipboard() },
    ...(recent.length > 0 ? [{ type: 'separator' as const }, { label: t('recall.tray.recentHeading'), enabled: false }, ...recent] : []),
    { type: 'separator' },
    { label: t('recall.tray.quit'), click: () => actions.quit() },
  ];
}

/** The part of Electron's Tray the app uses (docs/api/tray.md). */
interface TrayApi {
  setContextMenu(menu: unknown): void;
  setToolTip(toolTip: string): void;
  on(event: 'click', listener: () => void): void;
  destroy(): void;
}

/** What reading the clipboard for the entry found: an article number, or why there is none. */
type ClipboardRead = { ok: true; artnr: string } | { ok: false; why: ClipboardMiss };

/** The tray as the app's main process builds it (Electron: a Tray, Menu.buildFromTemplate, clipboard.has and readText). */
export interface TrayOptions {
  tray: TrayApi;
  /** The system (process.platform): what a click on the icon does differs. */
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
  /** Brings the window to the front and tells the renderer that the clipboard held no article number, or could not be read. */
  noClipboardArticle(why: ClipboardMiss): void;
  quit(): void;
}

export interface TrayMenu {
  /** Builds the menu again from the state now (the language or the recent lookups changed). */
  refresh(): Promise<void>;
  /** The menu as last set, for tests. */
  template(): TrayMenuEntry[];
  /** Resolves once what the entry chosen last does is done (the clipboard read and its answer), for tests. */
  settled(): Promise<void>;
  /** Removes the icon. */
  dispose(): void;
}

/**
 * Keeps the tray's menu up to date with the language and the recent lookups. The clipboard is read only
 * when the user chooses its entry, never while the menu is built or opens: macOS 26 asks
 * the user when an app reads the pasteboard by itself, and opening the Windows clipboard now and then can
 * make another program's copy fail.
 */
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
  let current: TrayMenuEntry[] = [];
  let chosen: Promise<void> = Promise.resolve();
  const actions: TrayActions = {
    open: () => options.open(),
    lookUp: (request) =>
      options.lookUp({ artnr: request.artnr, country: request.country, factor: request.factor, profile: request.profile }),
    lookUpClipboard: () => {
      chosen = readClipboardArticle(options).then((read) => {
        if (read.ok) options.lookUp({ artnr: read.artnr, country: source.lastCountry(), factor: null, profile: null });
        else options.noClipboardArticle(read.why);
      });
    },
    quit: () => options.quit(),
  };
  const build = (): void => {
    current = trayMenuTemplate({ language: source.language(), regionalLocale: source.regionalLocale, recent }, actions);
    // Set on the icon on every system: with nothing in it that changes between builds, the menu Electron
    // shows by itself is as good as one popped up (docs/api/tray.md).
    options.tray.setContextMenu(options.buildMenu(current));
    options.tray.setToolTip(translator(source.language()).t('recall.tray.toolTip'));
  };
  build();
  // macOS opens a menu-bar item's set menu on a click (Electron emits `click` on mouse-down, then shows it:
  // shell/browser/ui/tray_icon_cocoa.mm), so a click never raises the window there; elsewhere a (left)
  // click opens the window and the menu is the right click's (Windows) or the desktop's (Linux).
  if (options.platform !== 'darwin') options.tray.on('click', () => options.open());
  return {
    async refresh() {
      try {
        recent = await source.recent();
      } catch {
        // An unreadable history leaves the menu without recent lookups; the window says why.
        recent = [];
      }
      build();
    },
    template: () => current,
    settled: () => chosen,
    dispose() {
      options.tray.destroy();
    },
  };
}

/**
 * Reads the clipboard for the entry: first whether it holds text at all, then the text. One that cannot
 * be read (another program holds it open) is said as such, not as "no article number".
 */
async function readClipboardArticle(clipboard: Pick<TrayOptions, 'clipboardHasText' | 'readClipboard'>): Promise<ClipboardRead> {
  let text: string;
  try {
    text = (await clipboard.clipboardHasText()) ? await clipboard.readClipboard() : '';
  } catch {
    return { ok: false, why: 'unreadable' };
  }
  const artnr = clipboardArticle(text);
  return artnr === null ? { ok: false, why: 'noArticle' } : { ok: true, artnr };
}
