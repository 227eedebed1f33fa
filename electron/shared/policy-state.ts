/** What the window may know of the policies: what is locked, and the bounds it must keep to. */
export interface PolicyState {
  baseUrlLocked: boolean;
  allowDemo: boolean;
  signIn: 'any' | 'password-only' | 'token-only';
  staySignedInAllowed: boolean;
  shortcutLocked: boolean;
  lastKnownMaxDays: number | null;
  companyLocked: boolean;
  /** The names of the policies set, for Settings' list of what IT has set. */
  set: string[];
}

/** No policy set: everything is the user's. */
export const NO_POLICY_STATE: PolicyState = {
  baseUrlLocked: false,
  allowDemo: true,
  signIn: 'any',
  staySignedInAllowed: true,
  shortcutLocked: false,
  lastKnownMaxDays: null,
  companyLocked: false,
  set: [],
};
