import { EventEmitter } from 'node:events';
import { tmpdir } from 'node:os';
import { netFetchStandIn, netRequestStandIn, type StandInRequestOptions } from './net-request-stand-in';
import { createSessionStandIn, type StandInSession } from './session-stand-in';

/** One call the app made on the stand-in, in order. */
interface RecordedCall {
  api: string;
  args: unknown[];
}

export interface StandInOptions {
  /** What app.requestSingleInstanceLock() answers. */
  singleInstance?: boolean;
  isPackaged?: boolean;
  systemLocale?: string;
  /** What app.getPreferredSystemLanguages() answers: most preferred first, with regions (docs/api/app.md). */
  preferredLanguages?: string[];
  /** When set, BrowserWindow#loadURL rejects with this message, as Electron does on did-fail-load. */
  loadFailure?: string;
  /** Shortcuts another program holds: globalShortcut.register answers false for them. */
  shortcutsTakenByOthers?: string[];
  /** What the save dialog answers: this path, or (by default) cancelled. */
  savePath?: string;
  /** What the open dialog answers: this file, or (by default) cancelled. */
  openPath?: string;
  /** When set, printToPDF rejects with this message. */
  printFailure?: string;
  /** When set, clipboard.writeText rejects with this message, as when another program holds the clipboard. */
  clipboardFailure?: string;
  /** Whether the system is in dark mode at the start (switch it later with `setSystemDark`). */
  systemDark?: boolean;
}

/** The bytes the stand-in's printToPDF resolves with. */
export const STAND_IN_PDF = '%PDF-1.4 stand-in';

type Listener = (...args: unknown[]) => unknown;

/**
 * A recording stand-in for the `electron` module, for loading the built main bundle under plain Node.
 * It follows Electron's documented contract where the app depends on it: registerSchemesAsPrivileged
 * throws after ready ("can only be used before the ready event"), `whenReady` resolves on ready,
 * creating a BrowserWindow emits `web-contents-created`, loadURL loads through the registered protocol
 * handler and rejects when the page cannot load (docs/api/web-contents.md, "loadURL … rejects if the
 * page fails to load").
 */
