import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../electron/shared/i18n/catalogues/all';
import { startKeys } from './start-words.mts';
import { tempFolderSync } from '../test/support/temp-folder';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A window of these modules (paths under src, shared and catalogues), its entry src/main.tsx. */
function windowOf(files: Record<string, string>) {
  folder = tempFolderSync('start-words');
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), code);
  }
  return { entry: join(folder, 'src/main.tsx'), sharedDir: join(folder, 'shared'), cataloguesDir: join(folder, 'catalogues') };
}

const KEYS = [
  'lookup.title',
  'lookup.field.price',
  'lookup.field.stock',
  'quote.heading',
  'errors.gone',
  'settings.a.title',
  'settings.b.title',
];

describe('the words the window loads to start', () => {
  it('are the keys its modules name, through static imports, also by a template that starts the key', () => {
    const window = windowOf({
      'src/main.tsx': "import { view } from './view';\nimport './styles.css';\nexport const title = t('lookup.title');",
      'src/view.tsx':
        "import { gone } from '@shared/errors';\n// it's here: `lookup.field.${field}`\nconst label = t(`lookup.field.${field}`);",
      'src/styles.css': '.quote-heading {}',
      'shared/errors.ts': 'export const gone = msg("errors.gone");',
    });
    expect([...startKeys(KEYS, window)].sort()).toEqual(['errors.gone', 'lookup.field.price', 'lookup.field.stock', 'lookup.title']);
  });

  it('leave out what is imported later, what is imported for its types, and the catalogue that defines the keys', () => {
    const window = windowOf({
      'src/main.tsx': [
        "import type { Heading } from './quote';",
        "const quote = () => import('./quote');",
        "import { words } from '../catalogues/en';",
        "export { shown } from './settings';",
      ].join('\n'),
      'src/quote.tsx': "export const heading = t('quote.heading');",
      'src/settings.tsx': 'export const shown = t(`settings.${section}.title`);',
      'catalogues/en.ts': "export const words = { 'lookup.title': 'Price lookup', 'quote.heading': 'Quote' };",
    });
    expect([...startKeys(KEYS, window)].sort()).toEqual(['settings.a.title', 'settings.b.title']);
  });

  it('fail the build when a module imported cannot be found, rather than leave its words out', () => {
    const window = windowOf({ 'src/main.tsx': "import { view } from './missing';" });
    expect(() => startKeys(KEYS, window)).toThrow(/cannot find "\.\/missing"/);
  });

  it('of the app: the lookup’s, and not the quote view’s or the settings’', () => {
    const keys = Object.keys(CATALOGUES.en);
    const atStart = startKeys(keys, {
      entry: 'renderer/src/main.tsx',
      sharedDir: 'electron/shared',
      cataloguesDir: 'electron/shared/i18n/catalogues',
    });
    expect(atStart).toContain('lookup.form.artnr');
    expect(atStart).toContain('lookup.app.viewUnloadable');
    expect(atStart).not.toContain('quote.heading');
    expect(atStart).not.toContain('lookup.settings.heading');
  });
});
