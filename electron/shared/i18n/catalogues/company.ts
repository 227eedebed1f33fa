// Messages of this part of the app, in ICU MessageFormat (FormatJS). Keys: "company.…".
// The company as the sender of quotes: the details the law asks of a business letter, where they are
// printed, and the question before a customer copy goes out without them.
export const en = {
  'company.legal.heading': 'Legal details',
  'company.legal.intro': 'What the law asks of a business letter; printed in the footer of every page.',
  'company.registerCourt': 'Register court',
  'company.registerCourtHint': 'For example Amtsgericht Stuttgart.',
  'company.registerNumber': 'Register number',
  'company.registerNumberHint': 'For example HRB 12345.',
  'company.managingDirectors': 'Managing directors',
  'company.managingDirectorsHint': 'Several separated by commas.',
  'company.vatId': 'VAT ID',
  'company.vatIdHint': 'For example DE123456789.',
  'company.vatId.invalid': 'A VAT ID starts with the two letters of its country, then digits, for example DE123456789.',
  // The sender's country: a letter to a customer elsewhere ends its address with the customer's country.
  'company.country': 'Country',
  'company.countryHint':
    'A letter to a customer in another country ends the address with their country, in capitals. Automatic: the country of the VAT ID, else of the regional format.',
  'company.country.guessed': '{known, select, yes {Automatic: {country}} other {Automatic: not known, no country line}}',

  // In the footer of every page, in the document's language.
  'company.legal.registerCourt': 'Register court: {court}',
  'company.legal.registerNumber': 'Register number: {number}',
  'company.legal.managingDirectors': '{count, plural, one {Managing director} other {Managing directors}}: {names}',
  'company.legal.vatId': 'VAT ID: {id}',

  // Before a customer PDF or print whose sender is incomplete.
  'company.senderCheck.title': 'The letter lacks details',
  // What a customer copy lacks besides its sender (customerCopyGaps).
  'company.senderCheck.recipient': 'No recipient: the quote names no customer.',
  'company.senderCheck.address': 'The recipient has no address.',
  'company.senderCheck.customerVatId': 'A tax-exempt intra-Community supply names the customer’s VAT ID: the quote has none.',
  'company.senderCheck.ownVatId': 'A tax-exempt intra-Community supply names your company’s VAT ID: Settings have none.',
  'company.senderCheck.completeQuote': 'Add it in the quote',
  'company.senderCheck.missing': '{count, plural, other {Missing}}: {fields}',
  'company.senderCheck.why': 'A business letter to a customer names the company, its address and these details.',
  'company.senderCheck.complete': 'Add them in Settings',
  'company.senderCheck.goOn': 'Go on without them',
  'company.senderCheck.cancel': 'Cancel',
} as const;

export const de: { [K in keyof typeof en]: string } = {
  'company.legal.heading': 'Pflichtangaben',
  'company.legal.intro': 'Was das Gesetz von einem Geschäftsbrief verlangt; steht in der Fußzeile jeder Seite.',
  'company.registerCourt': 'Registergericht',
  'company.registerCourtHint': 'Etwa Amtsgericht Stuttgart.',
  'company.registerNumber': 'Registernummer',
  'company.registerNumberHint': 'Etwa HRB 12345.',
  'company.managingDirectors': 'Geschäftsführung',
  'company.managingDirectorsHint': 'Mehrere durch Komma getrennt.',
  'company.vatId': 'USt-IdNr.',
  'company.vatIdHint': 'Etwa DE123456789.',
  'company.vatId.invalid': 'Eine USt-IdNr. beginnt mit den zwei Buchstaben ihres Landes, dann folgen Ziffern, etwa DE123456789.',
  'company.country': 'Land',
  'company.countryHint':
    'Ein Brief an einen Kunden in einem anderen Land endet die Anschrift mit dessen Land, in Großbuchstaben. Automatisch: das Land der USt-IdNr., sonst des Regionalformats.',
  'company.country.guessed': '{known, select, yes {Automatisch: {country}} other {Automatisch: unbekannt, keine Länderzeile}}',

  'company.legal.registerCourt': 'Registergericht: {court}',
  'company.legal.registerNumber': 'Registernummer: {number}',
  'company.legal.managingDirectors': '{count, plural, other {Geschäftsführung}}: {names}',
  'company.legal.vatId': 'USt-IdNr.: {id}',

  'company.senderCheck.title': 'Dem Brief fehlen Angaben',
  'company.senderCheck.recipient': 'Kein Empfänger: Das Angebot nennt keinen Kunden.',
  'company.senderCheck.address': 'Der Empfänger hat keine Anschrift.',
  'company.senderCheck.customerVatId':
    'Eine steuerfreie innergemeinschaftliche Lieferung nennt die USt-IdNr. des Kunden: Das Angebot hat keine.',
  'company.senderCheck.ownVatId': 'Eine steuerfreie innergemeinschaftliche Lieferung nennt Ihre USt-IdNr.: In den Einstellungen fehlt sie.',
  'company.senderCheck.completeQuote': 'Im Angebot ergänzen',
  'company.senderCheck.missing': '{count, plural, one {Es fehlt} other {Es fehlen}}: {fields}',
  'company.senderCheck.why': 'Ein Geschäftsbrief an Kunden nennt die Firma, ihre Anschrift und diese Angaben.',
  'company.senderCheck.complete': 'In den Einstellungen ergänzen',
  'company.senderCheck.goOn': 'Ohne diese Angaben fortfahren',
  'company.senderCheck.cancel': 'Abbrechen',
};
