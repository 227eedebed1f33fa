import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

// The desktop CI cannot run here (no Electron binary, no Windows or macOS): this checks that it is a
// valid workflow, has its three jobs, and calls only commands this repository has.
const file = join('.github', 'workflows', 'desktop.yml');
interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
}
interface Upload {
  name: unknown;
  paths: string[];
  required: boolean;
}
interface Job {
  'runs-on': string;
  env?: Record<string, string>;
  steps: Step[];
}
const workflow = load(readFileSync(file, 'utf8')) as { env: Record<string, string>; jobs: Record<string, Job> };
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const jobs = Object.values(workflow.jobs);
const jobOn = (runner: string): Job => {
  const job = jobs.find((candidate) => candidate['runs-on'] === runner);
  if (job === undefined) throw new Error(`no job on ${runner}`);
  return job;
};
const uploadsOf = (job: Job): Upload[] =>
  job.steps
    .filter((step) => step.uses?.startsWith('actions/upload-artifact@'))
    .map((step) => ({
      name: step.with?.name,
      paths: String(step.with?.path ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      required: step.with?.['if-no-files-found'] === 'error',
    }));
const runIndex = (job: Job, command: string): number => job.steps.findIndex((step) => step.run?.trim() === command);
// The installer file each electron-builder target writes.
const extensionOf: Record<string, string> = { nsis: 'exe', msi: 'msi', dmg: 'dmg', pkg: 'pkg', zip: 'zip' };
// The update feed beside them: what electron-updater reads (latest*.yml) and its differential downloads.
const feedOf: Record<'win' | 'mac', string[]> = {
  win: ['release/latest.yml', 'release/*.blockmap', 'release/*.sig'],
  mac: ['release/latest-mac.yml', 'release/*.blockmap', 'release/*.sig'],
};
const builder = load(readFileSync('electron-builder.yml', 'utf8')) as Record<'win' | 'mac', { target: { target: string }[] }>;
const commands = jobs.flatMap((job) =>
  job.steps.flatMap((step) =>
    (step.run ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  ),
);

describe('.github/workflows/desktop.yml', () => {
  it('passes the GitHub workflow schema (action-validator)', () => {
    // The package's own script under this Node: node_modules/.bin holds .cmd wrappers on Windows, which
    // execFile cannot start without a shell.
    const validator = join('node_modules', '@action-validator', 'cli', 'cli.mjs');
    expect(() => execFileSync(process.execPath, [validator, file], { stdio: 'pipe' })).not.toThrow();
  });

  it('runs on Windows, macOS and Linux', () => {
    expect(jobs.map((job) => job['runs-on']).sort()).toEqual(['macos-latest', 'ubuntu-latest', 'windows-latest']);
  });

  it('in each job: npm ci, fetch Electron, npm test requiring Electron, build the installers, upload them', () => {
    expect(workflow.env.PRICE_LOOKUP_REQUIRE_ELECTRON).toBe('1');
    for (const job of jobs) {
      const runs = job.steps.flatMap((step) => (step.run ? [step.run] : []));
      const order = ['npm ci', 'npm run electron:fetch', 'npm test', 'bash scripts/dist-signed.sh'].map((command) =>
        runs.findIndex((run) => run.includes(command)),
      );
      expect(order.every((position) => position >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      const upload = job.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
      expect(upload?.with?.path).toMatch(/^release\//);
      expect(upload?.with?.['if-no-files-found']).toBe('error');
    }
  });

  it('uploads every Windows and macOS installer electron-builder.yml builds, each in a required upload of its own', () => {
    for (const [runner, platform] of [
      ['windows-latest', 'win'],
      ['macos-latest', 'mac'],
    ] as const) {
      const uploads = uploadsOf(jobOn(runner));
      const expected = [...builder[platform].target.map(({ target }) => `release/*.${extensionOf[target] ?? target}`), ...feedOf[platform]];
      // Several patterns in one step would pass with any one of them found.
      expect(uploads.map((upload) => upload.paths)).toEqual(expected.map((path) => [path]));
      // Signatures exist only where the repository has UPDATE_SIGNING_KEY: a run without it goes on.
      expect(uploads.filter((upload) => !upload.required).map((upload) => upload.paths)).toEqual([['release/*.sig']]);
    }
    expect(uploadsOf(jobOn('windows-latest')).flatMap((upload) => upload.paths)).toEqual([
      'release/*.exe',
      'release/*.msi',
      'release/latest.yml',
      'release/*.blockmap',
      'release/*.sig',
    ]);
    expect(uploadsOf(jobOn('macos-latest')).flatMap((upload) => upload.paths)).toEqual([
      'release/*.dmg',
      'release/*.pkg',
      'release/*.zip',
      'release/latest-mac.yml',
      'release/*.blockmap',
      'release/*.sig',
    ]);
  });

  it('uploads the Linux update feed (latest-linux.yml, required) and the signatures beside the AppImage', () => {
    const uploads = uploadsOf(jobOn('ubuntu-latest'));
    expect(uploads.find((upload) => upload.paths.includes('release/latest-linux.yml'))).toMatchObject({
      paths: ['release/latest-linux.yml'],
      required: true,
    });
    expect(uploads.find((upload) => upload.paths.includes('release/*.sig'))).toMatchObject({ required: false });
  });

  it('gives every uploaded artifact a name of its own (upload-artifact@v4 refuses a second one)', () => {
    const names = jobs.flatMap((job) => uploadsOf(job).map((upload) => upload.name));
    expect(names.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('installs and uninstalls the MSI and the pkg as IT would, after building them and before uploading them', () => {
    for (const [runner, check] of [
      ['windows-latest', 'bash scripts/ci-windows-msi-installs.sh'],
      ['macos-latest', 'bash scripts/ci-macos-pkg-installs.sh'],
    ] as const) {
      const job = jobOn(runner);
      const build = runIndex(job, 'bash scripts/dist-signed.sh');
      const upload = job.steps.findIndex((step) => step.uses?.startsWith('actions/upload-artifact@'));
      expect(build).toBeGreaterThanOrEqual(0);
      expect(runIndex(job, check)).toBeGreaterThan(build);
      expect(runIndex(job, check)).toBeLessThan(upload);
    }
  });

  it('checks the installers with the commands the IT guide gives IT', () => {
    const msi = readFileSync(join('scripts', 'ci-windows-msi-installs.sh'), 'utf8');
    expect(msi).toMatch(/run_msiexec install \/i "\$msi" \/qn ALLUSERS=1\n/);
    expect(msi).toMatch(/run_msiexec uninstall \/x "\$msi" \/qn\n/);
    expect(msi).toContain('"/c/Program Files/Price Lookup/Price Lookup.exe"');
    const pkg = readFileSync(join('scripts', 'ci-macos-pkg-installs.sh'), 'utf8');
    expect(pkg).toContain('sudo installer -pkg "$pkg" -target /\n');
    expect(pkg).toContain('id=com.pricelookup.desktop\n');
    expect(pkg).toContain('sudo pkgutil --forget "$id"\n');
    const itGuide = readFileSync(join('docs', 'it-guide.md'), 'utf8');
    for (const command of [
      'msiexec /i Price-Lookup-<version>.msi /qn ALLUSERS=1',
      'msiexec /x Price-Lookup-<version>.msi /qn',
      'sudo installer -pkg Price-Lookup-<version>-<arch>.pkg -target /',
      'sudo pkgutil --forget com.pricelookup.desktop',
    ]) {
      expect(itGuide, command).toContain(command);
    }
  });

  it('runs the Linux tests under a virtual display', () => {
    const linux = jobs.find((job) => job['runs-on'] === 'ubuntu-latest');
    expect(linux?.steps.some((step) => /^xvfb-run\b.*\bnpm test$/.test(step.run ?? ''))).toBe(true);
  });

  it('calls only npm scripts and files that exist', () => {
    for (const command of commands) {
      const script = /\bnpm run ([\w:-]+)/.exec(command)?.[1];
      if (script) expect(scripts, command).toHaveProperty(script);
      if (/\bnpm test\b/.test(command)) expect(scripts).toHaveProperty('test');
      for (const path of command.match(/(?:scripts|node_modules)\/[\w./-]+/g) ?? []) {
        if (path.startsWith('node_modules/electron/dist/')) continue; // fetched by the step before
        expect(existsSync(path), command).toBe(true);
      }
    }
  });
});
