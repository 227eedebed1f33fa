import { fail, ok, type Result } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import { checkAccelerator } from '../shared/global-shortcut';
import type { LetterTexts } from '../shared/quote/quote-letter';
import { keptFooter, lockedSetting, type SettingsPatch } from '../shared/settings-patch';
import type { Settings } from '../core/settings-store';
import type { GlobalShortcut } from './global-shortcut';
import { accepts } from './accepts';
import type { SettingsState } from './settings-state';

export interface SettingsDeps {
  state: SettingsState;
  /** The system-wide shortcut that brings the window to the front. */
  shortcut: GlobalShortcut;
}

/** A language's letter texts as kept: each trimmed (an empty one is none). */
const trimmedTexts = (texts: LetterTexts): LetterTexts => ({
  salutation: texts.salutation.trim(),
  intro: texts.intro.trim(),
  closing: texts.closing.trim(),
});

/**
 * The patch as main keeps it: texts trimmed, the accelerator checked, the logo and a locked footer left as
 * the user's own settings have them. A value main cannot keep is refused with its field's message.
 */
function keptChange(patch: SettingsPatch, state: SettingsState): Result<Partial<Settings>> {
  const { company, documents, globalShortcut, ...plain } = patch;
  const change: Partial<Settings> = { ...plain };
  if (globalShortcut !== undefined) {
    let accelerator: string | null = null;
    if (globalShortcut.accelerator !== null) {
      const checked = checkAccelerator(globalShortcut.accelerator);
      if (!checked.ok) return fail('invalid-input', checked.message, 'accelerator');
      accelerator = checked.value;
    }
    change.globalShortcut = { enabled: globalShortcut.enabled, accelerator };
  }
  if (company !== undefined) {
    change.company = {
      // The logo is main's own (chooseCompanyLogo): the window never sends it.
      ...state.ownSettings().company,
      name: company.name.trim(),
      address: company.address.map((line) => line.trim()).filter((line) => line !== ''),
      registerCourt: company.registerCourt.trim(),
      registerNumber: company.registerNumber.trim(),
      managingDirectors: company.managingDirectors.trim(),
      vatId: company.vatId.trim(),
      country: company.country,
    };
  }
  if (documents !== undefined) {
    change.documents = {
      ...documents,
      numberPattern: documents.numberPattern.trim(),
      salesperson: {
        name: documents.salesperson.name.trim(),
        phone: documents.salesperson.phone.trim(),
        email: documents.salesperson.email.trim(),
      },
      terms: documents.terms.trim(),
      letterTexts: { de: trimmedTexts(documents.letterTexts.de), en: trimmedTexts(documents.letterTexts.en) },
      // Under IT's footer the user's own stays saved, for when IT removes it.
      footer: state.policies().footerLocked ? state.ownSettings().documents.footer : keptFooter(documents.footer),
    };
  }
  return ok(change);
}

/**
 * What a changed setting does beyond being saved, one row per setting that does something. The language,
 * the appearance and the service's origin are told by main state itself (`onUiLanguageChange`,
 * `onAppearanceChange`, `onOriginChange`), because a policy or the settings file can change them too;
 * the tray is asked as the window closes (keep-in-tray.ts); the update address is IT's alone.
 */
function settingEffects(deps: SettingsDeps, change: Partial<Settings>): void {
  // Registered before it is saved, so the state answered says whether the system took it; registered even
  // when the settings file cannot be written: the key works for this session.
  if (change.globalShortcut !== undefined) deps.shortcut.apply(change.globalShortcut);
}

/** Settings the window changes: one call, a patch of them, refused whole when IT locks any key of it. */
export function createSettingsHandlers(deps: SettingsDeps) {
  const { state } = deps;
  return {
    updateSettings: accepts('updateSettings', async (patch) => {
      if (Object.keys(patch).length === 0) return ok(await state.snapshot());
      const locked = lockedSetting(patch, { policies: state.policies(), documents: state.settings().documents });
      if (locked !== null) return fail('setting-locked', msg('policy.error.settingLocked', { setting: locked }), locked);
      const change = keptChange(patch, state);
      if (!change.ok) return change;
      settingEffects(deps, change.value);
      return state.update(change.value);
    }),
  };
}
