import { EventEmitter } from 'node:events';
import type { Session, WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import { denyAllPermissions, lockDownWebContents } from './security';

describe('denyAllPermissions', () => {
  it('answers every permission request and check with no', () => {
    const handlers: { request?: (...args: unknown[]) => void; check?: (...args: unknown[]) => boolean } = {};
    const session = {
      setPermissionRequestHandler: (handler: typeof handlers.request) => (handlers.request = handler),
      setPermissionCheckHandler: (handler: typeof handlers.check) => (handlers.check = handler),
    } as unknown as Session;
    denyAllPermissions(session);
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      let granted: boolean | null = null;
      handlers.request?.({}, permission, (answer: boolean) => (granted = answer), {});
      expect(granted).toBe(false);
      expect(handlers.check?.({}, permission, 'app://price-lookup', {})).toBe(false);
    }
  });
});

describe('lockDownWebContents', () => {
  const setUp = () => {
    const emitter = new EventEmitter();
    const handlers: { open?: (details: { url: string }) => { action: string } } = {};
    const contents = Object.assign(emitter, {
      setWindowOpenHandler: (handler: typeof handlers.open) => (handlers.open = handler),
    }) as unknown as WebContents;
    lockDownWebContents(contents);
    const prevented = (event: string): boolean => {
      let stopped = false;
      emitter.emit(event, { preventDefault: () => (stopped = true) }, 'https://evil.example/');
      return stopped;
    };
    return { prevented, openWindow: (url: string) => handlers.open?.({ url }) };
  };

  it.each(['will-navigate', 'will-frame-navigate', 'will-redirect', 'will-attach-webview'])('prevents %s', (event) => {
    expect(setUp().prevented(event)).toBe(true);
  });

  it('denies every new window, whatever the address', () => {
    const { openWindow } = setUp();
    for (const url of ['https://docs.example.com/', 'https://evil.example/', 'file:///etc/passwd', 'app://price-lookup/index.html']) {
      expect(openWindow(url)).toEqual({ action: 'deny' });
    }
  });
});
