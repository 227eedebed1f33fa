/** The company's policies: any of them makes the whole company block IT's, as one letterhead. */
export const COMPANY_POLICIES = [
  'CompanyName',
  'CompanyAddress',
  'CompanyRegisterCourt',
  'CompanyRegisterNumber',
  'CompanyManagingDirectors',
  'CompanyVatId',
  'CompanyCountry',
] as const;

/** The footer columns of quote documents IT may set. */
export const FOOTER_POLICIES = ['DocumentFooter1', 'DocumentFooter2', 'DocumentFooter3'] as const;

/** The names of the policies IT can set (their types and ranges: electron/main-logic/policy-definition.ts). */
export const POLICY_NAMES = [
  'BaseUrl',
  'BaseUrlLocked',
  'AllowDemo',
  'SignIn',
  'StaySignedInAllowed',
  'Language',
  'GlobalShortcut',
  'LastKnownMaxDays',
  'UpdateUrl',
  'UpdateMode',
  ...COMPANY_POLICIES,
  ...FOOTER_POLICIES,
] as const;
export type PolicyName = (typeof POLICY_NAMES)[number];

export function isPolicyName(name: string): name is PolicyName {
  return (POLICY_NAMES as readonly string[]).includes(name);
}

/** What the window may know of the policies: what is locked, and the bounds it must keep to. */
export interface PolicyState {
  baseUrlLocked: boolean;
  allowDemo: boolean;
  signIn: 'any' | 'password-only' | 'token-only';
  staySignedInAllowed: boolean;
  shortcutLocked: boolean;
  lastKnownMaxDays: number | null;
  /** Any of the company's policies is set: its name, address and legal details in Settings are read-only. */
  companyLocked: boolean;
  /** The footer columns of quote documents are IT's: the fields in Settings are read-only. */
  footerLocked: boolean;
  /** The update address or mode is IT's: the address field is read-only. */
  updateLocked: boolean;
  /** How updates are taken, when IT says (else `notify` once an address is set). */
  updateMode: 'off' | 'notify' | 'auto' | null;
  /** The names of the policies set, for Settings' list of what IT has set. */
  set: string[];
}

/**
 * Why IT allows no kept password (the one rule for whether one may exist and be sent): sign-in by
 * token only, or "Stay signed in" not allowed; null when one may be kept.
 */
export function keptPasswordBarredBy(
  policies: Pick<PolicyState, 'signIn' | 'staySignedInAllowed'>,
): 'SignIn' | 'StaySignedInAllowed' | null {
  if (policies.signIn === 'token-only') return 'SignIn';
  if (!policies.staySignedInAllowed) return 'StaySignedInAllowed';
  return null;
}
