// Messages of this part of the app, in ICU MessageFormat (FormatJS). Keys: "customers.…".
export const en = {
  'customers.error.limit': 'At most {max, number} customers can be kept. Remove customers you no longer need first.',
  'customers.error.numberTaken': 'The customer number {number} already belongs to {name}.',
  'customers.error.notFound': 'This customer is no longer in the list: it was removed, perhaps in another window.',
  'customers.error.busy': 'The customer list is being changed by another window of this app. Try again in a moment; nothing was changed.',
  'customers.error.unreadable': 'The customer list ({file}) could not be read. Check that the file is there and readable.',
  'customers.error.unwritable':
    'The customer list ({file}) could not be saved; nothing was changed. Check that the disk is not full and the folder can be written.',
  'customers.import.empty': 'The file is empty.',
  'customers.import.noNameColumn':
    'No column of the file names the customer: the first line needs a column headed “Name” (or “Firma”, “Company”).',
  'customers.import.column.unknown': 'not read: the heading names no customer field',
  'customers.import.column.repeated': 'not read: the column “{first}” before it is read for the same field',
  'customers.import.missingName': 'The name is missing.',
  'customers.import.tooLong': '“{column}” is longer than {max, number} characters.',
  'customers.import.addressTooLong': 'The address has more than {max, number} lines.',
  'customers.import.unknownCountry': '“{value}” is not a country prices can be looked up for.',
  'customers.import.badMarkup': '“{value}” is not a factor or a markup in percent.',
  'customers.import.unusualMarkup':
    'The markup “{value}” is outside the usual factors ({min, number} to {max, number}). Write a markup in percent with “%” (25 %), or the factor (1.25).',
  'customers.import.badEmail': '“{value}” is not an e-mail address.',
  'customers.import.badLanguage': '“{value}” is not a document language (de or en).',
  'customers.import.badPriceBasis': '“{value}” says neither net nor gross.',
  'customers.import.duplicateInFile': 'The customer number {number} is already on line {line} of the file.',
  'customers.import.overLimit': 'More than {max, number} customers cannot be kept.',
  'customers.import.unclosedQuote': 'A quotation mark opened on this line is never closed: the rest of the file was read as one cell.',
  'customers.import.unreadable': 'The line could not be read as a customer.',
  'customers.import.extraCells': 'The line has {count, plural, one {# cell} other {# cells}} more than the first line has columns.',
} as const;

export const de: { [K in keyof typeof en]: string } = {
  'customers.error.limit':
    'Es können höchstens {max, number} Kunden gespeichert werden. Entfernen Sie zuerst Kunden, die Sie nicht mehr brauchen.',
  'customers.error.numberTaken': 'Die Kundennummer {number} gehört schon zu {name}.',
  'customers.error.notFound': 'Dieser Kunde ist nicht mehr in der Liste: Er wurde entfernt, vielleicht in einem anderen Fenster.',
  'customers.error.busy':
    'Die Kundenliste wird gerade in einem anderen Fenster dieser App geändert. Versuchen Sie es gleich noch einmal; nichts wurde geändert.',
  'customers.error.unreadable': 'Die Kundenliste ({file}) konnte nicht gelesen werden. Prüfen Sie, ob die Datei da und lesbar ist.',
  'customers.error.unwritable':
    'Die Kundenliste ({file}) konnte nicht gespeichert werden; nichts wurde geändert. Prüfen Sie, ob der Datenträger voll ist und der Ordner beschrieben werden kann.',
  'customers.import.empty': 'Die Datei ist leer.',
  'customers.import.noNameColumn':
    'Keine Spalte der Datei nennt den Kunden: Die erste Zeile braucht eine Spalte mit der Überschrift „Name“ (oder „Firma“, „Company“).',
  'customers.import.column.unknown': 'nicht gelesen: Die Überschrift nennt kein Kundenfeld',
  'customers.import.column.repeated': 'nicht gelesen: Die Spalte „{first}“ davor wird schon für dasselbe Feld gelesen',
  'customers.import.missingName': 'Der Name fehlt.',
  'customers.import.tooLong': '„{column}“ ist länger als {max, number} Zeichen.',
  'customers.import.addressTooLong': 'Die Adresse hat mehr als {max, number} Zeilen.',
  'customers.import.unknownCountry': '„{value}“ ist kein Land, für das Preise abgefragt werden können.',
  'customers.import.badMarkup': '„{value}“ ist kein Faktor und kein Aufschlag in Prozent.',
  'customers.import.unusualMarkup':
    'Der Aufschlag „{value}“ liegt außerhalb der üblichen Faktoren ({min, number} bis {max, number}). Schreiben Sie einen Aufschlag in Prozent mit „%“ (25 %) oder den Faktor (1,25).',
  'customers.import.badEmail': '„{value}“ ist keine E-Mail-Adresse.',
  'customers.import.badLanguage': '„{value}“ ist keine Dokumentsprache (de oder en).',
  'customers.import.badPriceBasis': '„{value}“ sagt weder netto noch brutto.',
  'customers.import.duplicateInFile': 'Die Kundennummer {number} steht schon in Zeile {line} der Datei.',
  'customers.import.overLimit': 'Mehr als {max, number} Kunden können nicht gespeichert werden.',
  'customers.import.unclosedQuote':
    'Ein in dieser Zeile geöffnetes Anführungszeichen wird nie geschlossen: Der Rest der Datei wurde als eine Zelle gelesen.',
  'customers.import.unreadable': 'Die Zeile konnte nicht als Kunde gelesen werden.',
  'customers.import.extraCells': 'Die Zeile hat {count, plural, one {# Zelle} other {# Zellen}} mehr, als die erste Zeile Spalten hat.',
};
