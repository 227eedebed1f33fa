import { msg, type Message } from '../shared/i18n/catalogue';
import { readPolicyFile } from '../core/policy-file';
import type { Settings } from '../core/settings-store';
import { keptFooterColumns } from '../shared/quote/quote-letter';
import { COMPANY_POLICIES, FOOTER_POLICIES, isPolicyName, keptPasswordBarredBy, type PolicyState } from '../shared/policy-state';
import { POLICIES, type PolicyType, type PolicyValues } from './policy-definition';

/** A policy that was set but cannot be used: which, where from, and why (the value itself is not repeated). */
export interface PolicyProblem {
  name: string;
  source: string;
  reason: Message;
}

export interface ReadPolicies {
  values: PolicyValues;
  problems: PolicyProblem[];
}

export const NO_POLICIES: ReadPolicies = { values: {}, problems: [] };

/** One value against its policy's type: the value to use, or why it cannot be used. */
function checkValue(type: PolicyType, value: unknown): { ok: true; value: boolean | number | string } | { ok: false; reason: Message } {
  switch (type.kind) {
    case 'boolean':
      // The registry has no booleans: a DWORD of 0 or 1 stands for them.
      if (typeof value === 'boolean') return { ok: true, value };
      if (value === 0 || value === 1) return { ok: true, value: value === 1 };
      return { ok: false, reason: msg('policy.problem.wrongType', { expected: 'boolean' }) };
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value))
        return { ok: false, reason: msg('policy.problem.wrongType', { expected: 'integer' }) };
      return value < type.min || value > type.max
        ? { ok: false, reason: msg('policy.problem.outOfRange', { min: type.min, max: type.max }) }
        : { ok: true, value };
    case 'enum':
      return typeof value === 'string' && type.values.includes(value)
        ? { ok: true, value }
        : { ok: false, reason: msg('policy.problem.notOneOf', { values: type.values.join(', ') }) };
    case 'string': {
      // Lines may come as an array; the registry's REG_MULTI_SZ comes joined with "\n" (system-policies.ts).
      const text = Array.isArray(value) && value.every((line) => typeof line === 'string') ? value.join('\n') : value;
      if (typeof text !== 'string') return { ok: false, reason: msg('policy.problem.wrongType', { expected: 'string' }) };
      const trimmed = text.trim();
      if ([...trimmed].length > type.maxLength) return { ok: false, reason: msg('policy.problem.tooLong', { max: type.maxLength }) };
      const maxLines = 'maxLines' in type ? type.maxLines : 1;
      if (trimmed.split('\n').length > (maxLines ?? 1))
        return { ok: false, reason: msg('policy.problem.tooManyLines', { max: maxLines ?? 1 }) };
      const maxLineLength = 'maxLineLength' in type ? type.maxLineLength : undefined;
      if (maxLineLength !== undefined && trimmed.split('\n').some((line) => [...line.trimEnd()].length > maxLineLength))
        return { ok: false, reason: msg('policy.problem.lineTooLong', { max: maxLineLength }) };
      const problem = 'check' in type && type.check ? type.check(trimmed) : null;
      return problem === null ? { ok: true, value: trimmed } : { ok: false, reason: msg(problem) };
    }
  }
}

/**
 * The policies of one source (a JSON file, the registry, managed preferences), each value checked against
 * its type and range: a wrong or unknown one is left out with a problem, never a failure.
 */
export function readPolicyValues(raw: Readonly<Record<string, unknown>>, source: string): ReadPolicies {
  const values: Record<string, boolean | number | string> = {};
  const problems: PolicyProblem[] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (!isPolicyName(name)) {
      problems.push({ name, source, reason: msg('policy.problem.unknown') });
      continue;
    }
    const checked = checkValue(POLICIES[name], value);
    if (checked.ok) values[name] = checked.value;
    else problems.push({ name, source, reason: checked.reason });
  }
  return { values: values as PolicyValues, problems };
}

/** Several sources, the first one's value winning (machine before user). */
export function mergePolicies(sources: readonly ReadPolicies[]): ReadPolicies {
  return {
    values: Object.assign({}, ...[...sources].reverse().map((source) => source.values)) as PolicyValues,
    problems: sources.flatMap((source) => source.problems),
  };
}

