// Messages of this part of the app, in ICU MessageFormat (FormatJS). Keys: "customerPick.…": the customer
// picked at the top of the lookup form, and a quote's customer.
export const en = {
  'customerPick.label': 'Customer',
  'customerPick.hint': 'Name, number or town; {keys}',
  'customerPick.keys': '{mac, select, yes {⌘K} other {Ctrl+K}}',
  'customerPick.none': 'No customer found for “{typed}”.',
  'customerPick.count': '{count, plural, one {# customer found} other {# customers found}}',
  'customerPick.unreadable': 'The customers could not be searched: {reason}',
  'customerPick.option': '{name}{number, select, none {} other { · {number}}}{town, select, none {} other { · {town}}}',
  // The chip: whom the lookups are for, and the factor that applies (the customer's, or one typed for this lookup).
  'customerPick.chip':
    '{customer}{factor, select, none {} other { · factor {factor}}}{own, select, yes { (customer’s: {theirs})} other {}}',
  'customerPick.chipRemove': '{chip}. Remove customer {customer}',
  'customerPick.noFactor': 'no factor',
  'customerPick.picked': 'Lookups for {customer}.',
  'customerPick.recentFor': 'for {customer}',
  'customerPick.quoteLabel': 'Customer of the quote',
  'customerPick.quoteHint': 'Sets recipient, country, factor, language and net or gross at once; {keys}',
  'customerPick.quoteSet': 'The quote is now for {customer}: recipient, country, factor, language and net or gross taken from them.',
  // The line for the phone, for a picked customer: their name only, never their factor.
  'customerPick.phoneLine': 'For {customer}: {sentence}',
} as const;

export const de: Record<keyof typeof en, string> = {
  'customerPick.label': 'Kunde',
  'customerPick.hint': 'Name, Nummer oder Ort; {keys}',
  'customerPick.keys': '{mac, select, yes {⌘K} other {Strg+K}}',
  'customerPick.none': 'Kein Kunde zu „{typed}“ gefunden.',
  'customerPick.count': '{count, plural, one {# Kunde gefunden} other {# Kunden gefunden}}',
  'customerPick.unreadable': 'Die Kunden konnten nicht durchsucht werden: {reason}',
  'customerPick.option': '{name}{number, select, none {} other { · {number}}}{town, select, none {} other { · {town}}}',
  'customerPick.chip':
    '{customer}{factor, select, none {} other { · Faktor {factor}}}{own, select, yes { (beim Kunden: {theirs})} other {}}',
  'customerPick.chipRemove': '{chip}. Kunde {customer} entfernen',
  'customerPick.noFactor': 'kein Faktor',
  'customerPick.picked': 'Abfragen für {customer}.',
  'customerPick.recentFor': 'für {customer}',
  'customerPick.quoteLabel': 'Kunde des Angebots',
  'customerPick.quoteHint': 'Setzt Empfänger, Land, Faktor, Sprache und netto oder brutto auf einmal; {keys}',
  'customerPick.quoteSet':
    'Das Angebot ist jetzt für {customer}: Empfänger, Land, Faktor, Sprache und netto oder brutto von dort übernommen.',
  'customerPick.phoneLine': 'Für {customer}: {sentence}',
} as const;
