// Messages of the quote as a business letter (recipient, number, validity, terms) and of Settings → Quote
// documents, in ICU MessageFormat (FormatJS). Keys: "letter.…". Dates arrive already formatted in the
// regional format. Braces meant literally are quoted: '{year}'.
export const en = {
  // The quote view's group
  'letter.group': 'Recipient and document',
  'letter.recipient.name': 'Customer name',
  'letter.recipient.contact': 'Contact person',
  'letter.recipient.address': 'Address',
  'letter.recipient.addressHint': 'Street, post code and town: one a line, at most {max} lines; the country below.',
  'letter.recipient.customerNumber': 'Customer number',
  'letter.validity.label': 'Valid for (days)',
  'letter.validity.placeholder': '{days} (default)',
  'letter.terms.label': 'Payment and delivery terms',
  'letter.terms.noDefault': 'None set in Settings',
  'letter.terms.hint': 'Empty: the terms from Settings → Quote documents.',
  'letter.language.label': 'Document language',
  'letter.language.app': 'Like the app',
  'letter.issue.summary':
    'Quote {number} of {date}, valid until {validUntil} · {status, select, sent {Sent} accepted {Accepted} declined {Declined} expired {Expired} other {Draft}}',
  'letter.status.sent': 'Sent',
  'letter.status.draft': 'Draft',
  'letter.status.saved': 'Saved {path}. Quote number: {number}.',

  // The letter's texts: per quote, and the built-in defaults of Settings in this language
  'letter.texts.group': 'Letter text',
  'letter.texts.intro': 'Empty: the text from Settings → Quote documents for the document language.',
  'letter.subject.label': 'Subject',
  'letter.subject.placeholder':
    '{language, select, de {Empty: “Angebot” and the quote number} other {Empty: “Quote” and the quote number}}',
  'letter.salutation.label': 'Salutation',
  'letter.intro.label': 'Intro',
  'letter.closing.label': 'Closing',
  'letter.text.noDefault': 'None set in Settings',
  'letter.text.tooLong': 'At most {max} characters ({length} typed).',
  'letter.text.tooManyLines': 'At most {max} lines ({count} typed).',
  // {placeholders} as offered in the text's language: "{number}, {customer} …" / "{Nummer}, {Kunde} …".
  'letter.text.placeholders': 'Placeholders: {placeholders}.',
  'letter.placeholder.unknown':
    '{count, plural, one {{names} is no placeholder this text can fill.} other {{names} are no placeholders this text can fill.}} It can use: {offered}.',
  'letter.issue.revision': 'Revision of quote {number}: numbered with its first document · Draft',
  // The salutation to a known contact person (salutation.ts): {titles} "Dr" or none, {name} the family name.
  'letter.salutation.contact':
    '{titles, select, none {{form, select, mr {Dear Mr {name},} other {Dear Ms {name},}}} other {Dear {titles} {name},}}',
  'letter.recipient.formOfAddress': 'Mr / Ms',
  'letter.recipient.formOfAddressNone': 'Not chosen',
  'letter.recipient.formOfAddressMr': 'Mr',
  'letter.recipient.formOfAddressMs': 'Ms',
  'letter.recipient.country': 'Country',
  'letter.recipient.countryNone': 'Not given',
  'letter.recipient.countryHint': 'A country other than your company’s is printed as the address’s last line, in capitals.',

  // What the user typed, refused in place
  'letter.tooLong': 'At most {max} characters ({length} typed).',
  'letter.oneLine': 'One line only.',
  'letter.address.tooManyLines': 'At most {max} lines ({count} typed).',
  'letter.address.lineTooLong': 'Line {line} is longer than {max} characters.',
  'letter.validity.notANumber': 'Enter whole days, e.g. 14.',
  'letter.validity.outOfRange': 'From 1 to {max} days.',
  'letter.terms.tooLong': 'At most {max} characters ({length} typed).',
  'letter.terms.tooManyLines': 'At most {max} lines ({count} typed).',
  'letter.footer.tooManyLines': 'At most {max} lines ({count} typed).',
  'letter.footer.lineTooLong': 'Line {line} is longer than {max} characters.',
  'letter.email.invalid': 'Enter an e-mail address like name@example.com.',

  // The quote list: short, one line per quote
  'letter.option.plain': '{name} ({count}) · {status}',
  'letter.option.customer': '{name}, {customer} ({count}) · {status}',
  'letter.option.numbered': '{number} {name} ({count}) · {status}',
  'letter.option.numberedCustomer': '{number} {name}, {customer} ({count}) · {status}',
  'letter.option.revision': '{name} – revision of {of} ({count}) · {status}',
  'letter.option.revisionCustomer': '{name}, {customer} – revision of {of} ({count}) · {status}',

  // Settings → Quote documents
  'letter.settings.heading': 'Quote documents',
  'letter.settings.intro': 'Numbers, validity, your contact details, terms and the footer of every quote saved as PDF or printed.',
  'letter.settings.pattern': 'Quote number pattern',
  'letter.settings.patternHint':
    "'{year}' is the year of the quote, '{seq:4}' the running number with at least 4 digits (1 to 9), e.g. A-'{year}'-'{seq:4}' gives A-2026-0001.",
  'letter.settings.validity': 'Default validity (days)',
  'letter.settings.validityHint': 'From 1 to {max} days; each quote can say otherwise.',
  'letter.settings.salespersonName': 'Salesperson name',
  'letter.settings.salespersonPhone': 'Salesperson phone',
  'letter.settings.salespersonEmail': 'Salesperson e-mail',
  'letter.settings.terms': 'Payment and delivery terms',
  'letter.settings.termsHint': 'At most {lines} lines; each quote can say otherwise.',
  'letter.settings.footerGroup': 'Footer',
  'letter.settings.footer': 'Footer column {column}',
  'letter.settings.footerHint':
    'Bank, phone, tax number: at most {lines} lines of {length} characters. Register and VAT ID come from the company’s legal details.',
  'letter.settings.textsGroup': '{language, select, de {Letter text in German} other {Letter text in English}}',
  'letter.settings.textsHint':
    'Printed before and after the lines of every quote in {language, select, de {German} other {English}}; each quote can say otherwise. Empty: none. The closing is followed by the salesperson’s name.',
} as const;

