// Messages of this part of the app, in ICU MessageFormat (FormatJS). Keys: "phone.…".
// The line for the phone and the quote summary are read out or pasted into a mail: plain sentences.
// Money, numbers, percentages and dates arrive already formatted in the regional format.
export const en = {
  // The line for the phone, on a lookup result. `availability` is the stock, then the delivery words (delivery.ts).
  'phone.line.sentence':
    'Art. {artnr} – {price} {tax}{markup, select, none {} other { ({markup})}}, {availability}{tiers, select, none {} other {; scale prices from {tiers} pcs}}.',
  'phone.line.tax':
    '{vat, select, net {plus {tax} VAT} intraCommunity {net, no VAT (intra-Community supply)} export {net, no VAT (export)} other {incl. {tax} VAT}}',
  'phone.line.markupOn': '{markup} on the list price',
  'phone.line.lastKnown': 'Last known price from {when}: {sentence}',
  'phone.line.keptAvailability': 'stock and delivery as of {when}: {availability}',
  'phone.stock.count': '{stock} in stock',
  'phone.stock.none': 'out of stock',
  'phone.copy.button': 'Copy for the phone',
  'phone.copy.hint': 'Copies a sentence to read out or paste into a mail ({keys})',
  'phone.copy.keys': '{mac, select, yes {⇧⌘C} other {Ctrl+Shift+C}}',
  'phone.copy.copied': 'Copied: {sentence}',
  'phone.copy.noPrice':
    "Nothing copied: Art. {artnr} has no price set — ask purchasing. The clipboard was emptied, so no other article''s line can be pasted by mistake.",
  'phone.copy.noPriceNotEmptied':
    "Nothing copied: Art. {artnr} has no price set. The clipboard could not be emptied and may still hold another article''s line: {reason}",

  // The quote summary: one line per priced line, then the total.
  'phone.summary.button': 'Copy summary',
  'phone.summary.heading':
    '{subject}, {country}, {vat, select, intraCommunity {prices net, no VAT (intra-Community supply)} export {prices net, no VAT (export)} other {{basis, select, net {prices net, plus VAT} other {prices gross, incl. VAT}}}}',
  // The customer's: the price list's country is the sales person's business (copyShows).
  'phone.summary.headingCustomer':
    '{subject}, {vat, select, intraCommunity {prices net, no VAT (intra-Community supply)} export {prices net, no VAT (export)} other {{basis, select, net {prices net, plus VAT} other {prices gross, incl. VAT}}}}',
  'phone.summary.line': '{quantity} × Art. {artnr} at {price} = {total}',
  // {factor} as formatFactor words it, as the result screen does: "1.25 (+25%)".
  'phone.summary.lineWithFactor': '{quantity} × Art. {artnr} at {factorPrice} (factor {factor} on {price}) = {total}',
  'phone.summary.lineOut': '{quantity} × Art. {artnr}: {mark} (not in the total)',
  'phone.summary.partial': 'Priced {done} of {count, plural, one {# line} other {# lines}}; the others are not included.',
  'phone.summary.copied': 'Copied the summary of {count, plural, one {# line} other {# lines}}.',
};

export const de: { [K in keyof typeof en]: string } = {
  'phone.line.sentence':
    'Art. {artnr} – {price} {tax}{markup, select, none {} other { ({markup})}}, {availability}{tiers, select, none {} other {; Staffel ab {tiers} Stück}}.',
  'phone.line.tax':
    '{vat, select, net {zzgl. {tax} MwSt.} intraCommunity {netto, ohne MwSt. (innergemeinschaftliche Lieferung)} export {netto, ohne MwSt. (Ausfuhr)} other {inkl. {tax} MwSt.}}',
  'phone.line.markupOn': '{markup} auf den Listenpreis',
  'phone.line.lastKnown': 'Letzter bekannter Preis vom {when}: {sentence}',
  'phone.line.keptAvailability': 'Bestand und Lieferzeit vom {when}: {availability}',
  'phone.stock.count': '{stock} auf Lager',
  'phone.stock.none': 'nicht auf Lager',
  'phone.copy.button': 'Für das Telefon kopieren',
  'phone.copy.hint': 'Kopiert einen Satz zum Vorlesen oder für eine E-Mail ({keys})',
  'phone.copy.keys': '{mac, select, yes {⇧⌘C} other {Strg+Umschalt+C}}',
  'phone.copy.copied': 'Kopiert: {sentence}',
  'phone.copy.noPrice':
    'Nichts kopiert: Für Art. {artnr} ist kein Preis hinterlegt – bitte beim Einkauf nachfragen. Die Zwischenablage wurde geleert, damit nicht versehentlich die Zeile eines anderen Artikels eingefügt wird.',
  'phone.copy.noPriceNotEmptied':
    'Nichts kopiert: Für Art. {artnr} ist kein Preis hinterlegt. Die Zwischenablage konnte nicht geleert werden und enthält womöglich noch die Zeile eines anderen Artikels: {reason}',

  'phone.summary.button': 'Zusammenfassung kopieren',
  'phone.summary.heading':
    '{subject}, {country}, {vat, select, intraCommunity {Preise netto ohne MwSt. (innergemeinschaftliche Lieferung)} export {Preise netto ohne MwSt. (Ausfuhr)} other {{basis, select, net {Preise netto zzgl. MwSt.} other {Preise brutto inkl. MwSt.}}}}',
  'phone.summary.headingCustomer':
    '{subject}, {vat, select, intraCommunity {Preise netto ohne MwSt. (innergemeinschaftliche Lieferung)} export {Preise netto ohne MwSt. (Ausfuhr)} other {{basis, select, net {Preise netto zzgl. MwSt.} other {Preise brutto inkl. MwSt.}}}}',
  'phone.summary.line': '{quantity} × Art. {artnr} zu je {price} = {total}',
  'phone.summary.lineWithFactor': '{quantity} × Art. {artnr} zu je {factorPrice} (Faktor {factor} auf {price}) = {total}',
  'phone.summary.lineOut': '{quantity} × Art. {artnr}: {mark} (nicht in der Summe)',
  'phone.summary.partial':
    '{done} von {count, plural, one {# Zeile} other {# Zeilen}} mit Preis; die übrigen fehlen in der Zusammenfassung.',
  'phone.summary.copied': 'Zusammenfassung mit {count, plural, one {# Zeile} other {# Zeilen}} kopiert.',
};
