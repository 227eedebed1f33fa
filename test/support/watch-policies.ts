import { afterEach } from 'vitest';
import { watchSystemPolicies, type SystemPolicies, type SystemPolicyOptions } from '../../electron/app/system-policies';

/** `watchSystemPolicies` for a test file: each reader it starts is disposed after its test. */
export function watchedPolicies(): (options: SystemPolicyOptions) => SystemPolicies {
  const readers: SystemPolicies[] = [];
  afterEach(() => {
    for (const reader of readers.splice(0)) reader.dispose();
  });
  return (options) => {
    const reader = watchSystemPolicies(options);
    if (reader === null) throw new Error('no reader');
    readers.push(reader);
    return reader;
  };
}
