import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

// electron@45 and its toolchain declare Node 22.12 or newer; the desktop CI must use such a Node, and
// whoever runs npm test learns at once when their Node is one the project does not support.
const engines = (path: string): string => {
  const range = (JSON.parse(readFileSync(path, 'utf8')) as { engines?: { node?: string } }).engines?.node;
  if (range === undefined) throw new Error(`${path} declares no engines.node`);
  return range;
};
const project = engines('package.json');
const nvmrc = readFileSync('.nvmrc', 'utf8').trim();
// pdf.js reads the e2e's PDFs, under the same Node.
const toolchain = ['electron', '@electron/get', '@electron/rebuild', 'pdfjs-dist'].map((name) => ({
  name,
  range: engines(join('node_modules', name, 'package.json')),
}));
/**
 * Whether a Node version satisfies an engines range of the forms these packages use: `>=X.Y.Z` and
 * `^X.Y.Z`, joined by `||`. Any other form fails the test instead of being guessed at.
 */
function satisfies(version: string, range: string): boolean {
  const parse = (text: string): number[] => text.split('.').map((part) => Number(part));
  const compare = (a: number[], b: number[]): number => {
    for (let index = 0; index < 3; index += 1) {
      const difference = (a[index] ?? 0) - (b[index] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  const wanted = parse(version);
  return range.split('||').some((alternative) => {
    const match = /^\s*(>=|\^)\s*(\d+(?:\.\d+){0,2})\s*$/.exec(alternative);
    if (!match) throw new Error(`An engines range this test does not read: "${range}"`);
    const [, operator, bound = ''] = match;
    const lowest = parse(bound);
    if (compare(wanted, lowest) < 0) return false;
    return operator === '>=' || wanted[0] === lowest[0];
  });
}

interface Job {
  steps: { uses?: string; with?: Record<string, unknown> }[];
}
const workflow = load(readFileSync(join('.github', 'workflows', 'desktop.yml'), 'utf8')) as { jobs: Record<string, Job> };

describe('the Node the project runs on', () => {
  it('is checked against engines ranges as npm reads them', () => {
    expect(satisfies('20.20.0', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies('21.7.0', '^20.19.0 || >=22.12.0')).toBe(false);
    expect(satisfies('22.11.9', '>= 22.12.0')).toBe(false);
    expect(satisfies('24.1.0', '>= 22.12.0')).toBe(true);
    expect(() => satisfies('22.0.0', '~22.1')).toThrow(/does not read/);
  });

  it('is one package.json supports', () => {
    expect(satisfies(process.versions.node, project), `Node ${process.versions.node}; package.json wants ${project}`).toBe(true);
  });

  it('in the desktop CI is the one in .nvmrc, for every job', () => {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      const setup = job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
      expect(setup?.with, name).toEqual(expect.objectContaining({ 'node-version-file': '.nvmrc' }));
      expect(setup?.with, name).not.toHaveProperty('node-version');
    }
  });

  it('in .nvmrc (its newest release, which setup-node installs) satisfies package.json, the Electron toolchain and pdf.js', () => {
    expect(nvmrc).toMatch(/^\d+$/);
    const newest = `${nvmrc}.99.0`;
    for (const { name, range } of [{ name: 'package.json', range: project }, ...toolchain]) {
      expect(satisfies(newest, range), `${name} wants ${range}`).toBe(true);
    }
  });
});
