import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryTokenStore } from '../../electron/core/token-store';
import { bindToOrigin } from '../../electron/core/origin-bound-store';
import { createSettingsStore } from '../../electron/core/settings-store';
import { createSettingsState } from '../../electron/main-logic/settings-state';
import type { ReadPolicies } from '../../electron/main-logic/policy-values';
import type { KeychainHolder } from '../../electron/main-logic/settings-merge';

/**
 * Main's state over a real settings file in a folder of its own (`dir`, the caller removes it), on a
 * German system with a keychain in memory: for tests of what is kept, in the app and in the file.
 */
export async function mainStateOnDisk(
  prefix: string,
  options: { policies?: ReadPolicies; trayAvailable?: boolean; keychainHolder?: () => Promise<KeychainHolder> } = {},
) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const store = createSettingsStore(dir);
  const loaded = await store.load();
  const state = createSettingsState(
    store,
    bindToOrigin(createMemoryTokenStore(), () => null),
    loaded,
    'de-DE',
    () => ['de-DE'],
    () => options.trayAvailable ?? false,
    options.policies,
    undefined,
    options.keychainHolder,
  );
  return { dir, store, loaded, state };
}
