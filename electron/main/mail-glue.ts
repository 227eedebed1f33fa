import { execFile, spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import { promisify } from 'node:util';
import { app, shell } from 'electron';
import type { MailFacts } from '../main-logic/mail-draft/mail-plan';
import type { MailCall, MailLaunch, MailSystem } from '../main-logic/mail-handlers';

const run = promisify(execFile);
/** A mail program that has not handed over within this time is taken as failed (Outlook hands over to a running one at once). */
const LAUNCH_TIMEOUT_MS = 30_000;

/** The default value of an App Paths key (`reg.exe query`, no shell): classic Outlook's OUTLOOK.EXE, or null. */
async function outlookExe(): Promise<string | null> {
  const keys = [
    'HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\App Paths\\OUTLOOK.EXE',
    'HKLM\\SOFTWARE\\WOW6432Node\\Microsoft\\Windows\\CurrentVersion\\App Paths\\OUTLOOK.EXE',
    'HKCU\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\App Paths\\OUTLOOK.EXE',
  ];
  for (const key of keys) {
    try {
      const { stdout } = await run('reg.exe', ['query', key, '/ve'], { timeout: 10_000, windowsHide: true, encoding: 'utf8' });
      const path = /REG_(?:EXPAND_)?SZ\s+(.+\.exe)\s*$/im.exec(stdout)?.[1]?.trim().replace(/^"|"$/g, '');
      if (path !== undefined) {
        await access(path);
        return path;
      }
    } catch {
      // Not this key, or its file is gone: the next.
    }
  }
  return null;
}

/** What this computer offers for a mail draft, found out when the user sends one (nothing is remembered). */
async function mailFacts(): Promise<MailFacts> {
  switch (process.platform) {
    case 'win32':
      return { os: 'win32', outlookExe: await outlookExe() };
    case 'darwin':
      // electron.d.ts: the URL with "://" at least; the name's format is not guaranteed, so the plan matches loosely.
      return { os: 'darwin', mailtoHandler: app.getApplicationNameForProtocol('mailto://') };
    case 'linux':
      return { os: 'linux', desktop: process.env.XDG_CURRENT_DESKTOP ?? '', inFlatpak: process.env.FLATPAK_ID !== undefined };
    default:
      return { os: 'other' };
  }
}

/**
 * Starts a program that stays running (OUTLOOK.EXE started is Outlook itself): detached, no shell, not waited
 * for, so closing this app or a timeout never ends it. Started is success; a program that cannot start fails.
 */
function started(file: string, args: string[]): Promise<MailLaunch> {
  return new Promise((resolve) => {
    const child = spawn(file, args, { detached: true, stdio: 'ignore', windowsHide: false });
    child.once('spawn', () => {
      child.unref();
      resolve({ ok: true });
    });
    child.once('error', (error) => resolve({ ok: false, notAuthorized: false, detail: error.message }));
  });
}

/** Runs the plan's program without a shell, or opens the written draft with its program (shell.openPath). */
async function launch(call: MailCall): Promise<MailLaunch> {
  if (call.kind === 'open') {
    const error = await shell.openPath(call.path);
    return error === '' ? { ok: true } : { ok: false, notAuthorized: false, detail: error };
  }
  if (!call.waitForExit) return started(call.file, call.args);
  try {
    await run(call.file, call.args, { timeout: LAUNCH_TIMEOUT_MS, windowsHide: true, encoding: 'utf8' });
    return { ok: true };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    // osascript says "Not authorized to send Apple events … (-1743)" when macOS refused the user's consent.
    return { ok: false, notAuthorized: /-1743/.test(detail), detail: detail.split('\n').at(-2) ?? detail };
  }
}

/** The app's mail system: the facts and the calls, with Electron and child_process. */
export const mailGlue: MailSystem = { facts: mailFacts, launch };
