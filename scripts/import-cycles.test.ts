import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolderSync } from '../test/support/temp-folder';

const CHECKED = [
  'electron/main-logic',
  'electron/cli',
  'electron/core',
  'electron/shared',
  'electron/preload',
  'electron/main',
  'renderer/src',
  'bench',
  'scripts',
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => resolve(folder, name))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file) && statSync(file).isFile());
}

/** The relative imports of a file (static, type-only and dynamic), resolved to files. */
function importsOf(file: string): string[] {
  const found: string[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+|@shared\/[^']+)'/g)) {
    const spec = match[1] ?? '';
    const base = spec.startsWith('@shared/') ? resolve('electron/shared', spec.slice('@shared/'.length)) : resolve(dirname(file), spec);
    const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (target) found.push(target);
  }
  return found;
}

/** Every import cycle among the files (absolute paths), each as the files around it. */
function importCycles(files: readonly string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file).filter((target) => files.includes(target))]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    path.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'open') cycles.push([...path.slice(path.indexOf(target)), target]);
      else if (!state.has(target)) visit(target);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('imports', () => {
  it('form no cycles, type-only imports included', () => {
    const files = CHECKED.flatMap(sourceFiles);
    expect(files).toContain(resolve('electron/cli/quote-command.ts'));
    expect(importCycles(files).map((cycle) => cycle.map((file) => relative(process.cwd(), file)).join(' -> '))).toEqual([]);
  });

  it('are seen to form a cycle when two files import types from each other', () => {
    const folder = tempFolderSync('cycles');
    try {
      writeFileSync(join(folder, 'a.ts'), "import type { B } from './b';\nexport type A = B;\n");
      writeFileSync(join(folder, 'b.ts'), "import { type A } from './a';\nexport type B = A | 1;\n");
      writeFileSync(join(folder, 'c.ts'), "export const c = import('./a');\n");
      expect(importCycles(sourceFiles(folder))).toHaveLength(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
