// Messages of this part of the app, in ICU MessageFormat (FormatJS). Keys: "policy.…".
// Policies set by a company's IT: their names and descriptions (also in the templates for IT), and what
// the app says about them.
export const en = {
  'policy.BaseUrl.title': 'Price service base URL',
  'policy.BaseUrl.description':
    'The base URL of the price service (https), preset for every user; with "Lock the base URL" users cannot change it.',
  'policy.BaseUrlLocked.title': 'Lock the base URL',
  'policy.BaseUrlLocked.description': 'Enabled: the base URL set by policy cannot be changed in Settings.',
  'policy.AllowDemo.title': 'Allow demo data',
  'policy.AllowDemo.description': 'Disabled: the app never shows demo prices and offers no switch to them.',
  'policy.SignIn.title': 'How users sign in',
  'policy.SignIn.description':
    '"any": user name and password or a pasted access token; "password-only": no token field; "token-only": no sign-in with a password.',
  'policy.StaySignedInAllowed.title': 'Allow "Stay signed in"',
  'policy.StaySignedInAllowed.description':
    'Disabled: the password is never kept in the keychain; users sign in again when the token expires.',
  'policy.Language.title': 'Default language',
  'policy.Language.description': '"system", "de" or "en": the language of the app while the user has not chosen one.',
  'policy.GlobalShortcut.title': 'Global shortcut',
  'policy.GlobalShortcut.description':
    '"default", "disabled", or a shortcut such as "Control+Alt+P": the shortcut that brings the app to the front; users cannot change it.',
  'policy.LastKnownMaxDays.title': 'Keep last-known prices for at most (days)',
  'policy.LastKnownMaxDays.description':
    'The longest time (1 to 365 days) a user may keep prices to stand in when the service cannot be reached.',
  'policy.UpdateUrl.title': 'Update URL',
  'policy.UpdateUrl.description':
    'An https address on the intranet where new versions are published (the output of "npm run dist", with its signatures). The only source of updates: without it the app looks for none, and users cannot set one.',
  'policy.UpdateMode.title': 'Updates',
  'policy.UpdateMode.description':
    '"off"; "notify" (the default when an update URL is set: a new version is downloaded in the background and installed when the user chooses "Restart to update"); or "auto" (the same, and also installed when the app quits).',
  'policy.CompanyName.title': 'Company name on quotes',
  'policy.CompanyName.description':
    'The company name at the top of every quote document; users cannot change it. Once any company policy is set, users cannot change any of the company’s details (those not set stay as the user entered them).',
  'policy.CompanyAddress.title': 'Company address on quotes',
  'policy.CompanyAddress.description': 'The address lines under the company name, one per line; users cannot change them.',
  'policy.CompanyRegisterCourt.title': 'Register court on quotes',
  'policy.CompanyRegisterCourt.description':
    'The court of the commercial register (such as Amtsgericht Stuttgart), printed in the footer of every page of a quote document; users cannot change it.',
  'policy.CompanyRegisterNumber.title': 'Register number on quotes',
  'policy.CompanyRegisterNumber.description':
    'The number in the commercial register (such as HRB 12345), printed in the footer of every page; users cannot change it.',
  'policy.CompanyManagingDirectors.title': 'Managing directors on quotes',
  'policy.CompanyManagingDirectors.description':
    'The managing directors, several separated by commas, printed in the footer of every page; users cannot change them.',
  'policy.CompanyVatId.title': 'VAT ID on quotes',
  'policy.CompanyVatId.description':
    'The VAT identification number (such as DE123456789), printed in the footer of every page; users cannot change it.',
  'policy.CompanyCountry.title': 'Company country on quotes',
  'policy.CompanyCountry.description':
    'The company’s country as a two-letter code (such as de): a letter to a customer in another country ends the address with their country. Not set: the country of the VAT ID, else of the regional format. Users cannot change it.',
  'policy.DocumentFooter1.title': 'Footer column 1 on quotes',
  'policy.DocumentFooter1.description':
    'Column 1 of the footer on every page of a quote document (such as register, VAT ID or bank), at most 5 lines of 60 characters. Once any footer column is set, the whole footer is set here: columns not set stay empty, and users cannot change the footer.',
  'policy.DocumentFooter2.title': 'Footer column 2 on quotes',
  'policy.DocumentFooter2.description':
    'Column 2 of the footer on every page of a quote document (such as register, VAT ID or bank), at most 5 lines of 60 characters. Once any footer column is set, the whole footer is set here: columns not set stay empty, and users cannot change the footer.',
  'policy.DocumentFooter3.title': 'Footer column 3 on quotes',
  'policy.DocumentFooter3.description':
    'Column 3 of the footer on every page of a quote document (such as register, VAT ID or bank), at most 5 lines of 60 characters. Once any footer column is set, the whole footer is set here: columns not set stay empty, and users cannot change the footer.',

  'policy.setByIt': 'Set by your IT department',
  'policy.boundByIt': 'Your IT department allows at most {count, plural, one {# day} other {# days}}.',
  'policy.settings.heading': 'Set by your IT department',
  'policy.settings.intro': 'These settings come from your IT department and cannot be changed here.',
  'policy.notice': 'A setting from your IT department could not be used: {name} — {reason}',
  'policy.problem.notHttps': 'not an https address',
  'policy.problem.notShortcut': 'not "default", "disabled" or a shortcut such as Control+Alt+P',
  'policy.problem.notVatId': 'not a VAT ID such as DE123456789',
  'policy.problem.wrongType': 'not {expected, select, boolean {true or false} integer {a whole number} other {a text}}',
  'policy.problem.outOfRange': 'not a whole number from {min} to {max}',
  'policy.problem.notOneOf': 'not one of {values}',
  'policy.problem.tooLong': 'longer than {max} characters',
  'policy.problem.tooManyLines': 'more than {max} lines',
  'policy.problem.lineTooLong': 'a line longer than {max} characters',
  'policy.problem.unknown': 'no such setting in this version of Price Lookup',
  'policy.problem.unreadable': 'the file {file} could not be read as JSON',
  'policy.problem.systemUnreadable': 'not readable ({detail})',
  'policy.problem.unreadableText': 'has characters that arrived unreadable from the registry (the policy file takes any text)',
  'policy.error.locked': 'Your IT department has set this; it cannot be changed here.',
  'policy.error.settingLocked':
    '{setting, select, useDemo {Demo data} globalShortcut {The shortcut} lastKnownMaxAgeDays {How long last-known prices are kept} company {The company on quote documents} documents {The footer of quote documents} other {This setting}} is set by your IT department and cannot be changed here. Nothing was saved.',
  'policy.error.noService':
    'No price service is set up yet, and your IT department allows no demo data: enter its base URL in Settings → Connection and sign-in.',
} as const;

