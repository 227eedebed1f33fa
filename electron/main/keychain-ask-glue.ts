import { execFile } from 'node:child_process';
import { app, dialog } from 'electron';
import { codeSignatureOf, type CodeSignature, type KeychainAskOptions } from '../main-logic/keychain-ask';
import { translator } from '../shared/i18n/translator';

/** How the running app is signed: `codesign` describes it on stderr (an unpackaged app: unknown). */
function signature(): Promise<CodeSignature> {
  if (!app.isPackaged) return Promise.resolve('unknown');
  return new Promise((resolve) => {
    execFile('codesign', ['-dv', '--verbose=2', process.execPath], { timeout: 5_000, encoding: 'utf8' }, (_error, _stdout, stderr) =>
      resolve(codeSignatureOf(stderr)),
    );
  });
}

/** macOS: the note before the first keychain read, as a message box in the UI's language (keychain-ask.ts decides). */
export function keychainAskGlue(): KeychainAskOptions {
  return {
    platform: process.platform,
    appVersion: app.getVersion(),
    signature,
    tell: async (ask, language) => {
      const { t } = translator(language);
      await dialog.showMessageBox({
        type: 'info',
        message: t('main.keychainAsk.message'),
        detail: t(ask === 'afterUpdate' ? 'main.keychainAsk.afterUpdate' : 'main.keychainAsk.writtenByCli'),
        buttons: [t('main.keychainAsk.continue')],
        defaultId: 0,
      });
    },
  };
}
