// Messages of this part of the app, in ICU MessageFormat (FormatJS). Keys: "settings.…".
// The sections of Settings and their navigation.
export const en = {
  'settings.nav.label': 'Sections of Settings',
  'settings.section.connection.title': 'Connection and sign-in',
  'settings.section.connection.description': 'Where the price service is, and how the app signs in to it.',
  'settings.section.history.title': 'Lookup and history',
  'settings.section.history.description': 'Last-known prices when the service cannot be reached, recent lookups and favourites.',
  'settings.section.quotes.title': 'Quotes and documents',
  'settings.section.quotes.description':
    'When saved prices are called out, and what every quote document shows: company, number, contact, terms.',
  'settings.section.desktop.title': 'Shortcut and tray',
  'settings.section.desktop.description': 'Bring the app to the front from anywhere, and keep it running when its window closes.',
  'settings.section.appearance.title': 'Appearance and language',
  'settings.section.appearance.description': 'How the app looks, and the language it speaks.',
  'settings.section.support.title': 'Support',
  'settings.section.support.description': 'What to send when something goes wrong.',

  // Saved as you go: each field when it is left or after a pause in typing.
  'settings.saved': 'Saved',
  'settings.notSaved': 'Not saved: {reason}',
  'settings.saveHint': 'Changes are saved as you type.',
  'settings.connection.unsaved': 'Not saved yet: “{save}” uses this address.',
} as const;

export const de: { [K in keyof typeof en]: string } = {
  'settings.nav.label': 'Bereiche der Einstellungen',
  'settings.section.connection.title': 'Verbindung und Anmeldung',
  'settings.section.connection.description': 'Wo der Preisdienst erreichbar ist und wie sich die App dort anmeldet.',
  'settings.section.history.title': 'Nachschlagen und Verlauf',
  'settings.section.history.description':
    'Letzte bekannte Preise, wenn der Dienst nicht erreichbar ist, zuletzt nachgeschlagene Artikel und Favoriten.',
  'settings.section.quotes.title': 'Angebote und Dokumente',
  'settings.section.quotes.description':
    'Wann gespeicherte Preise als möglicherweise geändert gelten und was jedes Angebotsdokument zeigt: Firma, Nummer, Kontakt, Bedingungen.',
  'settings.section.desktop.title': 'Tastenkürzel und Infobereich',
  'settings.section.desktop.description': 'Die App von überall nach vorn holen und weiterlaufen lassen, wenn ihr Fenster geschlossen wird.',
  'settings.section.appearance.title': 'Darstellung und Sprache',
  'settings.section.appearance.description': 'Wie die App aussieht und welche Sprache sie spricht.',
  'settings.section.support.title': 'Support',
  'settings.section.support.description': 'Was Sie senden, wenn etwas nicht funktioniert.',

  'settings.saved': 'Gespeichert',
  'settings.notSaved': 'Nicht gespeichert: {reason}',
  'settings.saveHint': 'Änderungen werden beim Tippen gespeichert.',
  'settings.connection.unsaved': 'Noch nicht gespeichert: „{save}“ übernimmt diese Adresse.',
};