export const de: { [K in keyof typeof en]: string } = {
  'policy.BaseUrl.title': 'Basis-URL des Preisdienstes',
  'policy.BaseUrl.description':
    'Die Basis-URL des Preisdienstes (https), für alle Benutzer voreingestellt; mit „Basis-URL sperren“ können Benutzer sie nicht ändern.',
  'policy.BaseUrlLocked.title': 'Basis-URL sperren',
  'policy.BaseUrlLocked.description': 'Aktiviert: Die per Richtlinie gesetzte Basis-URL kann in den Einstellungen nicht geändert werden.',
  'policy.AllowDemo.title': 'Demodaten erlauben',
  'policy.AllowDemo.description': 'Deaktiviert: Die App zeigt nie Demopreise und bietet keinen Wechsel zu ihnen an.',
  'policy.SignIn.title': 'Wie sich Benutzer anmelden',
  'policy.SignIn.description':
    '„any“: Benutzername und Passwort oder ein eingefügtes Zugangstoken; „password-only“: kein Tokenfeld; „token-only“: keine Anmeldung mit Passwort.',
  'policy.StaySignedInAllowed.title': '„Angemeldet bleiben“ erlauben',
  'policy.StaySignedInAllowed.description':
    'Deaktiviert: Das Passwort wird nie im Schlüsselbund gespeichert; Benutzer melden sich neu an, wenn das Token abläuft.',
  'policy.Language.title': 'Standardsprache',
  'policy.Language.description': '„system“, „de“ oder „en“: die Sprache der App, solange der Benutzer keine gewählt hat.',
  'policy.GlobalShortcut.title': 'Globales Tastenkürzel',
  'policy.GlobalShortcut.description':
    '„default“, „disabled“ oder ein Kürzel wie „Control+Alt+P“: das Kürzel, das die App nach vorn holt; Benutzer können es nicht ändern.',
  'policy.LastKnownMaxDays.title': 'Letzte bekannte Preise höchstens (Tage) aufbewahren',
  'policy.LastKnownMaxDays.description':
    'Die längste Zeit (1 bis 365 Tage), die Benutzer Preise aufbewahren dürfen, die einspringen, wenn der Dienst nicht erreichbar ist.',
  'policy.UpdateUrl.title': 'Update-URL',
  'policy.UpdateUrl.description':
    'Eine https-Adresse im Intranet, unter der neue Versionen bereitliegen (die Ausgabe von „npm run dist“ mit ihren Signaturen). Die einzige Quelle für Updates: ohne sie sucht die App keine, und Benutzer können keine festlegen.',
  'policy.UpdateMode.title': 'Updates',
  'policy.UpdateMode.description':
    '„off“; „notify“ (Standard, wenn eine Update-URL gesetzt ist: eine neue Version wird im Hintergrund geladen und installiert, wenn der Benutzer „Neu starten und aktualisieren“ wählt); oder „auto“ (ebenso, und zusätzlich beim Beenden installiert).',
  'policy.CompanyName.title': 'Firmenname auf Angeboten',
  'policy.CompanyName.description':
    'Der Firmenname oben auf jedem Angebotsdokument; Benutzer können ihn nicht ändern. Sobald eine Firmenrichtlinie gesetzt ist, können Benutzer keine der Firmenangaben ändern (nicht gesetzte bleiben, wie der Benutzer sie eingegeben hat).',
  'policy.CompanyAddress.title': 'Firmenanschrift auf Angeboten',
  'policy.CompanyAddress.description': 'Die Anschriftzeilen unter dem Firmennamen, je Zeile eine; Benutzer können sie nicht ändern.',
  'policy.CompanyRegisterCourt.title': 'Registergericht auf Angeboten',
  'policy.CompanyRegisterCourt.description':
    'Das Gericht des Handelsregisters (etwa Amtsgericht Stuttgart), in der Fußzeile jeder Seite eines Angebotsdokuments; Benutzer können es nicht ändern.',
  'policy.CompanyRegisterNumber.title': 'Registernummer auf Angeboten',
  'policy.CompanyRegisterNumber.description':
    'Die Nummer im Handelsregister (etwa HRB 12345), in der Fußzeile jeder Seite; Benutzer können sie nicht ändern.',
  'policy.CompanyManagingDirectors.title': 'Geschäftsführung auf Angeboten',
  'policy.CompanyManagingDirectors.description':
    'Die Geschäftsführer, mehrere durch Komma getrennt, in der Fußzeile jeder Seite; Benutzer können sie nicht ändern.',
  'policy.CompanyVatId.title': 'USt-IdNr. auf Angeboten',
  'policy.CompanyVatId.description':
    'Die Umsatzsteuer-Identifikationsnummer (etwa DE123456789), in der Fußzeile jeder Seite; Benutzer können sie nicht ändern.',
  'policy.CompanyCountry.title': 'Land der Firma auf Angeboten',
  'policy.CompanyCountry.description':
    'Das Land der Firma als Kürzel aus zwei Buchstaben (etwa de): Ein Brief an einen Kunden in einem anderen Land endet die Anschrift mit dessen Land. Nicht gesetzt: das Land der USt-IdNr., sonst des Regionalformats. Benutzer können es nicht ändern.',
  'policy.DocumentFooter1.title': 'Fußzeile Spalte 1 auf Angeboten',
  'policy.DocumentFooter1.description':
    'Spalte 1 der Fußzeile auf jeder Seite eines Angebotsdokuments (etwa Register, USt-IdNr. oder Bank), höchstens 5 Zeilen zu je 60 Zeichen. Sobald eine Spalte gesetzt ist, wird die ganze Fußzeile hier festgelegt: nicht gesetzte Spalten bleiben leer, und Benutzer können die Fußzeile nicht ändern.',
  'policy.DocumentFooter2.title': 'Fußzeile Spalte 2 auf Angeboten',
  'policy.DocumentFooter2.description':
    'Spalte 2 der Fußzeile auf jeder Seite eines Angebotsdokuments (etwa Register, USt-IdNr. oder Bank), höchstens 5 Zeilen zu je 60 Zeichen. Sobald eine Spalte gesetzt ist, wird die ganze Fußzeile hier festgelegt: nicht gesetzte Spalten bleiben leer, und Benutzer können die Fußzeile nicht ändern.',
  'policy.DocumentFooter3.title': 'Fußzeile Spalte 3 auf Angeboten',
  'policy.DocumentFooter3.description':
    'Spalte 3 der Fußzeile auf jeder Seite eines Angebotsdokuments (etwa Register, USt-IdNr. oder Bank), höchstens 5 Zeilen zu je 60 Zeichen. Sobald eine Spalte gesetzt ist, wird die ganze Fußzeile hier festgelegt: nicht gesetzte Spalten bleiben leer, und Benutzer können die Fußzeile nicht ändern.',

  'policy.setByIt': 'Von Ihrer IT-Abteilung festgelegt',
  'policy.boundByIt': 'Ihre IT-Abteilung erlaubt höchstens {count, plural, one {# Tag} other {# Tage}}.',
  'policy.settings.heading': 'Von Ihrer IT-Abteilung festgelegt',
  'policy.settings.intro': 'Diese Einstellungen kommen von Ihrer IT-Abteilung und können hier nicht geändert werden.',
  'policy.notice': 'Eine Einstellung Ihrer IT-Abteilung konnte nicht verwendet werden: {name} – {reason}',
  'policy.problem.notHttps': 'keine https-Adresse',
  'policy.problem.notShortcut': 'nicht „default“, „disabled“ oder ein Kürzel wie Control+Alt+P',
  'policy.problem.notVatId': 'keine USt-IdNr. wie DE123456789',
  'policy.problem.wrongType': 'nicht {expected, select, boolean {true oder false} integer {eine ganze Zahl} other {ein Text}}',
  'policy.problem.outOfRange': 'keine ganze Zahl von {min} bis {max}',
  'policy.problem.notOneOf': 'nicht eines von {values}',
  'policy.problem.tooLong': 'länger als {max} Zeichen',
  'policy.problem.tooManyLines': 'mehr als {max} Zeilen',
  'policy.problem.lineTooLong': 'eine Zeile länger als {max} Zeichen',
  'policy.problem.unknown': 'keine Einstellung dieser Version von Price Lookup',
  'policy.problem.unreadable': 'die Datei {file} ließ sich nicht als JSON lesen',
  'policy.problem.systemUnreadable': 'nicht lesbar ({detail})',
  'policy.problem.unreadableText': 'enthält Zeichen, die unlesbar aus der Registry kamen (die Richtliniendatei nimmt jeden Text)',
  'policy.error.locked': 'Ihre IT-Abteilung hat dies festgelegt; es kann hier nicht geändert werden.',
  'policy.error.settingLocked':
    '{setting, select, useDemo {Demodaten sind} globalShortcut {Das Tastenkürzel ist} lastKnownMaxAgeDays {Wie lange zuletzt bekannte Preise aufbewahrt werden, ist} company {Die Firma auf Angebotsdokumenten ist} documents {Die Fußzeile der Angebotsdokumente ist} other {Diese Einstellung ist}} von Ihrer IT-Abteilung festgelegt und kann hier nicht geändert werden. Es wurde nichts gespeichert.',
  'policy.error.noService':
    'Es ist noch kein Preisdienst eingerichtet, und Ihre IT-Abteilung erlaubt keine Demodaten: bitte die Basis-URL unter Einstellungen → Verbindung und Anmeldung eingeben.',
};
