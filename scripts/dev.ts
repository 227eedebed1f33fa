// `npm run dev`: the renderer from Vite's dev server with hot reload, against main's real handlers.
// Where an Electron binary is installed: the real app, its window on the dev server. Elsewhere: the e2e
// harness's Chromium window (scripts/dev-loop.ts). Options: --chromium (the Chromium window even where
// Electron exists), --headless, --check (open, see the lookup form, exit), --locale de-DE.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEV_SERVER_ENV } from '../electron/main-logic/window-source';
import { resolveUiLanguage } from '../electron/shared/i18n/language';
import { translator } from '../electron/shared/i18n/translator';
import { findElectronBinary } from './electron-binary';
import { root, startDevLoop, startDevServer } from './dev-loop';

/** Where a headless window can be inspected from (chrome://inspect). */
const INSPECT_PORT = 9222;

interface DevArgs {
  chromium: boolean;
  headless: boolean;
  check: boolean;
  locale: string;
}

function parseArgs(argv: readonly string[]): DevArgs {
  const localeAt = argv.indexOf('--locale');
  return {
    chromium: argv.includes('--chromium'),
    headless: argv.includes('--headless'),
    check: argv.includes('--check'),
    locale: localeAt >= 0 ? (argv[localeAt + 1] ?? 'en-US') : 'en-US',
  };
}

/** Resolves on Ctrl+C or a termination signal. */
const stopped = (): Promise<void> =>
  new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });

/** The real app, main loading the dev server's page (window-source.ts: unpackaged, loopback only). */
async function runElectron(binary: string): Promise<void> {
  const { vite, url } = await startDevServer();
  console.log(`Price Lookup (Electron) on Vite's dev server ${url}: edit a view under renderer/src and it changes in the window.`);
  const child = spawn(binary, [join(root, 'dist', 'main', 'main.cjs')], {
    stdio: 'inherit',
    env: { ...process.env, [DEV_SERVER_ENV]: url },
  });
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 0)));
  const code = await Promise.race([exited, stopped().then(() => (child.kill(), exited))]);
  await vite.close();
  process.exitCode = code;
}

async function runChromium(args: DevArgs): Promise<void> {
  const hasDisplay = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
  const headless = args.headless || args.check || !hasDisplay;
  const loop = await startDevLoop({
    headless,
    locale: args.locale,
    ...(headless && !args.check ? { remoteDebuggingPort: INSPECT_PORT } : {}),
  });
  const { t } = translator(resolveUiLanguage('system', [args.locale]));
  try {
    if (args.check) {
      await loop.page.getByRole('form', { name: t('lookup.form.name') }).waitFor();
      console.log(`The lookup form shows, served by Vite at ${loop.url} with main's handlers behind it.`);
      return;
    }
    console.log(
      `Price Lookup on Vite's dev server ${loop.url}, main's handlers and the price simulator (${loop.simulator.baseUrl}) behind it.`,
    );
    console.log('Edit a view under renderer/src and it changes in the window; close the window or press Ctrl+C to stop.');
    if (headless) {
      console.log(
        [
          '',
          hasDisplay ? 'The window runs headless (--headless).' : 'There is no display ($DISPLAY is not set), so the window runs headless.',
          `The page needs the bridge this browser gives it: ${loop.url} opened in another browser has no main process behind it.`,
          `To see and use the window, open chrome://inspect in a Chromium with a screen, add 127.0.0.1:${INSPECT_PORT} under`,
          `"Discover network targets" (from another machine: ssh -L ${INSPECT_PORT}:127.0.0.1:${INSPECT_PORT} first) and click "inspect".`,
          '`npm run dev -- --check` opens the page, waits for the lookup form and exits.',
        ].join('\n'),
      );
    }
    await Promise.race([loop.closed, stopped()]);
  } finally {
    await loop.close();
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const electron = args.chromium || args.check ? null : findElectronBinary(root);
  if (electron !== null) return runElectron(electron);
  if (!args.chromium && !args.check)
    console.log('No Electron binary here (npm run electron:fetch gets one): the window opens in Chromium.');
  return runChromium(args);
}

main().then(
  // Vite's file watcher and Playwright's pipe would keep the process alive.
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