export function createElectronStandIn(options: StandInOptions = {}) {
  const calls: RecordedCall[] = [];
  const record = (api: string, ...args: unknown[]): void => {
    calls.push({ api, args });
  };
  let isReady = false;
  let markReady: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const paths = new Map<string, string>([['documents', tmpdir()]]);
  const protocolHandlers = new Map<string, (request: Request) => Promise<Response>>();
  const ipcHandlers = new Map<string, Listener>();
  const windows: StandInWindow[] = [];
  let nextId = 1;
  const shortcuts = new Map<string, () => void>();

  const app = Object.assign(new EventEmitter(), {
    isPackaged: options.isPackaged ?? false,
    setName: (name: string) => record('app.setName', name),
    setAppUserModelId: (id: string) => record('app.setAppUserModelId', id),
    setPath: (name: string, path: string) => {
      record('app.setPath', name, path);
      paths.set(name, path);
    },
    getPath: (name: string) => paths.get(name) ?? tmpdir(),
    getVersion: () => '0.1.0',
    getSystemLocale: () => options.systemLocale ?? 'en-US',
    getPreferredSystemLanguages: () => [...(options.preferredLanguages ?? ['en-US'])],
    // electron.d.ts: the handler's name, or '' when there is none (the stand-in's system has no mail program).
    getApplicationNameForProtocol: (url: string) => (record('app.getApplicationNameForProtocol', url), ''),
    enableSandbox: () => record('app.enableSandbox'),
    requestSingleInstanceLock: () => {
      record('app.requestSingleInstanceLock');
      return options.singleInstance ?? true;
    },
    releaseSingleInstanceLock: () => record('app.releaseSingleInstanceLock'),
    setAboutPanelOptions: (about: unknown) => record('app.setAboutPanelOptions', about),
    whenReady: () => readyPromise,
    isReady: () => isReady,
    // docs/api/app.md: app.quit() emits `before-quit` first (then closes the windows; not modelled here).
    quit: () => {
      record('app.quit');
      app.emit('before-quit', { preventDefault: () => undefined });
    },
    exit: (code?: number) => record('app.exit', code),
  });

  class StandInWindow extends EventEmitter {
    readonly id = nextId++;
    readonly options: Record<string, unknown>;
    readonly webContents: EventEmitter & {
      id: number;
      windowOpenHandler: Listener | null;
      setWindowOpenHandler(handler: Listener): void;
      printToPDF(options: unknown): Promise<Buffer>;
      print(options: unknown, callback: (success: boolean, failureReason: string) => void): void;
    };
    destroyed = false;
    private maximized = false;
    loadedUrl: string | null = null;
    constructor(windowOptions: Record<string, unknown>) {
      super();
      record('new BrowserWindow', windowOptions);
      this.options = windowOptions;
      const contents = Object.assign(new EventEmitter(), {
        id: this.id,
        send: (channel: string, ...args: unknown[]) => record('webContents.send', channel, ...args),
        // docs/api/web-contents.md: isDestroyed(); the window's contents go with it.
        isDestroyed: () => this.destroyed,
        windowOpenHandler: null as Listener | null,
        setWindowOpenHandler(handler: Listener) {
          contents.windowOpenHandler = handler;
        },
        // docs/api/web-contents.md: printToPDF resolves with the PDF's bytes; print calls back (success, failureReason).
        printToPDF: async (printOptions: unknown) => {
          record('webContents.printToPDF', printOptions);
          if (options.printFailure) throw new Error(options.printFailure);
          return Buffer.from(STAND_IN_PDF);
        },
        print: (printOptions: unknown, callback: (success: boolean, failureReason: string) => void) => {
          record('webContents.print', printOptions);
          setImmediate(() => callback(false, 'Print job canceled'));
        },
      });
      this.webContents = contents;
      windows.push(this);
      app.emit('web-contents-created', {}, contents);
    }
    // docs/api/browser-window.md promises no order; newest first here, so code that takes [0] for the
    // main window meets the hidden print window the way it can in Electron.
    static getAllWindows = () => [...windows].reverse();
    static getFocusedWindow = () => windows[0] ?? null;
    static fromWebContents = (contents: { id: number }) => windows.find((window) => window.id === contents.id) ?? null;
    static fromId = (id: number) => windows.find((window) => window.id === id) ?? null;
    async loadURL(url: string): Promise<void> {
      record('window.loadURL', url);
      if (options.loadFailure) throw new Error(options.loadFailure);
      // A data: URL is its own content: nothing to serve.
      if (url.startsWith('data:')) {
        this.loadedUrl = url;
        return;
      }
      const scheme = new URL(url).protocol.replace(/:$/, '');
      // A window of a partition finds only its own session's protocols (docs/api/protocol.md).
      const partition = (this.options.webPreferences as { partition?: string } | undefined)?.partition;
      const handlers = partition === undefined ? protocolHandlers : (partitions.get(partition)?.protocolHandlers ?? new Map());
      const handler = handlers.get(scheme);
      const response = handler ? await handler(new Request(url)) : null;
      if (!response || response.status !== 200) throw new Error(`ERR_FILE_NOT_FOUND (-6) loading '${url}'`);
      // What the page showed, for tests to read; its headers too (a document's content security policy).
      record('window.loaded', url, await response.text(), Object.fromEntries(response.headers));
      this.loadedUrl = url;
      this.emit('ready-to-show');
    }
    show = () => {
      record('window.show');
      this.visible = true;
    };
    visible = false;
    isVisible = () => this.visible;
    hide = () => {
      record('window.hide');
      this.visible = false;
    };
    /**
     * docs/api/browser-window.md: close() works like the close button: `close` is emitted and may be
     * cancelled with preventDefault; otherwise the window goes (`closed`), and with the last one the app
     * emits `window-all-closed`.
     */
    close = () => {
      record('window.close');
      let prevented = false;
      this.emit('close', { preventDefault: () => (prevented = true) });
      if (prevented) return;
      windows.splice(windows.indexOf(this), 1);
      this.visible = false;
      this.emit('closed');
      if (windows.length === 0) app.emit('window-all-closed');
    };
    /** docs/api/browser-window.md: destroy() closes at once: no `close` event, only `closed`. */
    destroy = () => {
      record('window.destroy');
      this.destroyed = true;
      windows.splice(windows.indexOf(this), 1);
      this.emit('closed');
      if (windows.length === 0) app.emit('window-all-closed');
    };
    isDestroyed = () => this.destroyed;
    /** docs/api/browser-window.md: "This will also show (but not focus) the window if it isn't being displayed already." */
    maximize = () => {
      record('window.maximize');
      this.maximized = true;
      this.visible = true;
    };
    isMaximized = () => this.maximized;
    minimized = false;
    isMinimized = () => this.minimized;
    restore = () => {
      record('window.restore');
      this.minimized = false;
    };
    focus = () => record('window.focus');
    setBackgroundColor = (color: string) => record('window.setBackgroundColor', color);
    getNormalBounds = () => ({
      x: 10,
      y: 20,
      width: (this.options.width as number) ?? 800,
      height: (this.options.height as number) ?? 600,
    });
  }

  const trays: StandInTray[] = [];
  /** docs/api/tray.md: a Tray with an image; its context menu, tool tip, `click` event and destroy(). */
  class StandInTray extends EventEmitter {
    menu: unknown = null;
    toolTip = '';
    destroyed = false;
    constructor(readonly image: unknown) {
      super();
      record('new Tray', image);
      trays.push(this);
    }
    setContextMenu = (menu: unknown) => {
      record('tray.setContextMenu', menu);
      this.menu = menu;
    };
    popUpContextMenu = (menu: unknown) => {
      record('tray.popUpContextMenu', menu);
    };
    setToolTip = (toolTip: string) => {
      record('tray.setToolTip', toolTip);
      this.toolTip = toolTip;
    };
    destroy = () => {
      record('tray.destroy');
      this.destroyed = true;
    };
  }
  /**
   * docs/api/native-theme.md: `themeSource` overrides the system ("system" removes the override);
   * `shouldUseDarkColors` answers the override, else the system; setting `themeSource` and a change of
   * the system's mode both emit `updated`.
   */
  let systemDark = options.systemDark ?? false;
  let themeSource: 'system' | 'light' | 'dark' = 'system';
  // A class, not Object.assign: that would copy the getters' values once instead of the getters.
  class StandInNativeTheme extends EventEmitter {
    get themeSource(): 'system' | 'light' | 'dark' {
      return themeSource;
    }
    set themeSource(source: 'system' | 'light' | 'dark') {
      record('nativeTheme.themeSource', source);
      themeSource = source;
      this.emit('updated');
    }
    get shouldUseDarkColors(): boolean {
      return themeSource === 'system' ? systemDark : themeSource === 'dark';
    }
  }
  const nativeTheme = new StandInNativeTheme();
  let clipboardText = '';
  const partitions = new Map<string, StandInSession>();

  const electron = {
    app,
    // Electron's own updater (Squirrel): an EventEmitter; the app only listens to it.
    autoUpdater: new EventEmitter(),
    BrowserWindow: StandInWindow,
    Tray: StandInTray,
    nativeTheme,
    // docs/api/native-image.md: createFromPath gives an empty image for a file it cannot read; resize returns a new image.
    nativeImage: {
      createFromPath: (path: string) => {
        record('nativeImage.createFromPath', path);
        const image = (size: { width: number; height: number } | null) => ({
          path,
          size,
          resize: (to: { width: number; height: number }) => image(to),
        });
        return image(null);
      },
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown) => {
        if (isReady) throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready');
        record('protocol.registerSchemesAsPrivileged', schemes);
      },
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) => {
        record('protocol.handle', scheme);
        protocolHandlers.set(scheme, handler);
      },
    },
    session: {
      fromPartition: (partition: string) => {
        record('session.fromPartition', partition);
        const known = partitions.get(partition) ?? createSessionStandIn(partition, record);
        partitions.set(partition, known);
        return known;
      },
      defaultSession: {
        permissionRequestHandler: null as Listener | null,
        permissionCheckHandler: null as Listener | null,
        setPermissionRequestHandler(handler: Listener) {
          record('session.setPermissionRequestHandler');
          electron.session.defaultSession.permissionRequestHandler = handler;
        },
        setPermissionCheckHandler(handler: Listener) {
          record('session.setPermissionCheckHandler');
          electron.session.defaultSession.permissionCheckHandler = handler;
        },
      },
    },
    // docs/api/global-shortcut.md: usable only once the app is ready; `register` returns false when the
    // accelerator is already taken by another application (or registered already).
    globalShortcut: {
      register: (accelerator: string, callback: () => void) => {
        if (!isReady) throw new Error('globalShortcut cannot be used before the app is ready');
        record('globalShortcut.register', accelerator);
        if (options.shortcutsTakenByOthers?.includes(accelerator) || shortcuts.has(accelerator)) return false;
        shortcuts.set(accelerator, callback);
        return true;
      },
      unregister: (accelerator: string) => {
        record('globalShortcut.unregister', accelerator);
        shortcuts.delete(accelerator);
      },
      isRegistered: (accelerator: string) => shortcuts.has(accelerator),
      unregisterAll: () => {
        record('globalShortcut.unregisterAll');
        shortcuts.clear();
      },
    },
    ipcMain: {
      handle: (channel: string, listener: Listener) => {
        record('ipcMain.handle', channel);
        ipcHandlers.set(channel, listener);
      },
    },
    Menu: {
      buildFromTemplate: (template: unknown) => ({ template }),
      setApplicationMenu: (menu: unknown) => record('Menu.setApplicationMenu', menu),
    },
    dialog: {
      showErrorBox: (title: string, content: string) => record('dialog.showErrorBox', title, content),
      showSaveDialog: async (...args: unknown[]) => {
        record('dialog.showSaveDialog', ...args);
        return options.savePath === undefined ? { canceled: true } : { canceled: false, filePath: options.savePath };
      },
      showOpenDialog: async (...args: unknown[]) => {
        record('dialog.showOpenDialog', ...args);
        return options.openPath === undefined ? { canceled: true, filePaths: [] } : { canceled: false, filePaths: [options.openPath] };
      },
      showMessageBox: async (...args: unknown[]) => {
        record('dialog.showMessageBox', ...args);
        return { response: 0 };
      },
    },
    shell: {
      openPath: async (path: string) => {
        record('shell.openPath', path);
        return '';
      },
      openExternal: async (url: string) => record('shell.openExternal', url),
    },
    clipboard: {
      // Electron 45 writes with a promise that settles once the system has the text (electron.d.ts:
      // writeText(text): Promise<void>, "modeled after the W3C navigator.clipboard.writeText API"); it
      // settles a turn later here, so a caller that does not wait reads the old text.
      writeText: async (text: string) => {
        record('clipboard.writeText', text);
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (options.clipboardFailure) throw new Error(options.clipboardFailure);
        clipboardText = text;
      },
      // Empties the clipboard, every format on it (docs/api/clipboard.md: clear([type])).
      clear: () => {
        record('clipboard.clear');
        clipboardText = '';
      },
      // Electron 45's clipboard answers reads with a promise (electron.d.ts: readText(): Promise<string>).
      readText: async () => {
        record('clipboard.readText');
        return clipboardText;
      },
      // Whether the clipboard holds data of a MIME type, without reading it (docs/api/clipboard.md: has(mimetype)).
      has: async (mimetype: string) => {
        record('clipboard.has', mimetype);
        return mimetype === 'text/plain' && clipboardText !== '';
      },
    },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }] },
    net: {
      fetch: (url: string, init?: RequestInit) => {
        record('net.fetch', url);
        return netFetchStandIn(url, init ?? {});
      },
      request: (requestOptions: StandInRequestOptions) => {
        record('net.request', requestOptions);
        return netRequestStandIn(requestOptions);
      },
    },
  };

  return {
    electron,
    calls,
    windows,
    protocolHandlers,
    ipcHandlers,
    /** The global shortcuts registered now, with what pressing each does. */
    shortcuts,
    /** The tray icons made, oldest first. */
    trays,
    /** The sessions made with session.fromPartition, by name. */
    partitions,
    /** Puts text on the clipboard as another program would. */
    copy: (text: string) => {
      clipboardText = text;
    },
    /** The system switches between light and dark mode, as a user does in its settings. */
    setSystemDark: (dark: boolean) => {
      systemDark = dark;
      nativeTheme.emit('updated');
    },
    /** Emits `ready` as Electron does once it has initialised. */
    ready: () => {
      isReady = true;
      app.emit('ready');
      markReady();
    },
    /** The names of the calls so far, in order. */
    names: () => calls.map((call) => call.api),
  };
}

export type ElectronStandIn = ReturnType<typeof createElectronStandIn>;
