// Words shared by every part of the app. Messages are ICU MessageFormat (FormatJS).
export const en = {
  'app.name': 'Price Lookup',
  'app.dismiss': 'Dismiss',
  'app.messages': 'Messages',
  'country.label': '{name} ({code})',
  'language.system': 'System',
  'language.de': 'Deutsch',
  'language.en': 'English',
} as const;

export const de: { [K in keyof typeof en]: string } = {
  'app.name': 'Price Lookup',
  'app.dismiss': 'Ausblenden',
  'app.messages': 'Meldungen',
  'country.label': '{name} ({code})',
  'language.system': 'System',
  'language.de': 'Deutsch',
  'language.en': 'English',
};
