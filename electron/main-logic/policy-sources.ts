import type { DiagnosticsLog } from '../core/diagnostics-log';
import { watchPolicyFile } from '../core/policy-file';
import { englishText } from '../shared/i18n/translator';
import { mergePolicies, NO_POLICIES, readPolicies, type PolicyProblem, type ReadPolicies } from './policy-values';
import type { MainServicesOptions } from './main-services-options';

/** IT's policies from the system and the policy file, merged, and the log's lines about them. */
export async function readPolicySources(
  options: Pick<MainServicesOptions, 'policyFile' | 'systemPolicies' | 'policyFileIntervalMs'>,
  log: DiagnosticsLog,
) {
  const { policyFile } = options;
  const [fileAtStart, system] = await Promise.all([
    policyFile ? readPolicies(policyFile) : NO_POLICIES,
    options.systemPolicies?.started ?? null,
  ]);
  let filePolicies = fileAtStart;
  let systemPolicies = system?.policies ?? null;
  if (system?.timedOutAfterMs != null) {
    void log.write('system-policies-late', { source: options.systemPolicies?.source ?? null, waitedMs: system.timedOutAfterMs });
  }
  // Group Policy and profiles are IT's central tools: what they set wins over a file on the machine.
  const merged = (): ReadPolicies => (systemPolicies === null ? filePolicies : mergePolicies([systemPolicies, filePolicies]));
  // One line each in the log; Settings shows them too.
  const logProblems = (problems: readonly PolicyProblem[]): void => {
    for (const problem of problems) {
      void log.write('policy-ignored', { policy: problem.name, source: problem.source, reason: englishText(problem.reason) });
    }
  };
  const atStart = merged();
  logProblems(atStart.problems);
  return {
    /** What IT has set as the app starts. */
    atStart,
    /** Calls `changed` with what IT has set whenever a source changes while the app runs; returns the stop. */
    follow(changed: (policies: ReadPolicies) => void): () => void {
      const sourceChanged = (problems: readonly PolicyProblem[]): void => {
        const policies = merged();
        logProblems(problems);
        void log.write('policies-changed', { set: Object.keys(policies.values).sort().join(',') });
        changed(policies);
      };
      options.systemPolicies?.onChange((read) => {
        systemPolicies = read;
        sourceChanged(read.problems);
      });
      if (policyFile === null || policyFile === undefined) return () => undefined;
      return watchPolicyFile(
        policyFile,
        () =>
          void readPolicies(policyFile).then((read) => {
            filePolicies = read;
            sourceChanged(read.problems);
          }),
        options.policyFileIntervalMs,
      );
    },
  };
}
