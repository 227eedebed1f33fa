import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import semver from 'semver';
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
const toolchain = ['electron', '@electron/get', '@electron/rebuild'].map((name) => ({
  name,
  range: engines(join('node_modules', name, 'package.json')),
}));
interface Job {
  steps: { uses?: string; with?: Record<string, unknown> }[];
}
const workflow = load(readFileSync(join('.github', 'workflows', 'desktop.yml'), 'utf8')) as { jobs: Record<string, Job> };

describe('the Node the project runs on', () => {
  it('is one package.json supports', () => {
    expect(semver.satisfies(process.versions.node, project), `Node ${process.versions.node}; package.json wants ${project}`).toBe(true);
  });

  it('in the desktop CI is the one in .nvmrc, for every job', () => {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      const setup = job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
      expect(setup?.with, name).toEqual(expect.objectContaining({ 'node-version-file': '.nvmrc' }));
      expect(setup?.with, name).not.toHaveProperty('node-version');
    }
  });

  it('in .nvmrc (its newest release, which setup-node installs) satisfies package.json and the Electron toolchain', () => {
    expect(nvmrc).toMatch(/^\d+$/);
    const newest = `${nvmrc}.99.0`;
    for (const { name, range } of [{ name: 'package.json', range: project }, ...toolchain]) {
      expect(semver.satisfies(newest, range), `${name} wants ${range}`).toBe(true);
    }
  });
});
