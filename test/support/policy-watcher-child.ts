import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { CreateWatcher } from '../../electron/main-logic/system-policies';
import { findElectronBinary } from '../../scripts/electron-binary';

const root = join(__dirname, '..', '..');
const CHILD_SCRIPT = join(__dirname, 'policy-watcher-process.cjs');

/** What runs the child: the fetched Electron as Node (its frameworks loaded, as in the app), else Node. */
export interface WatcherRuntime {
  command: string;
  env: NodeJS.ProcessEnv;
  name: string;
}

/**
 * Electron as Node where a binary was fetched (macOS: the native watcher's CoreFoundation symbols resolve
 * there as in the app); Node otherwise, unless the run requires Electron (the desktop CI): then it says so.
 */
export function watcherRuntime(): WatcherRuntime {
  const electron = findElectronBinary(root);
  if (electron !== null) return { command: electron, env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' }, name: 'Electron as Node' };
  if (process.env.PRICE_LOOKUP_REQUIRE_ELECTRON === '1')
    throw new Error('PRICE_LOOKUP_REQUIRE_ELECTRON=1, but there is no Electron binary to run the policy watcher in');
  return { command: process.execPath, env: process.env, name: 'Node' };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * @vscode/policy-watcher's `createWatcher`, run in a child process: a native crash (a symbol the runtime
 * does not load, a signal) ends that process, not the test worker, and reaches the app as the watcher's
 * own failure does, with its cause (the signal or exit code and the first line the process wrote).
 */
export function childProcessWatcher(options: { script?: string; runtime?: () => WatcherRuntime } = {}): () => CreateWatcher {
  return () => {
    const runtime = (options.runtime ?? watcherRuntime)();
    return (productName, policies, onDidChange, watcherOptions) => {
      const child = spawn(runtime.command, [options.script ?? CHILD_SCRIPT], {
        cwd: root,
        env: runtime.env,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stopped = false;
      let ended = false;
      let stderr = '';
      let pending = '';
      const end = (error: Error): void => {
        if (ended || stopped) return;
        ended = true;
        onDidChange(error);
      };
      child.stderr.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString('utf8')).slice(-8_000);
      });
      child.stdout.on('data', (chunk: Buffer) => {
        pending += chunk.toString('utf8');
        let newline: number;
        while ((newline = pending.indexOf('\n')) >= 0) {
          const line = pending.slice(0, newline);
          pending = pending.slice(newline + 1);
          const message: unknown = JSON.parse(line);
          if (!isRecord(message)) continue;
          if (typeof message.error === 'string') end(new Error(message.error));
          else if (Array.isArray(message.update) && !ended && !stopped)
            onDidChange(
              Object.fromEntries(
                (message.update as [string, unknown][]).map(([name, value]) => [
                  name,
                  isRecord(value) && value.removed === true ? undefined : value,
                ]),
              ),
            );
        }
      });
      child.on('error', (error) => end(new Error(`the policy watcher's process could not start under ${runtime.name} (${error.message})`)));
      child.on('exit', (code, signal) => {
        const said = stderr
          .split('\n')
          .map((line) => line.trim())
          .find((line) => line !== '');
        end(
          new Error(
            `the policy watcher's process under ${runtime.name} ended (${signal ?? `exit code ${String(code)}`})${said ? `: ${said}` : ''}`,
          ),
        );
      });
      child.stdin.write(`${JSON.stringify({ productName, policies, options: watcherOptions })}\n`);
      return {
        dispose() {
          if (stopped) return;
          stopped = true;
          child.stdin.end();
        },
      };
    };
  };
}
