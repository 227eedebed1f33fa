import { msg, type Message } from './i18n/catalogue';

/**
 * The default shortcut that brings the window to the front. "P" for price, with two modifiers that
 * everyday programs leave alone: on macOS Control+Command (the system uses it only for a few keys,
 * e.g. Q, F, Space; not P); elsewhere Control+Alt, which on a German Windows keyboard is AltGr, and
 * AltGr+P types no character there. Not Control+Shift+Space (Excel: select the whole sheet), not
 * Alt+Space (the window menu on Windows, launchers elsewhere), not Command+Space (Spotlight).
 */
export function defaultShortcut(platform: string): string {
  return platform === 'darwin' ? 'Control+Command+P' : 'Control+Alt+P';
}

/** The shortcut setting of a settings file that has none: on, at the platform's default (`accelerator` null). */
export const DEFAULT_GLOBAL_SHORTCUT_SETTING = { enabled: true, accelerator: null } as const;

/**
 * Where the shortcut stands with the system: switched off; bound (the system took it); refused (the system
 * said no: another program holds it, or this system lets no app set one, as GNOME on Wayland without the
 * desktop portal); or asked without an answer (a Wayland desktop's portal: `register` answers true once the
 * request is sent, and the portal may still refuse, or ask the user, without telling the app; Electron 45's
 * electron.d.ts, `app.setDesktopName`).
 */
export type ShortcutBinding = 'off' | 'bound' | 'refused' | 'unconfirmed';

/** The shortcut as Settings shows it: what is set, and where it stands with the system. */
export interface GlobalShortcutState {
  enabled: boolean;
  accelerator: string;
  /** The platform's default, for "Use the default". */
  defaultAccelerator: string;
  binding: ShortcutBinding;
}

/**
 * What Settings says of the shortcut, and whether it is a problem to show beside the field: on, off,
 * refused (choose another; IT's own is IT's to change), or asked of a desktop that does not answer.
 * The shortcut in the words of the UI language ("Strg+Alt+P").
 */
export function shortcutSaying(
  state: GlobalShortcutState,
  context: { locked: boolean; language: string },
): { message: Message; problem: boolean } {
  const accelerator = acceleratorLabel(state.accelerator, context.language);
  switch (state.binding) {
    case 'off':
      return { message: msg('recall.shortcut.off'), problem: false };
    case 'bound':
      return { message: msg('recall.shortcut.active', { accelerator }), problem: false };
    case 'unconfirmed':
      return {
        message: msg(context.locked ? 'recall.shortcut.unconfirmedLocked' : 'recall.shortcut.unconfirmed', { accelerator }),
        problem: false,
      };
    case 'refused':
      return { message: msg(context.locked ? 'recall.shortcut.refusedLocked' : 'recall.shortcut.refused', { accelerator }), problem: true };
  }
}

/**
 * Key names as German keyboards and manuals print them, accepted as typed and shown in a German
 * window: the accelerator itself is kept in Electron's English names.
 */
const GERMAN_NAMES: Readonly<Record<string, string>> = {
  Control: 'Strg',
  Shift: 'Umschalt',
  Command: 'Befehl',
  Option: 'Wahl',
  Delete: 'Entf',
  Insert: 'Einfg',
  Home: 'Pos1',
  End: 'Ende',
  PageUp: 'Bild auf',
  PageDown: 'Bild ab',
  Space: 'Leertaste',
  Enter: 'Eingabe',
  Backspace: 'Rücktaste',
};
const GERMAN_ALIASES = new Map([
  ...Object.entries(GERMAN_NAMES).map(([name, german]) => [german.toLowerCase(), name] as const),
  ['umsch', 'Shift'],
]);

const MODIFIERS = new Map(
  ['Command', 'Cmd', 'Control', 'Ctrl', 'CommandOrControl', 'CmdOrCtrl', 'Alt', 'Option', 'AltGr', 'Shift', 'Super', 'Meta'].map((name) => [
    name.toLowerCase(),
    name,
  ]),
);

const NAMED_KEYS = [
  'Plus',
  'Space',
  'Tab',
  'Capslock',
  'Numlock',
  'Scrolllock',
  'Backspace',
  'Delete',
  'Insert',
  'Return',
  'Enter',
  'Up',
  'Down',
  'Left',
  'Right',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Escape',
  'Esc',
  'PrintScreen',
  'numdec',
  'numadd',
  'numsub',
  'nummult',
  'numdiv',
  ...Array.from({ length: 24 }, (_, n) => `F${n + 1}`),
  ...Array.from({ length: 10 }, (_, n) => `num${n}`),
];
const KEYS = new Map(NAMED_KEYS.map((name) => [name.toLowerCase(), name]));
const SINGLE_KEY = /^[A-Za-z0-9)!@#$%^&*(:;<=,_\->.?/~`{\]\\[|}"']$/;
export const ACCELERATOR_MAX_LENGTH = 100;

/**
 * Checks a shortcut typed in Settings against Electron's accelerator grammar (docs/api/accelerator.md):
 * modifiers and one key joined by "+", e.g. "Control+Alt+P". At least one modifier other than Shift,
 * so the shortcut never takes a key away from typing. Returns it spelled as Electron documents it.
 */
export function checkAccelerator(raw: string): { ok: true; value: string } | { ok: false; message: Message } {
  const text = raw.trim().replace(/\s*\+\s*(?=.)/g, '+');
  const invalid = { ok: false as const, message: msg('recall.shortcut.invalid') };
  if (text === '' || text.length > ACCELERATOR_MAX_LENGTH) return invalid;
  // "+" as the key itself is written "Plus"; a trailing "+" would be an empty key.
  const parts = text.split('+');
  const key = parts.pop() ?? '';
  const english = (name: string): string => GERMAN_ALIASES.get(name.toLowerCase()) ?? name;
  const modifiers = parts.map((part) => MODIFIERS.get(english(part).toLowerCase()));
  if (modifiers.some((modifier) => modifier === undefined)) return invalid;
  if (new Set(modifiers).size !== modifiers.length) return invalid;
  const named = KEYS.get(english(key).toLowerCase());
  const keyName = named ?? (SINGLE_KEY.test(key) ? key.toUpperCase() : null);
  if (keyName === null) return invalid;
  if (!modifiers.some((modifier) => modifier !== 'Shift')) return { ok: false, message: msg('recall.shortcut.needsModifier') };
  return { ok: true, value: [...modifiers, keyName].join('+') };
}

/** A shortcut as the window shows it: Electron's names, or in German the names German keyboards print ("Strg+Alt+P"). */
export function acceleratorLabel(accelerator: string, language: string): string {
  if (language !== 'de') return accelerator;
  return accelerator
    .split('+')
    .map((part) => GERMAN_NAMES[part] ?? (part === 'Ctrl' ? 'Strg' : part === 'Return' ? 'Eingabe' : part))
    .join('+');
}
