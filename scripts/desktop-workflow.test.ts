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
interface Job {
  'runs-on': string;
  env?: Record<string, string>;
  steps: Step[];
}
const workflow = load(readFileSync(file, 'utf8')) as { env: Record<string, string>; jobs: Record<string, Job> };
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const jobs = Object.values(workflow.jobs);
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
    expect(() => execFileSync(join('node_modules', '.bin', 'action-validator'), [file], { stdio: 'pipe' })).not.toThrow();
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
