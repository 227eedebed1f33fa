// Test helper, imported only by tests: the policy state with no policy set (policyState({}) in main says the same).
import type { PolicyState } from '../../electron/shared/policy-state';

/** No policy set: everything is the user's. */
export const NO_POLICY_STATE: PolicyState = {
  baseUrlLocked: false,
  allowDemo: true,
  signIn: 'any',
  staySignedInAllowed: true,
  shortcutLocked: false,
  lastKnownMaxDays: null,
  companyLocked: false,
  footerLocked: false,
  updateLocked: false,
  updateMode: null,
  set: [],
};
