// What the column headings of a pasted table say, in German and English: which column holds the article
// number, the quantity, a position (a running line number), the description; and whether a row is headings.

/** A heading as compared: lower case, single spaces, without a trailing colon or a unit in brackets ("Menge (Stk)"). */
function plain(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*\([^)]*\)$/, '')
    .replace(/\s*:$/, '');
}

// Art.-Nr., Art.Nr, Art. Nr., Artikel-Nr., Artikelnummer, ArtNr, Artikel, Article (no.), Item (no., #, number,
// code), SKU, Part no., Product code, Bestell-Nr.
const ARTICLE =
  /^(art(ikel)?\.? ?[-.]? ?(nr|no|nummer|number|#)\.?|artikel|article( ?(number|no\.?|#))?|item( ?(number|no\.?|#|code|id))?|sku|part( ?(number|no\.?|#))?|product ?(code|number|no\.?)|produktnummer|bestellnummer|best(ell)?\.? ?-? ?nr\.?|order ?(code|number|no\.?)|materialnummer|mat\.? ?-? ?nr\.?)$/;
const QUANTITY =
  /^(menge|anzahl|anz\.?|stk\.?|stück|stückzahl|st\.?|qty\.?|quantity|amount|pcs\.?|pieces|bestellmenge|order ?qty\.?|mng\.?)$/;
const POSITION = /^(pos\.?|position|pos\.? ?-? ?nr\.?|nr\.?|no\.?|#|lfd\.? ?-? ?nr\.?|line|zeile)$/;
const DESCRIPTION =
  /^(bezeichnung|artikelbezeichnung|produktbezeichnung|beschreibung|artikelbeschreibung|artikeltext|artikelname|bez\.?|text|produktname|produkt|description|item description|product description|product name|product|name)$/;
// Columns read by nobody here, named as spreadsheets and this app's own copies name them.
const OTHER =
  /^(preis|price|einzelpreis|unit price|ep|gp|gesamt|total|summe|betrag|einheit|unit|me|ean|gtin|rabatt|discount|mwst|ust|vat|währung|currency|lagerbestand|stock|bestand|lieferzeit|delivery|lebenszyklus|lifecycle|verfügbarkeit|availability|faktor|factor|hinweise|notes|bemerkung|remarks|zeilensumme|line total|händler|dealer)\b/;

export type HeadingKind = 'article' | 'quantity' | 'position' | 'description' | 'other';

/** What a column heading names, or null when it is no heading known here. */
export function headingKind(heading: string): HeadingKind | null {
  const text = plain(heading);
  if (text === '') return null;
  if (ARTICLE.test(text)) return 'article';
  if (QUANTITY.test(text)) return 'quantity';
  if (POSITION.test(text)) return 'position';
  if (DESCRIPTION.test(text)) return 'description';
  return OTHER.test(text) ? 'other' : null;
}

/** Whether a cell is a column heading known here, in either language. */
export function isHeading(cell: string): boolean {
  return headingKind(cell) !== null;
}

/** Whether a word names the article number ("Art.-Nr.", "SKU", "Item no."), as a label before one in a mail line too. */
export function isArticleHeading(cell: string): boolean {
  return headingKind(cell) === 'article';
}

/** Whether a word names the quantity ("Menge", "Qty"), as a label before one in a mail line too. */
export function isQuantityHeading(cell: string): boolean {
  return headingKind(cell) === 'quantity';
}
