import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryTokenStore } from '../core/token-store';
import type { GlobalShortcutApi } from './global-shortcut';
import { createMainServices, type MainServices } from './services';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

let dir: string;
let services: MainServices;
let registered: Map<string, () => void>;
let pressed: number;

/** Electron's globalShortcut as documented: `register` answers false for a key another program holds. */
const api: GlobalShortcutApi = {
  register: (accelerator, callback) => {
    if (accelerator === 'Alt+Space') return false;
    registered.set(accelerator, callback);
    return true;
  },
  unregister: (accelerator) => void registered.delete(accelerator),
  isRegistered: (accelerator) => registered.has(accelerator),
};

const start = (options: Partial<Parameters<typeof createMainServices>[0]> = {}) =>
  createMainServices({
    userDataDir: dir,
    fetch,
    tokenStore: createMemoryTokenStore(),
    globalShortcut: { api, platform: 'linux', onPressed: () => (pressed += 1) },
    ...options,
  });

/** The shortcut as the app state tells the window. */
const shortcutState = async () => {
  const state = await services.handlers.getState(undefined);
  return state.ok ? state.value.shortcut : state;
};

beforeEach(async () => {
  dir = await tempFolder('shortcut');
  registered = new Map();
  pressed = 0;
  services = await start();
});
afterEach(async () => {
  await services.dispose();
  await removeFolder(dir);
});

describe('the global shortcut in main', () => {
  it('registers the default at start; pressing it summons', async () => {
    expect(await shortcutState()).toEqual({
      enabled: true,
      accelerator: 'Control+Alt+P',
      defaultAccelerator: 'Control+Alt+P',
      binding: 'bound',
    });
    registered.get('Control+Alt+P')?.();
    expect(pressed).toBe(1);
  });

  it('changes the key, keeps it in the settings, and registers it again at the next start', async () => {
    expect(await services.handlers.updateSettings({ globalShortcut: { enabled: true, accelerator: 'ctrl+shift+f9' } })).toMatchObject({
      ok: true,
      value: { shortcut: { enabled: true, accelerator: 'Ctrl+Shift+F9', binding: 'bound' } },
    });
    expect([...registered.keys()]).toEqual(['Ctrl+Shift+F9']);
    await services.dispose();
    expect(registered.size).toBe(0);
    const saved = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')) as { globalShortcut: unknown };
    expect(saved.globalShortcut).toEqual({ enabled: true, accelerator: 'Ctrl+Shift+F9' });
    services = await start();
    expect([...registered.keys()]).toEqual(['Ctrl+Shift+F9']);
  });

  it('says when the system refuses the key, and can be switched off', async () => {
    expect(await services.handlers.updateSettings({ globalShortcut: { enabled: true, accelerator: 'Alt+Space' } })).toMatchObject({
      ok: true,
      value: { shortcut: { enabled: true, accelerator: 'Alt+Space', binding: 'refused' } },
    });
    // Still so when the window asks again (Settings opened later, the window reloaded).
    expect(await shortcutState()).toMatchObject({ accelerator: 'Alt+Space', binding: 'refused' });
    expect(await services.handlers.updateSettings({ globalShortcut: { enabled: false, accelerator: null } })).toMatchObject({
      ok: true,
      value: { shortcut: { enabled: false, binding: 'off' } },
    });
    expect(registered.size).toBe(0);
  });

  it('says at start that the saved key was refused (another program took it while the app was closed)', async () => {
    await services.handlers.updateSettings({ globalShortcut: { enabled: true, accelerator: 'Alt+Space' } });
    await services.dispose();
    services = await start();
    expect(await shortcutState()).toMatchObject({ enabled: true, accelerator: 'Alt+Space', binding: 'refused' });
  });

  it('says when a key registered later fails: a policy IT changes, or settings another process wrote, and tells the window', async () => {
    await services.dispose();
    const policyFile = join(dir, 'policy.json');
    await writeFile(policyFile, JSON.stringify({}));
    services = await start({ policyFile, policyFileIntervalMs: 20, settingsFileIntervalMs: 20 });
    let told = 0;
    services.onStateChanged(() => (told += 1));
    expect(await shortcutState()).toMatchObject({ binding: 'bound' });
    await writeFile(policyFile, JSON.stringify({ GlobalShortcut: 'Alt+Space' }));
    await expect.poll(shortcutState, { timeout: 5_000 }).toMatchObject({ accelerator: 'Alt+Space', binding: 'refused' });
    expect(told).toBeGreaterThan(0);
    await writeFile(policyFile, JSON.stringify({}));
    await expect.poll(shortcutState, { timeout: 5_000 }).toMatchObject({ accelerator: 'Control+Alt+P', binding: 'bound' });

    // Another copy of the app (or the user's hand) wrote a taken key into settings.json.
    const file = join(dir, 'settings.json');
    await services.handlers.updateSettings({ globalShortcut: { enabled: true, accelerator: null } });
    const settings = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    told = 0;
    await writeFile(file, JSON.stringify({ ...settings, globalShortcut: { enabled: true, accelerator: 'Alt+Space' } }));
    await expect.poll(shortcutState, { timeout: 5_000 }).toMatchObject({ accelerator: 'Alt+Space', binding: 'refused' });
    expect(told).toBeGreaterThan(0);
  });

  it('on a Wayland desktop says the key was asked for, not that it is bound', async () => {
    await services.dispose();
    services = await start({ globalShortcut: { api, platform: 'linux', onPressed: () => undefined, registerConfirms: false } });
    expect(await shortcutState()).toMatchObject({ accelerator: 'Control+Alt+P', binding: 'unconfirmed' });
    expect(await services.handlers.updateSettings({ globalShortcut: { enabled: true, accelerator: 'Alt+Space' } })).toMatchObject({
      value: { shortcut: { binding: 'refused' } },
    });
  });

  it('refuses a key that is not a shortcut, next to its field, and keeps the one before', async () => {
    expect(await services.handlers.updateSettings({ globalShortcut: { enabled: true, accelerator: 'Shift+P' } })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', field: 'accelerator', message: { key: 'recall.shortcut.needsModifier' } },
    });
    expect(await services.handlers.updateSettings({ globalShortcut: { enabled: 'yes', accelerator: null } })).toMatchObject({ ok: false });
    expect([...registered.keys()]).toEqual(['Control+Alt+P']);
  });
});
