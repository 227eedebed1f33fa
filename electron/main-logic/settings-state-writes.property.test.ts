import { readFile, rm } from 'node:fs/promises';
import { fc, test } from '@fast-check/vitest';
import { expect, it } from 'vitest';
import type { Settings } from '../core/settings-store';
import type { KeychainHolder } from './settings-merge';
import { mainStateOnDisk } from '../../test/support/settings-state-on-disk';

// The settings watcher fires after the app's own writes too, and asks the keychain whose token it holds
// (slow under load): no change the user made in between may be lost, in the app or in the file.

type Change = Pick<Settings, 'appearance'> | Pick<Settings, 'lastCountry'> | Pick<Settings, 'recheckAfterHours'>;
type Op = { kind: 'update'; change: Change } | { kind: 'reload' } | { kind: 'answerKeychain' } | { kind: 'tick' };

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ appearance: fc.constantFrom<Settings['appearance']>('system', 'light', 'dark') }),
  fc.record({ lastCountry: fc.constantFrom<Settings['lastCountry']>('de', 'at', 'ch', 'fr') }),
  fc.record({ recheckAfterHours: fc.integer({ min: 1, max: 72 }) }),
);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('update' as const), change }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reload' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('answerKeychain' as const) }) },
  fc.record({ kind: fc.constant('tick' as const) }),
);

/** A main state over a real settings file whose keychain answers only when the test says so. */
async function slowKeychainState() {
  const waiting: (() => void)[] = [];
  const keychainHolder = () => new Promise<KeychainHolder>((resolve) => waiting.push(() => resolve('own')));
  const { dir, store, loaded, state } = await mainStateOnDisk('price-lookup-writes-', { keychainHolder });
  const answerKeychain = (): void => {
    for (const answer of waiting.splice(0)) answer();
  };
  const file = async () => JSON.parse(await readFile(store.file, 'utf8')) as Partial<Settings>;
  return { dir, state, answerKeychain, asking: () => waiting.length > 0, file, expected: { ...loaded.settings } };
}

it('a change made while the watcher’s reload waits for the keychain stays, in the app and in the file', async () => {
  const app = await slowKeychainState();
  try {
    const reload = app.state.reload();
    // The reload has read the file and now waits for the keychain.
    while (!app.asking()) await new Promise((resolve) => setImmediate(resolve));
    const saved = app.state.update({ appearance: 'light' });
    while (!(await Promise.race([saved.then(() => true), new Promise<false>((resolve) => setImmediate(() => resolve(false)))])))
      app.answerKeychain();
    await reload;
    expect(app.state.settings().appearance).toBe('light');
    expect((await app.file()).appearance).toBe('light');
  } finally {
    await rm(app.dir, { recursive: true, force: true });
  }
});

test.prop([fc.array(op, { minLength: 1, maxLength: 16 })], { numRuns: 60 })(
  'updates interleaved with reloads and a slow keychain: the app and the file end as the updates in order',
  async (ops) => {
    const app = await slowKeychainState();
    try {
      const running: Promise<unknown>[] = [];
      for (const step of ops) {
        if (step.kind === 'update') {
          Object.assign(app.expected, step.change);
          running.push(app.state.update(step.change));
        } else if (step.kind === 'reload') running.push(app.state.reload());
        else if (step.kind === 'answerKeychain') app.answerKeychain();
        // Let file reads and writes under way move on.
        await new Promise((resolve) => setImmediate(resolve));
      }
      let settled = false;
      void Promise.all(running).then(() => (settled = true));
      while (!settled) {
        app.answerKeychain();
        await new Promise((resolve) => setImmediate(resolve));
      }
      const fields = ['appearance', 'lastCountry', 'recheckAfterHours'] as const;
      const pick = (settings: Partial<Settings>) => Object.fromEntries(fields.map((field) => [field, settings[field]]));
      expect(pick(app.state.settings())).toEqual(pick(app.expected));
      if (ops.some((step) => step.kind === 'update')) expect(pick(await app.file())).toEqual(pick(app.expected));
    } finally {
      await rm(app.dir, { recursive: true, force: true });
    }
  },
);
