import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

/** The problems of a file that imports `from` and nothing else. */
const importing = (filePath: string, from: string): Promise<string[]> =>
  problems(filePath, `import { x } from '${from}';\nexport const y = x;\n`);
const restricted = (found: string[]): string[] => found.filter((problem) => problem.startsWith('no-restricted-imports'));

const rawIpc = "import { ipcMain, ipcRenderer } from 'electron';\nexport const used = [ipcMain, ipcRenderer];\n";

describe('lint rules that keep the architecture', () => {
  it.each(['electron/main/window.ts', 'electron/main-logic/handlers.ts', 'electron/core/price-client.ts', 'electron/cli/run-cli.ts'])(
    'ban raw IPC in %s',
    async (file) => {
      expect((await problems(file, rawIpc)).join('\n')).toMatch(
        /'ipcMain' import from 'electron' is restricted|'electron' import is restricted/,
      );
    },
  );

  it.each(['electron/preload/index.ts', 'electron/main/ipc-registration.ts'])('allow raw IPC in %s', async (file) => {
    expect(await problems(file, rawIpc)).toEqual([]);
  });

  it('keep Node, Electron and the keychain out of the renderer', async () => {
    const found = await problems(
      'renderer/src/app/app.tsx',
      "import keytar from 'keytar';\nimport { readFile } from 'node:fs';\nexport const x = [keytar, readFile];\n",
    );
    expect(found.filter((problem) => problem.startsWith('no-restricted-imports'))).toHaveLength(2);
  });

  it.each(['electron/main-logic/services.ts', 'electron/core/settings-store.ts', 'electron/cli/run-cli.ts'])(
    'keep Electron out of %s',
    async (file) => {
      const found = await problems(file, "import { app } from 'electron';\nexport const x = app;\n");
      expect(found.join('\n')).toMatch(/'electron' import is restricted.*Electron-free code/);
    },
  );

  it('keep the shared contract free of Node and Electron', async () => {
    const found = await problems(
      'electron/shared/countries.ts',
      "import { app } from 'electron';\nimport { join } from 'node:path';\nexport const x = [app, join];\n",
    );
    expect(found.filter((problem) => problem.startsWith('no-restricted-imports'))).toHaveLength(2);
  });

  it.each([
    ['electron/shared/quote/priced-quote.ts', '../../core/price-schema'],
    ['electron/shared/i18n/catalogue.ts', '../../main-logic/handlers'],
    ['electron/shared/format/numbers.ts', '../../main/window'],
    ['electron/shared/countries.ts', '../core/price-schema'],
  ])('keep the shared contract out of the processes at any depth: %s may not import %s', async (file, from) => {
    expect(restricted(await importing(file, from))).toHaveLength(1);
  });

  it.each([
    ['electron/core/simulator/price-simulator.ts', '../../main/window'],
    ['electron/main-logic/handlers.ts', '../main/window'],
    ['electron/cli/run-cli.ts', '../preload/index'],
  ])('keep the Electron glue out of %s at any depth (%s)', async (file, from) => {
    expect(restricted(await importing(file, from))).toHaveLength(1);
  });

  it.each([
    ['electron/main/window.ts', '../../test/support/electron-stand-in'],
    ['electron/main-logic/handlers.ts', '../../test/support/price-info'],
    ['electron/core/price-client.ts', '../../test/support/jwt'],
    ['electron/shared/quote/priced-quote.ts', '../../../test/support/price-info'],
    ['electron/cli/run-cli.ts', '../../test/support/fake-sign-in-service'],
    ['renderer/src/features/result/result-rows.ts', '../../../../test/support/price-info'],
    ['electron/main-logic/services.ts', '../../test/harness/web-bridge'],
    ['electron/main/index.ts', '../../e2e/fixtures'],
    ['renderer/src/main.tsx', '../../bench/budgets'],
  ])('keep test support out of product code: %s', async (file, from) => {
    expect((await importing(file, from)).join('\n')).toMatch(/Test support is for tests only/);
  });

  it.each(['electron/core/price-client.test.ts', 'renderer/src/api/queries.test.ts', 'e2e/fixtures.ts', 'bench/run.ts'])(
    'let tests and the harness use test support: %s',
    async (file) => {
      expect(await problems(file, "import { x } from '../../test/support/price-info';\nexport const y = x;\n")).toEqual([]);
    },
  );

  it.each([
    ['electron/cli/run-cli.ts', "import { lookUpWithToken } from '../core/look-up-with-token';"],
    ['electron/cli/quote-command.ts', "import { checkPrice } from '../core/price-client';"],
    ['electron/cli/cli-lookups.ts', "import { jwtExpiry } from '../shared/jwt';"],
    ['electron/main-logic/lookup-handlers.ts', "import { lookUpWithToken } from '../core/look-up-with-token';"],
    ['electron/main-logic/quote-pricing-handlers.ts', "import { checkPrice } from '../core/price-client';"],
  ])('keep the one lookup the only way to a price: %s may not %s', async (file, line) => {
    expect(restricted(await problems(file, `${line}\n`)).join('\n')).toMatch(
      /createPriceLookups \(electron\/main-logic\/price-lookups\.ts\)/,
    );
  });

  it.each([
    ['electron/main-logic/price-lookups.ts', "import { lookUpWithToken } from '../core/look-up-with-token';"],
    ['electron/cli/cli-io.ts', "import type { FetchLike } from '../core/price-client';"],
    ['electron/main-logic/settings-state.ts', "import { jwtExpiry } from '../shared/jwt';"],
    ['electron/cli/run-cli.test.ts', "import { lookUpWithToken } from '../core/look-up-with-token';"],
  ])('let %s %s', async (file, line) => {
    expect(restricted(await problems(file, `${line}\n`))).toEqual([]);
  });

  it('find words written into the renderer JSX instead of the catalogues', async () => {
    const found = await problems(
      'renderer/src/features/lookup/example.tsx',
      'export const A = () => <p title="Price">Look up<input aria-label="Article number" /><span>{\'11+\'}</span></p>;\n',
    );
    expect(found.filter((problem) => problem.startsWith('formatjs/no-literal-string-in-jsx'))).toHaveLength(4);
    const translated = await problems(
      'renderer/src/features/lookup/example.tsx',
      "declare const t: (key: string) => string;\nexport const A = () => <p title={t('a')}>{t('b')}<input aria-label={t('c')} /></p>;\n",
    );
    expect(translated.filter((problem) => problem.startsWith('formatjs/'))).toEqual([]);
  });
});
