// Messages of this part of the app, in ICU MessageFormat (FormatJS). Keys: "phone.…".
// The line for the phone and the quote summary are read out or pasted into a mail: plain sentences.
// Money, numbers, percentages and dates arrive already formatted in the regional format.
export const en = {
  // The line for the phone, on a lookup result. `availability` is made of the phrases below, joined by ", ".
  'phone.line.sentence':
    'Art. {artnr} – {price} incl. {tax} VAT, {availability}{tiers, select, none {} other {; scale prices from {tiers} pcs}}.',
  'phone.line.lastKnown': 'Last known price from {when}: {sentence}',
  'phone.stock.count': '{stock} in stock',
  'phone.stock.none': 'out of stock',
  'phone.delivery.now': 'available now',
  'phone.delivery.inDays': 'available in approx. {days, plural, one {# day} other {# days}}',
  'phone.delivery.noDate': 'no delivery date yet',
  'phone.delivery.onRequest':
    'ordered on request{days, plural, =0 {} one {, available in approx. # day} other {, available in approx. # days}}',
  'phone.delivery.nowMoreOnRequest': 'available now, more on request',
  'phone.delivery.phasingOut': 'phasing out',
  'phone.delivery.discontinued': 'discontinued, no longer available',
  'phone.delivery.discontinuedRemaining': 'discontinued, only while stock lasts',
  'phone.copy.button': 'Copy for the phone',
  'phone.copy.hint': 'Copies a sentence to read out or paste into a mail ({keys})',
  'phone.copy.keys': '{mac, select, yes {⇧⌘C} other {Ctrl+Shift+C}}',
  'phone.copy.copied': 'Copied: {sentence}',

  // The quote summary: one line per priced line, then the total.
  'phone.summary.button': 'Copy summary',
  'phone.summary.heading': 'Quote “{name}”, {country}, {basis, select, net {prices net, plus VAT} other {prices gross, incl. VAT}}',
  'phone.summary.line': '{quantity} × Art. {artnr} at {price} = {total}',
  'phone.summary.lineWithFactor': '{quantity} × Art. {artnr} at {factorPrice} (factor {factor} on {price}) = {total}',
  'phone.summary.lineOut': '{quantity} × Art. {artnr}: {mark} (not in the total)',
  'phone.summary.partial': 'Priced {done} of {count, plural, one {# line} other {# lines}}; the others are not included.',
  'phone.summary.copied': 'Copied the summary of {count, plural, one {# line} other {# lines}}.',
};

export const de: { [K in keyof typeof en]: string } = {
  'phone.line.sentence':
    'Art. {artnr} – {price} inkl. {tax} MwSt., {availability}{tiers, select, none {} other {; Staffel ab {tiers} Stück}}.',
  'phone.line.lastKnown': 'Letzter bekannter Preis vom {when}: {sentence}',
  'phone.stock.count': '{stock} auf Lager',
  'phone.stock.none': 'nicht auf Lager',
  'phone.delivery.now': 'sofort lieferbar',
  'phone.delivery.inDays': 'lieferbar in ca. {days, plural, one {# Tag} other {# Tagen}}',
  'phone.delivery.noDate': 'noch kein Liefertermin',
  'phone.delivery.onRequest': 'auf Anfrage{days, plural, =0 {} one {, lieferbar in ca. # Tag} other {, lieferbar in ca. # Tagen}}',
  'phone.delivery.nowMoreOnRequest': 'sofort lieferbar, weitere auf Anfrage',
  'phone.delivery.phasingOut': 'läuft bald aus',
  'phone.delivery.discontinued': 'ausgelaufen, nicht mehr lieferbar',
  'phone.delivery.discontinuedRemaining': 'ausgelaufen, nur solange der Vorrat reicht',
  'phone.copy.button': 'Für das Telefon kopieren',
  'phone.copy.hint': 'Kopiert einen Satz zum Vorlesen oder für eine E-Mail ({keys})',
  'phone.copy.keys': '{mac, select, yes {⇧⌘C} other {Strg+Umschalt+C}}',
  'phone.copy.copied': 'Kopiert: {sentence}',

  'phone.summary.button': 'Zusammenfassung kopieren',
  'phone.summary.heading': 'Angebot „{name}“, {country}, {basis, select, net {Preise netto zzgl. MwSt.} other {Preise brutto inkl. MwSt.}}',
  'phone.summary.line': '{quantity} × Art. {artnr} zu je {price} = {total}',
  'phone.summary.lineWithFactor': '{quantity} × Art. {artnr} zu je {factorPrice} (Faktor {factor} auf {price}) = {total}',
  'phone.summary.lineOut': '{quantity} × Art. {artnr}: {mark} (nicht in der Summe)',
  'phone.summary.partial':
    '{done} von {count, plural, one {# Zeile} other {# Zeilen}} mit Preis; die übrigen fehlen in der Zusammenfassung.',
  'phone.summary.copied': 'Zusammenfassung mit {count, plural, one {# Zeile} other {# Zeilen}} kopiert.',
};
