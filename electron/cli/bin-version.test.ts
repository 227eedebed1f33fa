import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { runCli } from './run-cli';

const bin = join(__dirname, '..', '..', 'bin', 'price-lookup.cjs');
const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

describe('price-lookup --version', () => {
  it("answers the package's version before the CLI is loaded, as the CLI itself does", async () => {
    let printed = '';
    await runCli(['--version'], { env: {}, stdout: (text) => (printed += text), stderr: () => undefined, fetch });
    for (const flag of ['--version', '-v']) {
      const answer = run(flag);
      expect(answer.status).toBe(0);
      expect(answer.stdout).toBe(`${version}\n`);
      expect(answer.stdout).toBe(printed);
    }
  });

  it('leaves anything more to the CLI', () => {
    const answer = run('--version', '--lang', 'xx');
    expect(answer.status).not.toBe(0);
    expect(answer.stderr).toMatch(/xx/);
  });
});
