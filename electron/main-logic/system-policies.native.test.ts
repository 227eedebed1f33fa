import { watchedPolicies } from '../../test/support/watch-policies';
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishText } from '../shared/i18n/translator';
import { createMemoryTokenStore } from '../core/token-store';
import { createMainServices } from './services';
import { childProcessWatcher, watcherRuntime } from '../../test/support/policy-watcher-child';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

// The real @vscode/policy-watcher, on the platform the tests run on: Linux here, Windows and macOS in the
// desktop CI (`npm test` on windows-latest and macos-latest). Each platform's tests show as skipped elsewhere.
// It runs in a child process (watch-policies.ts): under the fetched Electron as Node where there is one.

const watch = watchedPolicies();

/** A command's exit code and error output, never throwing. */
function run(command: string, args: readonly string[]): { status: number | null; stderr: string } {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return { status: result.status, stderr: `${result.stderr ?? ''}${result.error?.message ?? ''}` };
}

describe('the watcher in its own process', () => {
  it('a crash of that process reaches the app as a problem with its cause, and the tests go on', async () => {
    const dir = await tempFolder('watcher-crash');
    try {
      const script = join(dir, 'crashing-watcher.cjs');
      await writeFile(
        script,
        "process.stderr.write('dyld: lazy symbol binding failed: Symbol not found: _CFPreferencesCopyAppValue\\n');\nprocess.abort();\n",
      );
      const reader = watch({ platform: 'darwin', loadWatcher: childProcessWatcher({ script }), timeoutMs: 10_000 });
      const [problem] = (await reader.started).policies.problems;
      const reason = problem === undefined ? '' : englishText(problem.reason);
      expect(reason).toContain(`the policy watcher's process under ${watcherRuntime().name} ended (`);
      expect(reason).toContain('lazy symbol binding failed: Symbol not found: _CFPreferencesCopyAppValue');
    } finally {
      await removeFolder(dir);
    }
  });
});

describe.runIf(process.platform === 'linux')('on Linux, the real watcher', () => {
  it('refuses ("Unsupported platform"): no system policies, one problem, and the app goes on with the file', async () => {
    const reader = watch({ platform: 'win32' });
    const start = await reader.started;
    expect(start.timedOutAfterMs).toBeNull();
    expect(start.policies.values).toEqual({});
    expect(start.policies.problems.map(({ name, reason }) => `${name}: ${englishText(reason)}`)).toEqual([
      'HKLM/HKCU\\SOFTWARE\\Policies\\Price Lookup: not readable (Unsupported platform)',
    ]);
    const dir = await tempFolder('system-policies');
    try {
      const policyFile = join(dir, 'policy.json');
      await writeFile(policyFile, JSON.stringify({ AllowDemo: false }));
      const app = await createMainServices({
        userDataDir: dir,
        fetch,
        tokenStore: createMemoryTokenStore(),
        policyFile,
        systemPolicies: reader,
      });
      const state = await app.handlers.getState(undefined);
      expect(state).toMatchObject({ ok: true, value: { policies: { allowDemo: false, set: ['AllowDemo'] } } });
      await app.dispose();
    } finally {
      await removeFolder(dir);
    }
  });
});

