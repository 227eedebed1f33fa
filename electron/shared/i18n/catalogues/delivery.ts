// Messages of this part of the app, in ICU MessageFormat (FormatJS). Keys: "delivery.…".
// When an article can be delivered, decided by electron/shared/delivery.ts for the result, the line for
// the phone, the comparison and the CLI alike: phrases within a sentence, so in lower case; the result
// starts its row with a capital.
export const en = {
  'delivery.now': 'available now',
  'delivery.nowMoreInDays': 'available now, more in approx. {days, plural, one {# day} other {# days}}',
  'delivery.inDays': 'available in approx. {days, plural, one {# day} other {# days}}',
  'delivery.noDate': 'no delivery date yet',
  'delivery.nowMoreOnRequest': 'available now, more on request{days, plural, =0 {} one { (approx. # day)} other { (approx. # days)}}',
  'delivery.onRequest': 'ordered on request{days, plural, =0 {} one {, available in approx. # day} other {, available in approx. # days}}',
  'delivery.phasingOut': 'phasing out',
  'delivery.discontinued': 'discontinued, no longer available',
  'delivery.discontinuedRemaining': 'discontinued, only while stock lasts',
  // A quantity asked that the stock covers in part (a quote's line): how many go from stock, and the rest.
  'delivery.part.inDays':
    '{count} from stock, rest in approx. {days, plural, one {# day} other {# days}}{phasingOut, select, yes { – phasing out} other {}}',
  'delivery.part.onRequest':
    '{count} from stock, rest on request{days, plural, =0 {} one { (approx. # day)} other { (approx. # days)}}{phasingOut, select, yes { – phasing out} other {}}',
  'delivery.part.discontinued': '{count} from stock, rest no longer available',
} as const;

export const de: { [K in keyof typeof en]: string } = {
  'delivery.now': 'sofort lieferbar',
  'delivery.nowMoreInDays': 'sofort lieferbar, weitere in ca. {days, plural, one {# Tag} other {# Tagen}}',
  'delivery.inDays': 'lieferbar in ca. {days, plural, one {# Tag} other {# Tagen}}',
  'delivery.noDate': 'noch kein Liefertermin',
  'delivery.nowMoreOnRequest': 'sofort lieferbar, weitere auf Anfrage{days, plural, =0 {} one { (ca. # Tag)} other { (ca. # Tage)}}',
  'delivery.onRequest': 'auf Anfrage{days, plural, =0 {} one {, lieferbar in ca. # Tag} other {, lieferbar in ca. # Tagen}}',
  'delivery.phasingOut': 'Artikel läuft aus',
  'delivery.discontinued': 'ausgelaufen, nicht mehr lieferbar',
  'delivery.discontinuedRemaining': 'ausgelaufen, nur solange der Vorrat reicht',
  'delivery.part.inDays':
    '{count} ab Lager, Rest in ca. {days, plural, one {# Tag} other {# Tagen}}{phasingOut, select, yes { – Artikel läuft aus} other {}}',
  'delivery.part.onRequest':
    '{count} ab Lager, Rest auf Anfrage{days, plural, =0 {} one { (ca. # Tag)} other { (ca. # Tage)}}{phasingOut, select, yes { – Artikel läuft aus} other {}}',
  'delivery.part.discontinued': '{count} ab Lager, Rest nicht mehr lieferbar',
};