/** The footer columns IT has set, in their places (an unset one empty), or null when IT sets none. */
function policyFooter(values: PolicyValues): string[] | null {
  if (FOOTER_POLICIES.every((name) => values[name] === undefined)) return null;
  // Each line as a Settings column keeps it: without trailing blanks (a "\r\n" of the file loses its "\r").
  return keptFooterColumns(
    FOOTER_POLICIES.map((name) =>
      (values[name] ?? '')
        .split('\n')
        .map((line) => line.trimEnd())
        .join('\n'),
    ),
  );
}

/**
 * The settings as the app uses them: a policy wins over the user's own setting. A base URL without the
 * lock, and the language, are presets: they apply while the user has not chosen one.
 */
export function applyPolicies(own: Settings, values: PolicyValues): Settings {
  const shortcut = values.GlobalShortcut;
  const footer = policyFooter(values);
  return {
    ...own,
    baseUrl: values.BaseUrl !== undefined && (values.BaseUrlLocked === true || own.baseUrl === null) ? values.BaseUrl : own.baseUrl,
    useDemo: values.AllowDemo === false ? false : own.useDemo,
    // IT's alone: an address in the settings file (an older version let the user set one) is never a feed.
    updateUrl: values.UpdateUrl ?? null,
    language: own.language === 'system' && values.Language !== undefined ? values.Language : own.language,
    lastKnownMaxAgeDays: Math.min(own.lastKnownMaxAgeDays, values.LastKnownMaxDays ?? Number.POSITIVE_INFINITY),
    signIn: own.signIn && keptPasswordBarredBy(policyState(values)) !== null ? { ...own.signIn, staySignedIn: false } : own.signIn,
    globalShortcut:
      shortcut === undefined
        ? own.globalShortcut
        : shortcut === 'disabled'
          ? { enabled: false, accelerator: null }
          : { enabled: true, accelerator: shortcut === 'default' ? null : shortcut },
    company: {
      ...own.company,
      ...(values.CompanyName === undefined ? {} : { name: values.CompanyName }),
      ...(values.CompanyAddress === undefined
        ? {}
        : {
            address: values.CompanyAddress.split('\n')
              .map((line) => line.trim())
              .filter(Boolean),
          }),
      ...(values.CompanyRegisterCourt === undefined ? {} : { registerCourt: values.CompanyRegisterCourt }),
      ...(values.CompanyRegisterNumber === undefined ? {} : { registerNumber: values.CompanyRegisterNumber }),
      ...(values.CompanyManagingDirectors === undefined ? {} : { managingDirectors: values.CompanyManagingDirectors }),
      ...(values.CompanyVatId === undefined ? {} : { vatId: values.CompanyVatId }),
      ...(values.CompanyCountry === undefined ? {} : { country: values.CompanyCountry }),
    },
    // Any footer policy makes the whole footer IT's; the number pattern, validity, salesperson and terms stay the user's.
    documents: footer === null ? own.documents : { ...own.documents, footer },
  };
}

export function policyState(values: PolicyValues): PolicyState {
  return {
    baseUrlLocked: values.BaseUrl !== undefined && values.BaseUrlLocked === true,
    allowDemo: values.AllowDemo !== false,
    signIn: values.SignIn ?? 'any',
    staySignedInAllowed: values.StaySignedInAllowed !== false,
    shortcutLocked: values.GlobalShortcut !== undefined,
    lastKnownMaxDays: values.LastKnownMaxDays ?? null,
    companyLocked: COMPANY_POLICIES.some((name) => values[name] !== undefined),
    footerLocked: policyFooter(values) !== null,
    updateLocked: values.UpdateUrl !== undefined || values.UpdateMode !== undefined,
    updateMode: values.UpdateMode ?? null,
    set: Object.keys(values).sort(),
  };
}

/** The policies in the policy file: its entries checked one by one; a file that cannot be read is one problem. */
export async function readPolicies(file: string): Promise<ReadPolicies> {
  const { entries, problem } = await readPolicyFile(file);
  const read = readPolicyValues(entries, file);
  return problem === null ? read : { values: read.values, problems: [{ name: file, source: file, reason: problem }, ...read.problems] };
}