describe.runIf(process.platform === 'win32')('on Windows, the real watcher', () => {
  // A key of the test's own: the app's (and any boot test reading it meanwhile) stay untouched.
  const key = `SOFTWARE\\Policies\\Price Lookup test ${process.pid}`;
  const add = (name: string, type: string, data: string) => run('reg', ['add', `HKCU\\${key}`, '/v', name, '/t', type, '/d', data, '/f']);

  /** Writes the first value; Software\Policies takes writes only from an elevated process (the CI's runner is one). */
  const firstWrite = (name: string, type: string, data: string, skip: (note: string) => void): void => {
    const written = add(name, type, data);
    if (written.status === 0) return;
    if (process.env.CI) throw new Error(`reg add failed: ${written.stderr}`);
    skip(`cannot write HKCU\\${key} here (not elevated): ${written.stderr}`);
  };

  it('reads HKCU values of the types the ADMX writes; a whole number as REG_DWORD it does not see', async ({ skip }) => {
    firstWrite('BaseUrl', 'REG_SZ', 'https://prices.example.com/api', skip);
    try {
      for (const [name, type, data] of [
        ['AllowDemo', 'REG_DWORD', '0'],
        ['BaseUrlLocked', 'REG_DWORD', '1'],
        ['LastKnownMaxDays', 'REG_QWORD', '30'],
        // reg.exe's separator of REG_MULTI_SZ strings is "\0".
        ['CompanyAddress', 'REG_MULTI_SZ', 'Boschstrasse 3\\063329 Egelsbach'],
        ['SignIn', 'REG_SZ', 'password-only'],
        // The ADMX's old `decimal` for a number: REG_DWORD, which the watcher's numbers skip.
        ['GlobalShortcut', 'REG_DWORD', '5'],
      ] as const) {
        expect(add(name, type, data).status, name).toBe(0);
      }
      const reader = watch({ platform: 'win32', registryPath: key, timeoutMs: 10_000 });
      expect(reader.source).toBe(`HKLM/HKCU\\${key}`);
      expect(await reader.started).toEqual({
        policies: {
          values: {
            BaseUrl: 'https://prices.example.com/api',
            AllowDemo: false,
            BaseUrlLocked: true,
            LastKnownMaxDays: 30,
            CompanyAddress: 'Boschstrasse 3\n63329 Egelsbach',
            SignIn: 'password-only',
          },
          problems: [],
        },
        timedOutAfterMs: null,
      });
    } finally {
      run('reg', ['delete', `HKCU\\${key}`, '/f']);
    }
  });

  it('gives text with ä or ß either whole or refused with a problem, never garbled', async ({ skip }) => {
    firstWrite('CompanyName', 'REG_SZ', 'Müller & Söhne Großhandel', skip);
    try {
      const reader = watch({ platform: 'win32', registryPath: key, timeoutMs: 10_000 });
      const { policies } = await reader.started;
      // The watcher reads through the registry's ANSI functions: whole where the code page is UTF-8.
      if (policies.values.CompanyName === undefined) {
        expect(policies.problems.map(({ name, reason }) => `${name}: ${reason.key}`)).toEqual([
          'CompanyName: policy.problem.unreadableText',
        ]);
      } else {
        expect(policies.values.CompanyName).toBe('Müller & Söhne Großhandel');
      }
    } finally {
      run('reg', ['delete', `HKCU\\${key}`, '/f']);
    }
  });
});

describe.runIf(process.platform === 'darwin')('on macOS, the real watcher', () => {
  it('does not take what a user writes with `defaults`: only managed preferences are policies', async () => {
    // An app id of the test's own, so that the app's own preferences stay untouched.
    const appId = `com.pricelookup.desktop.test-user-${process.pid}`;
    execFileSync('defaults', ['write', appId, 'BaseUrl', '-string', 'https://user.example.com']);
    execFileSync('defaults', ['write', appId, 'AllowDemo', '-bool', 'false']);
    try {
      const reader = watch({ platform: 'darwin', appId, timeoutMs: 10_000 });
      expect(await reader.started).toEqual({ policies: { values: {}, problems: [] }, timedOutAfterMs: null });
    } finally {
      run('defaults', ['delete', appId]);
    }
  });

  it('reads managed preferences where a configuration profile leaves them; a value of another type it does not see', async ({ skip }) => {
    // Writing them needs root: the CI's runner has password-less sudo; elsewhere this says so and skips.
    const sudo = run('sudo', ['-n', 'true']);
    if (sudo.status !== 0) {
      if (process.env.CI) throw new Error(`sudo -n failed: ${sudo.stderr}`);
      skip('needs password-less sudo to write /Library/Managed Preferences');
    }
    const appId = `com.pricelookup.desktop.test-managed-${process.pid}`;
    const dir = await tempFolder('managed');
    const plist = join(dir, `${appId}.plist`);
    await writeFile(
      plist,
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
        '<plist version="1.0"><dict>',
        '<key>BaseUrl</key><string>https://prices.example.com/api</string>',
        '<key>AllowDemo</key><false/>',
        '<key>LastKnownMaxDays</key><integer>30</integer>',
        '<key>CompanyAddress</key><string>Industriestraße 12\n70565 Stuttgart</string>',
        '<key>GlobalShortcut</key><integer>5</integer>',
        '</dict></plist>',
      ].join('\n'),
    );
    const target = `/Library/Managed Preferences/${appId}.plist`;
    try {
      // Written as a file, root's and readable by all, as a profile leaves it (`defaults` does not write there).
      expect(run('sudo', ['-n', 'mkdir', '-p', '/Library/Managed Preferences']).status).toBe(0);
      expect(run('sudo', ['-n', 'install', '-o', 'root', '-g', 'wheel', '-m', '644', plist, target]).status).toBe(0);
      const reader = watch({ platform: 'darwin', appId, timeoutMs: 10_000 });
      expect(await reader.started).toEqual({
        policies: {
          values: {
            BaseUrl: 'https://prices.example.com/api',
            AllowDemo: false,
            LastKnownMaxDays: 30,
            CompanyAddress: 'Industriestraße 12\n70565 Stuttgart',
          },
          problems: [],
        },
        timedOutAfterMs: null,
      });
    } finally {
      run('sudo', ['-n', 'rm', '-f', target]);
      await removeFolder(dir);
    }
  });
});
