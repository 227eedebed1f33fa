import { describe, expect, it } from 'vitest';
import { secureWebPreferences } from './web-preferences';

describe('secureWebPreferences', () => {
  it('keeps every secure default on', () => {
    expect(secureWebPreferences('/app/preload.cjs', false)).toMatchObject({
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
      devTools: false,
    });
  });
});
