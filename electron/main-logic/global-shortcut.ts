import { defaultShortcut, type GlobalShortcutState, type ShortcutBinding } from '../shared/global-shortcut';
import type { GlobalShortcutSetting } from '../shared/settings-patch';

/** The part of Electron's `globalShortcut` the app uses (docs/api/global-shortcut.md). */
export interface GlobalShortcutApi {
  /** False when the system refused it, e.g. because another program holds it. */
  register(accelerator: string, callback: () => void): boolean;
  unregister(accelerator: string): void;
  isRegistered(accelerator: string): boolean;
}

/** Where there is no system to register a shortcut with (unit tests): each is accepted and never pressed. */
export const NO_SYSTEM_SHORTCUTS: GlobalShortcutApi = { register: () => true, unregister: () => undefined, isRegistered: () => false };

export interface GlobalShortcut {
  /** Registers the shortcut of this setting (and releases the one before); says where it stands with the system. */
  apply(setting: GlobalShortcutSetting): GlobalShortcutState;
  state(): GlobalShortcutState;
  /** Releases the shortcut, e.g. when the app quits. */
  dispose(): void;
}

/**
 * Whether `globalShortcut.register` answering true means the shortcut is bound. Not in a Wayland session:
 * there Electron asks the desktop portal, and true says only that the request went out; the portal may
 * refuse it (GNOME 50 for an app id it does not know) or ask the user, and Electron 45 passes neither on
 * (electron.d.ts, `app.setDesktopName`; electron/electron#52218). Under XWayland the key is grabbed only
 * while an X11 window has the focus, so there too true proves nothing.
 */
export function registerConfirms(platform: string, env: Readonly<Record<string, string | undefined>>): boolean {
  if (platform !== 'linux') return true;
  return env.XDG_SESSION_TYPE !== 'wayland' && !env.WAYLAND_DISPLAY;
}

/** Holds at most one system-wide shortcut, which calls `onPressed`. */
export function createGlobalShortcut(options: {
  api: GlobalShortcutApi;
  platform: string;
  onPressed: () => void;
  /** `registerConfirms` for this system; true by default. */
  registerConfirms?: boolean;
}): GlobalShortcut {
  const defaultAccelerator = defaultShortcut(options.platform);
  const confirms = options.registerConfirms ?? true;
  let held: string | null = null;
  let current: GlobalShortcutState = { enabled: false, accelerator: defaultAccelerator, defaultAccelerator, binding: 'off' };
  const release = (): void => {
    if (held !== null) options.api.unregister(held);
    held = null;
  };
  return {
    apply(setting) {
      const accelerator = setting.accelerator ?? defaultAccelerator;
      release();
      let binding: ShortcutBinding = 'off';
      if (setting.enabled) {
        let registered: boolean;
        try {
          registered = options.api.register(accelerator, options.onPressed);
        } catch {
          // Electron throws for an accelerator it cannot parse; for the user that is a refusal too.
          registered = false;
        }
        if (registered) held = accelerator;
        binding = !registered ? 'refused' : confirms ? 'bound' : 'unconfirmed';
      }
      current = { enabled: setting.enabled, accelerator, defaultAccelerator, binding };
      return current;
    },
    state: () => current,
    dispose: release,
  };
}

/** The window as summoning needs it: Electron's BrowserWindow and webContents.send. */
export interface SummonableWindow {
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
  /** Tells the renderer to put the cursor in the article number, its text selected. */
  focusArticle(): void;
}

/** Brings the window to the front, ready to type an article number. */
export function summonWindow(window: SummonableWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
  window.focusArticle();
}
