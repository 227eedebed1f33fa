// Messages of this part of the app, in ICU MessageFormat (FormatJS). Keys: "lastKnown.…".
// Dates arrive already formatted in the regional format.
export const en = {
  // The banner over a kept answer shown because the service could not be reached
  'lastKnown.banner.title': 'Last known price, stock and delivery',
  'lastKnown.banner.fetched':
    'Fetched {when}. The price service could not be reached, so this is the last answer it gave: price, stock and delivery may have changed since.',
  'lastKnown.banner.reason': 'Why: {reason}',
  'lastKnown.line.marker': 'Last known price, fetched {when}',

  // Settings
  'lastKnown.settings.heading': 'Last-known prices',
  'lastKnown.settings.maxAge': 'Keep last-known prices for',
  'lastKnown.settings.days': '{count, plural, one {# day} other {# days}}',
  'lastKnown.settings.maxAgeHint':
    'When the price service cannot be reached, the app shows the last price it fetched for the same lookup, if it is not older than this.',
  'lastKnown.settings.maxAgeInvalid': 'Enter a whole number of days from 1 to {max}.',
  'lastKnown.settings.maxAgeSaved': 'Last-known prices are kept for {count, plural, one {# day} other {# days}}.',
  'lastKnown.settings.clear': 'Clear stored prices',
  'lastKnown.settings.notCleared': 'The stored prices could not be cleared ({file} could not be written).',
  'lastKnown.settings.cleared':
    '{count, plural, =0 {There were no stored prices.} one {# stored price cleared.} other {# stored prices cleared.}}',

  // The diagnostics log (English only in practice, but worded in both like every message)
  'lastKnown.store.reset': 'The file of last-known prices could not be read; it was kept aside as {backup}.',
  'lastKnown.store.skipped':
    'Some last-known prices could not be read: {count, plural, one {# was} other {# were}} left out, the others are kept. The file as it was is kept as {backup}.',
} as const;

export const de: { [K in keyof typeof en]: string } = {
  'lastKnown.banner.title': 'Letzter bekannter Preis, Bestand und Lieferzeit',
  'lastKnown.banner.fetched':
    'Abgerufen am {when}. Der Preisdienst war nicht erreichbar, daher sehen Sie seine letzte Antwort: Preis, Bestand und Lieferzeit können sich inzwischen geändert haben.',
  'lastKnown.banner.reason': 'Grund: {reason}',
  'lastKnown.line.marker': 'Letzter bekannter Preis, abgerufen am {when}',

  'lastKnown.settings.heading': 'Letzte bekannte Preise',
  'lastKnown.settings.maxAge': 'Letzte bekannte Preise aufbewahren für',
  'lastKnown.settings.days': '{count, plural, one {# Tag} other {# Tage}}',
  'lastKnown.settings.maxAgeHint':
    'Ist der Preisdienst nicht erreichbar, zeigt die App den zuletzt abgerufenen Preis derselben Abfrage, sofern er nicht älter ist.',
  'lastKnown.settings.maxAgeInvalid': 'Geben Sie eine ganze Zahl von Tagen zwischen 1 und {max} ein.',
  'lastKnown.settings.maxAgeSaved': 'Letzte bekannte Preise werden {count, plural, one {# Tag} other {# Tage}} aufbewahrt.',
  'lastKnown.settings.clear': 'Gespeicherte Preise löschen',
  'lastKnown.settings.notCleared': 'Die gespeicherten Preise konnten nicht gelöscht werden ({file} ließ sich nicht schreiben).',
  'lastKnown.settings.cleared':
    '{count, plural, =0 {Es waren keine Preise gespeichert.} one {# gespeicherter Preis gelöscht.} other {# gespeicherte Preise gelöscht.}}',

  'lastKnown.store.reset': 'Die Datei der letzten bekannten Preise war nicht lesbar; sie wurde als {backup} beiseitegelegt.',
  'lastKnown.store.skipped':
    'Einige letzte bekannte Preise waren nicht lesbar: {count, plural, one {# wurde} other {# wurden}} ausgelassen, die übrigen bleiben erhalten. Die Datei wurde unverändert als {backup} aufbewahrt.',
};
