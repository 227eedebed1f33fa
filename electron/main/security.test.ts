import { EventEmitter } from 'node:events';
import type { Session, WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import { isAllowedExternalUrl } from '../app/external-links';
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
    const opened: string[] = [];
    const handlers: { open?: (details: { url: string }) => { action: string } } = {};
    const contents = Object.assign(emitter, {
      setWindowOpenHandler: (handler: typeof handlers.open) => (handlers.open = handler),
    }) as unknown as WebContents;
    lockDownWebContents(contents, (url) => opened.push(url));
    const prevented = (event: string): boolean => {
      let stopped = false;
      emitter.emit(event, { preventDefault: () => (stopped = true) }, 'https://evil.example/');
      return stopped;
    };
    return { prevented, opened, openWindow: (url: string) => handlers.open?.({ url }) };
  };

  it.each(['will-navigate', 'will-redirect', 'will-attach-webview'])('prevents %s', (event) => {
    expect(setUp().prevented(event)).toBe(true);
  });

  it('denies new windows and opens nothing that is not allowlisted', () => {
    const { openWindow, opened } = setUp();
    expect(openWindow('https://evil.example/')).toEqual({ action: 'deny' });
    expect(openWindow('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(opened).toEqual([]);
  });
});

describe('isAllowedExternalUrl', () => {
  const allow = ['https://docs.example.com'];
  it.each([
    ['https://docs.example.com/help', true],
    ['http://docs.example.com/help', false],
    ['https://user@docs.example.com/', false],
    ['https://evil.example/', false],
    ['javascript:alert(1)', false],
    ['file:///C:/Windows/system32/calc.exe', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isAllowedExternalUrl(url, allow)).toBe(expected);
  });

  it('allows nothing by default', () => {
    expect(isAllowedExternalUrl('https://docs.example.com/')).toBe(false);
  });
});
