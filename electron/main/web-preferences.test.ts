import { describe, expect, it } from 'vitest';
import { secureWebPreferences } from './web-preferences';

describe('secureWebPreferences', () => {
  it('keeps every secure default on', () => {
    // Exact: nothing else (enableBlinkFeatures, additionalArguments, ...) may creep in.
    expect(secureWebPreferences('/app/preload.cjs', false)).toEqual({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools: false,
    });
  });
});

describe('secureWebPreferences, one setting at a time', () => {
  it.each([
    ['contextIsolation', true],
    ['sandbox', true],
    ['nodeIntegration', false],
    ['webSecurity', true],
    ['allowRunningInsecureContent', false],
    ['webviewTag', false],
  ] as const)('sets %s to %s, whether devTools are on or off', (name, value) => {
    expect(secureWebPreferences('/app/preload.cjs', false)[name]).toBe(value);
    expect(secureWebPreferences('/app/preload.cjs', true)[name]).toBe(value);
  });

  it('passes the preload path and the devTools choice through', () => {
    expect(secureWebPreferences('/x/preload.cjs', true)).toMatchObject({ preload: '/x/preload.cjs', devTools: true });
  });
});
