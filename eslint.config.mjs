import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// What tests share lives in test/ (support and the e2e harness), beside e2e/ and bench/: product code never
// imports any of it (tests may).
const testSupport = {
  group: ['**/test/support/**', '**/test/harness/**', '**/e2e/**', '**/bench/**'],
  message: 'Test support is for tests only: product code never imports it.',
};

// A price has one owner: the window's, the tray's and the CLI's lookups all go through the application
// layer's one lookup (electron/main-logic/price-lookups.ts), none around it straight to the client.
const ONE_LOOKUP = 'Look prices up with createPriceLookups (electron/main-logic/price-lookups.ts), the one lookup of the app and the CLI.';
const lookupSteps = [
  { group: ['**/core/look-up-with-token'], message: ONE_LOOKUP },
  { group: ['**/core/price-client'], importNames: ['checkPrice'], message: ONE_LOOKUP },
];
const electronFree = { name: 'electron', message: 'Electron-free code: put what needs Electron in electron/main and inject it.' };
const electronGlue = { group: ['**/main/**', '**/preload/index*'] };

const rawIpc = {
  name: 'electron',
  importNames: ['ipcMain', 'ipcRenderer'],
  message: 'Raw IPC lives only in electron/preload/index.ts and electron/main/ipc-registration.ts; use the typed contract.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'release/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', __dirname: 'readonly', require: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [rawIpc], patterns: [testSupport] }],
    },
  },
  {
    // The package's bin is plain CommonJS by design: it starts before anything is transpiled.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['electron/preload/index.ts', 'electron/main/ipc-registration.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The contract is shared by every process: no Node, Electron, React or process-specific code.
    files: ['electron/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['electron', 'react', 'keytar'],
          // At any depth: electron/shared/quote/x.ts reaching '../../core/y' is refused like '../core/y'.
          patterns: [{ group: ['node:*', '**/core/**', '**/main-logic/**', '**/main/**', '**/preload/**', '**/cli/**'] }, testSupport],
        },
      ],
    },
  },
  {
    // Only electron/main and electron/preload may need Electron: everything else runs under plain Node
    // (tests, the CLI, the e2e harness).
    files: ['electron/main-logic/**/*.ts', 'electron/core/**/*.ts', 'electron/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electronFree],
          patterns: [electronGlue, testSupport],
        },
      ],
    },
  },
  {
    files: ['electron/main-logic/**/*.ts'],
    ignores: ['electron/main-logic/price-lookups.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [electronFree], patterns: [electronGlue, testSupport, ...lookupSteps] }] },
  },
  {
    // The CLI's check and quote use the app's lookup, its expiry check included.
    files: ['electron/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electronFree],
          patterns: [
            electronGlue,
            testSupport,
            ...lookupSteps,
            { group: ['**/shared/jwt'], importNames: ['jwtExpiry'], message: `An expired token is refused by the lookup. ${ONE_LOOKUP}` },
          ],
        },
      ],
    },
  },
  {
    // The renderer reaches main only through the bridge; the token store and Node stay out of reach.
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: ['electron', 'keytar', rawIpc],
          patterns: [
            {
              group: [
                'node:*',
                '**/electron/core/**',
                '**/electron/main-logic/**',
                '**/electron/main/**',
                '**/electron/preload/index*',
                '**/electron/cli/**',
              ],
            },
            testSupport,
          ],
        },
      ],
    },
  },
  {
    // Tests, test support, the e2e specs, their config and the bench may use what tests share (and Node); raw IPC stays banned.
    files: ['**/*.test.{ts,tsx}', 'test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'playwright.config.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [rawIpc] }] },
  },
  {
    // Every word a user reads comes from the catalogues (electron/shared/i18n): no text written into JSX,
    // nor into the props that end up read or announced.
    files: ['renderer/**/*.tsx'],
    ignores: ['renderer/**/*.test.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{label,hint,description,summary,heading,caption,message}']] } },
      ],
    },
  },
);