export const de: { [K in keyof typeof en]: string } = {
  'letter.group': 'Empfänger und Dokument',
  'letter.recipient.name': 'Name des Kunden',
  'letter.recipient.contact': 'Ansprechpartner',
  'letter.recipient.address': 'Anschrift',
  'letter.recipient.addressHint': 'Straße, PLZ und Ort: je Zeile eine Angabe, höchstens {max} Zeilen; das Land darunter.',
  'letter.recipient.customerNumber': 'Kundennummer',
  'letter.validity.label': 'Gültig (Tage)',
  'letter.validity.placeholder': '{days} (Standard)',
  'letter.terms.label': 'Zahlungs- und Lieferbedingungen',
  'letter.terms.noDefault': 'In den Einstellungen keine festgelegt',
  'letter.terms.hint': 'Leer: die Bedingungen aus Einstellungen → Angebotsdokumente.',
  'letter.language.label': 'Sprache des Dokuments',
  'letter.language.app': 'Wie die App',
  'letter.issue.summary':
    'Angebot {number} vom {date}, gültig bis {validUntil} · {status, select, sent {Versendet} accepted {Angenommen} declined {Abgelehnt} expired {Abgelaufen} other {Entwurf}}',
  'letter.status.sent': 'Versendet',
  'letter.status.draft': 'Entwurf',
  'letter.status.saved': '{path} gespeichert. Angebotsnummer: {number}.',

  'letter.texts.group': 'Brieftext',
  'letter.texts.intro': 'Leer: der Text aus Einstellungen → Angebotsdokumente für die Sprache des Dokuments.',
  'letter.subject.label': 'Betreff',
  'letter.subject.placeholder':
    '{language, select, de {Leer: „Angebot“ und die Angebotsnummer} other {Leer: „Quote“ und die Angebotsnummer}}',
  'letter.salutation.label': 'Anrede',
  'letter.intro.label': 'Einleitung',
  'letter.closing.label': 'Schluss',
  'letter.text.noDefault': 'In den Einstellungen keiner festgelegt',
  'letter.text.tooLong': 'Höchstens {max} Zeichen ({length} eingegeben).',
  'letter.text.tooManyLines': 'Höchstens {max} Zeilen ({count} eingegeben).',
  'letter.text.placeholders': 'Platzhalter: {placeholders}.',
  'letter.placeholder.unknown':
    '{count, plural, one {{names} ist kein Platzhalter, den dieser Text füllen kann.} other {{names} sind keine Platzhalter, die dieser Text füllen kann.}} Er kann verwenden: {offered}.',
  'letter.issue.revision': 'Überarbeitung von Angebot {number}: Nummer mit dem ersten Dokument · Entwurf',
  'letter.salutation.contact':
    '{form, select, mr {Sehr geehrter Herr {titles, select, none {} other {{titles} }}{name},} other {Sehr geehrte Frau {titles, select, none {} other {{titles} }}{name},}}',
  'letter.recipient.formOfAddress': 'Herr / Frau',
  'letter.recipient.formOfAddressNone': 'Nicht gewählt',
  'letter.recipient.formOfAddressMr': 'Herr',
  'letter.recipient.formOfAddressMs': 'Frau',
  'letter.recipient.country': 'Land',
  'letter.recipient.countryNone': 'Nicht angegeben',
  'letter.recipient.countryHint': 'Ein anderes Land als das Ihrer Firma steht als letzte Zeile der Anschrift, in Großbuchstaben.',

  'letter.tooLong': 'Höchstens {max} Zeichen ({length} eingegeben).',
  'letter.oneLine': 'Nur eine Zeile.',
  'letter.address.tooManyLines': 'Höchstens {max} Zeilen ({count} eingegeben).',
  'letter.address.lineTooLong': 'Zeile {line} ist länger als {max} Zeichen.',
  'letter.validity.notANumber': 'Ganze Tage eingeben, z. B. 14.',
  'letter.validity.outOfRange': '1 bis {max} Tage.',
  'letter.terms.tooLong': 'Höchstens {max} Zeichen ({length} eingegeben).',
  'letter.terms.tooManyLines': 'Höchstens {max} Zeilen ({count} eingegeben).',
  'letter.footer.tooManyLines': 'Höchstens {max} Zeilen ({count} eingegeben).',
  'letter.footer.lineTooLong': 'Zeile {line} ist länger als {max} Zeichen.',
  'letter.email.invalid': 'Eine E-Mail-Adresse wie name@example.com eingeben.',

  'letter.option.plain': '{name} ({count}) · {status}',
  'letter.option.customer': '{name}, {customer} ({count}) · {status}',
  'letter.option.numbered': '{number} {name} ({count}) · {status}',
  'letter.option.numberedCustomer': '{number} {name}, {customer} ({count}) · {status}',
  'letter.option.revision': '{name} – Überarbeitung von {of} ({count}) · {status}',
  'letter.option.revisionCustomer': '{name}, {customer} – Überarbeitung von {of} ({count}) · {status}',

  'letter.settings.heading': 'Angebotsdokumente',
  'letter.settings.intro':
    'Nummern, Gültigkeit, Ihre Kontaktdaten, Bedingungen und die Fußzeile jedes Angebots, das als PDF gespeichert oder gedruckt wird.',
  'letter.settings.pattern': 'Muster der Angebotsnummer',
  'letter.settings.patternHint':
    "'{year}' ist das Jahr des Angebots, '{seq:4}' die laufende Nummer mit mindestens 4 Ziffern (1 bis 9), z. B. ergibt A-'{year}'-'{seq:4}' A-2026-0001.",
  'letter.settings.validity': 'Standard-Gültigkeit (Tage)',
  'letter.settings.validityHint': '1 bis {max} Tage; jedes Angebot kann davon abweichen.',
  'letter.settings.salespersonName': 'Name des Verkäufers',
  'letter.settings.salespersonPhone': 'Telefon des Verkäufers',
  'letter.settings.salespersonEmail': 'E-Mail des Verkäufers',
  'letter.settings.terms': 'Zahlungs- und Lieferbedingungen',
  'letter.settings.termsHint': 'Höchstens {lines} Zeilen; jedes Angebot kann davon abweichen.',
  'letter.settings.footerGroup': 'Fußzeile',
  'letter.settings.footer': 'Fußzeile Spalte {column}',
  'letter.settings.footerHint':
    'Bank, Telefon, Steuernummer: höchstens {lines} Zeilen mit {length} Zeichen. Register und USt-IdNr. kommen aus den Pflichtangaben der Firma.',
  'letter.settings.textsGroup': '{language, select, de {Brieftext auf Deutsch} other {Brieftext auf Englisch}}',
  'letter.settings.textsHint':
    'Steht vor und nach den Positionen jedes Angebots auf {language, select, de {Deutsch} other {Englisch}}; jedes Angebot kann davon abweichen. Leer: keiner. Auf den Schluss folgt der Name des Verkäufers.',
};
