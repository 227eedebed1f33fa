import { checkBaseUrl } from '../shared/connection';
import { priceSourceOf, type PriceSource } from '../shared/price-info';
import { msg } from '../shared/i18n/catalogue';
import { policyFileToRead } from '../core/policy-file';
import { DEFAULT_SETTINGS, type Settings, type SettingsStore } from '../core/settings-store';
import { applyPolicies, mergePolicies, NO_POLICIES, readPolicies, type ReadPolicies } from '../main-logic/policy-values';
import { watchSystemPolicies } from '../main-logic/system-policies';
import { appSettingsStore, loadAppSettings } from './app-settings';
import { failWith } from './cli-failure';
import type { CliIo } from './cli-io';
import type { CliLocale } from './cli-locale';

/** Settings whose base URL is known: where the CLI's lookups and sign-in go. */
export type ServiceSettings = Settings & { baseUrl: string };

const NOT_CONFIGURED = msg('cli.baseUrl.notConfigured');

/**
 * The CLI's counterpart of main's settings, for the price service: the app's own settings (read only)
 * with IT's policies applied as the app applies them, the base URL from --base-url, else
 * PRICE_LOOKUP_BASE_URL, else the app's. Unlike the app, it never turns to demo data on its own, so
 * real and demo prices never mix up.
 */
export async function serviceSettings(flag: string | undefined, io: CliIo, locale: CliLocale): Promise<ServiceSettings> {
  return (await resolveServiceSettings(flag, io, locale)).settings;
}

/**
 * `serviceSettings`, and the base URL the app itself uses (its settings with IT's policies; null: none).
 */
export async function resolveServiceSettings(
  flag: string | undefined,
  io: CliIo,
  locale: CliLocale,
): Promise<{ settings: ServiceSettings; appBaseUrl: string | null }> {
  const { env } = io;
  const { values } = await readItPolicies(io);
  const store = appSettingsStore(env);
  const asked = flag ?? (env.PRICE_LOOKUP_BASE_URL ? env.PRICE_LOOKUP_BASE_URL : undefined);
  // IT's base URL, locked: it is the only one.
  if (values.BaseUrl !== undefined && values.BaseUrlLocked === true) {
    if (asked !== undefined && asked.trim() !== '' && asked.trim() !== values.BaseUrl) {
      throw failWith('invalid-input', msg('policy.error.locked'));
    }
    return { settings: { ...applyPolicies(await ownSettings(store), values), baseUrl: values.BaseUrl }, appBaseUrl: values.BaseUrl };
  }
  if (asked !== undefined) {
    const checked = checkBaseUrl(asked);
    if (!checked.ok) {
      const origin = flag !== undefined ? 'cli.baseUrl.invalidFromOption' : 'cli.baseUrl.invalidFromEnvironment';
      throw failWith('invalid-input', msg(origin, { problem: locale.words.text(checked.message) }));
    }
    const settings = applyPolicies(await ownSettings(store), values);
    return { settings: { ...settings, baseUrl: checked.value }, appBaseUrl: settings.baseUrl };
  }
  // The app's base URL, else IT's preset (applyPolicies): here the settings must be read.
  const { settings: own, notice } = await loadAppSettings(store, NOT_CONFIGURED);
  if (notice !== null) throw failWith('invalid-input', notice, NOT_CONFIGURED);
  // The app shows demo data in this case; the CLI only does when asked.
  if (own.baseUrl === null && own.useDemo) throw failWith('invalid-input', msg('cli.settings.demoOnly'), NOT_CONFIGURED);
  const settings = applyPolicies(own, values);
  if (settings.baseUrl === null) throw failWith('invalid-input', NOT_CONFIGURED);
  const checked = checkBaseUrl(settings.baseUrl);
  if (!checked.ok) throw failWith('invalid-input', msg('cli.baseUrl.invalidFromSettings', { problem: locale.words.text(checked.message) }));
  return { settings: { ...settings, baseUrl: checked.value }, appBaseUrl: checked.value };
}

/**
 * The app's own settings where the base URL comes from elsewhere: a settings file that cannot be read
 * then costs nothing but its other values (the defaults stand in, as they would in the app).
 */
async function ownSettings(store: SettingsStore): Promise<Settings> {
  try {
    return (await store.load({ readOnly: true })).settings;
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

/**
 * The app's settings (read only; the defaults when they cannot be read) and the prices the window shows
 * now, by main's rule (priceSourceOf) with IT's policies applied as the app applies them.
 */
export async function appSettingsAndSource(io: CliIo): Promise<{ settings: Settings; source: PriceSource }> {
  const { values } = await readItPolicies(io);
  const settings = applyPolicies(await ownSettings(appSettingsStore(io.env)), values);
  return { settings, source: priceSourceOf(settings, values.AllowDemo) };
}

/** IT's policies as the app reads them: the registry's or a profile's over the policy file's (none on Windows). */
async function readItPolicies(io: CliIo): Promise<ReadPolicies> {
  const path = policyFileToRead(io.env, io.testRun !== true, process.platform);
  const file = path === null ? NO_POLICIES : await readPolicies(path);
  const system = (io.systemPolicies ?? (() => watchSystemPolicies({ platform: process.platform })))();
  if (system === null) return file;
  try {
    return mergePolicies([(await system.started).policies, file]);
  } finally {
    system.dispose();
  }
}
