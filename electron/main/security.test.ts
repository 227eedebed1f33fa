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
  const setUp = (mayNavigate?: (url: string) => boolean) => {
    const emitter = new EventEmitter();
    const handlers: { open?: (details: { url: string }) => { action: string } } = {};
    const contents = Object.assign(emitter, {
      setWindowOpenHandler: (handler: typeof handlers.open) => (handlers.open = handler),
    }) as unknown as WebContents;
    lockDownWebContents(contents, mayNavigate);
    const prevented = (event: string, url = 'https://evil.example/'): boolean => {
      let stopped = false;
      emitter.emit(event, { url, preventDefault: () => (stopped = true) }, url);
      return stopped;
    };
    return { prevented, openWindow: (url: string) => handlers.open?.({ url }) };
  };

  it.each(['will-navigate', 'will-frame-navigate', 'will-redirect', 'will-attach-webview'])('prevents %s', (event) => {
    expect(setUp().prevented(event)).toBe(true);
  });

  it.each(['will-navigate', 'will-frame-navigate'])('lets %s through only where the window source allows it (the dev server)', (event) => {
    const { prevented } = setUp((url) => url.startsWith('http://127.0.0.1:5173/'));
    expect(prevented(event, 'http://127.0.0.1:5173/')).toBe(false);
    expect(prevented(event, 'https://evil.example/')).toBe(true);
  });

  it('prevents redirects and webviews even where navigation is allowed', () => {
    const { prevented } = setUp(() => true);
    expect(prevented('will-redirect', 'http://127.0.0.1:5173/')).toBe(true);
    expect(prevented('will-attach-webview', 'http://127.0.0.1:5173/')).toBe(true);
  });

  it('denies every new window, whatever the address', () => {
    const { openWindow } = setUp();
    for (const url of ['https://docs.example.com/', 'https://evil.example/', 'file:///etc/passwd', 'app://price-lookup/index.html']) {
      expect(openWindow(url)).toEqual({ action: 'deny' });
    }
  });
});
