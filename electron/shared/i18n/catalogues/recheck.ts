// Messages of the re-check of a saved quote, in ICU MessageFormat (FormatJS). Keys: "recheck.…".
// Dates and amounts arrive already formatted in the regional format.
export const en = {
  'recheck.region': 'Price check',
  'recheck.pricesFrom': 'Prices from {when} — they may have changed.',
  'recheck.button': 'Re-check prices',
  'recheck.running': '{count, plural, other {Re-checking prices: {done} of #}}',
  'recheck.done':
    'Prices re-checked: {changed, plural, one {# line changed} other {# lines changed}}, {unchanged, plural, one {# unchanged} other {# unchanged}}{failed, plural, =0 {} one {, # could not be re-checked} other {, # could not be re-checked}}.',
  'recheck.cancelled': 'Re-check cancelled. The prices shown are the ones kept before.',

  // One line of the quote after a re-check
  'recheck.row.label': 'Re-check:',
  'recheck.line.unchanged': 'Unchanged',
  'recheck.line.failed': 'Could not be re-checked: {reason} The earlier price stays.',
  'recheck.line.firstPriced': 'Priced now; there was no earlier price to compare.',
  'recheck.field.price': '{basis, select, net {Price (net)} other {Price (gross)}}',
  'recheck.field.stock': 'Stock',
  'recheck.field.lifecycle': 'Lifecycle',
  'recheck.field.deliveryDays': 'Delivery days',
  // Seen: the arrow; heard (screen readers): words, as an arrow is read out as "right arrow" or not at all.
  'recheck.change.seen': '{field}: {before} → {after}',
  'recheck.change.heard': '{field} was {before}, now {after}',

  // The total after a re-check
  'recheck.total.seen': 'before {before} → {after} ({difference})',
  'recheck.total.heard': 'Before the re-check the total was {before}; now {after}, a difference of {difference}.',

  // Settings
  'recheck.settings.after': 'Say quote prices may have changed after',
  'recheck.settings.hours': '{count, plural, one {# hour} other {# hours}}',
  'recheck.settings.hint':
    'A saved quote shows the prices it was priced at. Once they are older than this, it says so and offers "Re-check prices".',
  'recheck.settings.saved': 'Quotes say their prices may have changed after {count, plural, one {# hour} other {# hours}}.',
} as const;

export const de: { [K in keyof typeof en]: string } = {
  'recheck.region': 'Preisprüfung',
  'recheck.pricesFrom': 'Preise vom {when} – sie können sich geändert haben.',
  'recheck.button': 'Preise neu prüfen',
  'recheck.running': '{count, plural, other {Preise werden neu geprüft: {done} von #}}',
  'recheck.done':
    'Preise neu geprüft: {changed, plural, one {# Zeile geändert} other {# Zeilen geändert}}, {unchanged, plural, other {# unverändert}}{failed, plural, =0 {} other {, # nicht neu geprüft}}.',
  'recheck.cancelled': 'Neuprüfung abgebrochen. Angezeigt sind weiterhin die zuvor gespeicherten Preise.',

  'recheck.row.label': 'Neuprüfung:',
  'recheck.line.unchanged': 'Unverändert',
  'recheck.line.failed': 'Konnte nicht neu geprüft werden: {reason} Der bisherige Preis bleibt.',
  'recheck.line.firstPriced': 'Jetzt mit Preis; ein früherer Preis zum Vergleich fehlt.',
  'recheck.field.price': '{basis, select, net {Preis netto} other {Preis brutto}}',
  'recheck.field.stock': 'Lagerbestand',
  'recheck.field.lifecycle': 'Lebenszyklus',
  'recheck.field.deliveryDays': 'Lieferzeit (Tage)',
  'recheck.change.seen': '{field}: {before} → {after}',
  'recheck.change.heard': '{field} war {before}, jetzt {after}',

  'recheck.total.seen': 'vorher {before} → {after} ({difference})',
  'recheck.total.heard': 'Vor der Neuprüfung betrug die Summe {before}; jetzt {after}, ein Unterschied von {difference}.',

  'recheck.settings.after': 'Hinweis auf mögliche Preisänderungen in Angeboten nach',
  'recheck.settings.hours': '{count, plural, one {# Stunde} other {# Stunden}}',
  'recheck.settings.hint':
    'Ein gespeichertes Angebot zeigt die Preise, mit denen es berechnet wurde. Sind sie älter als hier gewählt, weist es darauf hin und bietet „Preise neu prüfen“ an.',
  'recheck.settings.saved': 'Angebote weisen nach {count, plural, one {# Stunde} other {# Stunden}} auf mögliche Preisänderungen hin.',
};
