import { afterEach } from 'vitest';
import { watchSystemPolicies, type SystemPolicies, type SystemPolicyOptions } from '../../electron/main-logic/system-policies';
import { childProcessWatcher } from './policy-watcher-child';

/**
 * `watchSystemPolicies` for a test file: each reader it starts is disposed after its test. Without a
 * `loadWatcher` of the test's own, the real native watcher runs in a child process (policy-watcher-child.ts),
 * so a native crash fails the test with its cause instead of killing the test worker.
 */
export function watchedPolicies(): (options: SystemPolicyOptions) => SystemPolicies {
  const readers: SystemPolicies[] = [];
  afterEach(() => {
    for (const reader of readers.splice(0)) reader.dispose();
  });
  return (options) => {
    const reader = watchSystemPolicies({ loadWatcher: childProcessWatcher(), ...options });
    if (reader === null) throw new Error('no reader');
    readers.push(reader);
    return reader;
  };
}
