import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryTokenStore } from '../core/token-store';
import type { GlobalShortcutApi } from './global-shortcut';
import { createMainServices, type MainServices } from './services';

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

const start = () =>
  createMainServices({
    userDataDir: dir,
    fetch,
    tokenStore: createMemoryTokenStore(),
    globalShortcut: { api, platform: 'linux', onPressed: () => (pressed += 1) },
  });

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'price-lookup-shortcut-'));
  registered = new Map();
  pressed = 0;
  services = await start();
});
afterEach(async () => {
  await services.dispose();
  await rm(dir, { recursive: true, force: true });
});

describe('the global shortcut in main', () => {
  it('registers the default at start; pressing it summons', async () => {
    expect(await services.handlers.getShortcut(undefined)).toEqual({
      ok: true,
      value: { enabled: true, accelerator: 'Control+Alt+P', defaultAccelerator: 'Control+Alt+P', registered: true },
    });
    registered.get('Control+Alt+P')?.();
    expect(pressed).toBe(1);
  });

  it('changes the key, keeps it in the settings, and registers it again at the next start', async () => {
    expect(await services.handlers.setShortcut({ enabled: true, accelerator: 'ctrl+shift+f9' })).toMatchObject({
      ok: true,
      value: { enabled: true, accelerator: 'Ctrl+Shift+F9', registered: true },
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
    expect(await services.handlers.setShortcut({ enabled: true, accelerator: 'Alt+Space' })).toMatchObject({
      ok: true,
      value: { enabled: true, accelerator: 'Alt+Space', registered: false },
    });
    expect(await services.handlers.setShortcut({ enabled: false, accelerator: null })).toMatchObject({
      ok: true,
      value: { enabled: false, registered: false },
    });
    expect(registered.size).toBe(0);
  });

  it('refuses a key that is not a shortcut, next to its field, and keeps the one before', async () => {
    expect(await services.handlers.setShortcut({ enabled: true, accelerator: 'Shift+P' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', field: 'accelerator', message: { key: 'recall.shortcut.needsModifier' } },
    });
    expect(await services.handlers.setShortcut({ enabled: 'yes', accelerator: null })).toMatchObject({ ok: false });
    expect([...registered.keys()]).toEqual(['Control+Alt+P']);
  });
});
