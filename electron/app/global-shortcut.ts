import { defaultShortcut, type GlobalShortcutSetting, type GlobalShortcutState } from '../shared/global-shortcut';

/** The part of Electron's `globalShortcut` the app uses (docs/api/global-shortcut.md). */
export interface GlobalShortcutApi {
  /** False when the system refused it, e.g. because another program holds it. */
  register(accelerator: string, callback: () => void): boolean;
  unregister(accelerator: string): void;
  isRegistered(accelerator: string): boolean;
}

export interface GlobalShortcut {
  /** Registers the shortcut of this setting (and releases the one before); says whether the system took it. */
  apply(setting: GlobalShortcutSetting): GlobalShortcutState;
  state(): GlobalShortcutState;
  /** Releases the shortcut, e.g. when the app quits. */
  dispose(): void;
}

/** Holds at most one system-wide shortcut, which calls `onPressed`. */
export function createGlobalShortcut(options: { api: GlobalShortcutApi; platform: string; onPressed: () => void }): GlobalShortcut {
  const defaultAccelerator = defaultShortcut(options.platform);
  let held: string | null = null;
  let current: GlobalShortcutState = { enabled: false, accelerator: defaultAccelerator, defaultAccelerator, registered: false };
  const release = (): void => {
    if (held !== null) options.api.unregister(held);
    held = null;
  };
  return {
    apply(setting) {
      const accelerator = setting.accelerator ?? defaultAccelerator;
      release();
      let registered = false;
      if (setting.enabled) {
        try {
          registered = options.api.register(accelerator, options.onPressed);
        } catch {
          // Electron throws for an accelerator it cannot parse; for the user that is a refusal too.
          registered = false;
        }
        if (registered) held = accelerator;
      }
      current = { enabled: setting.enabled, accelerator, defaultAccelerator, registered };
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
