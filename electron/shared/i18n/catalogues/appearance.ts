// Messages of Settings → Appearance, in ICU MessageFormat (FormatJS). Keys: "appearance.…".
export const en = {
  'appearance.settings.legend': 'Appearance',
  'appearance.choice.system': 'System',
  'appearance.choice.light': 'Light',
  'appearance.choice.dark': 'Dark',
  'appearance.settings.hint': 'System follows the light or dark mode of this computer. Printed and PDF quotes stay light.',
};

export const de: Record<keyof typeof en, string> = {
  'appearance.settings.legend': 'Darstellung',
  'appearance.choice.system': 'System',
  'appearance.choice.light': 'Hell',
  'appearance.choice.dark': 'Dunkel',
  'appearance.settings.hint': 'System folgt dem hellen oder dunklen Modus dieses Computers. Gedruckte Angebote und PDFs bleiben hell.',
};
