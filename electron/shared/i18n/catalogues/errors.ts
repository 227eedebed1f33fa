// Errors, warnings and notices built in main and shared code (core, app, shared), worded by whoever
// shows them: the renderer and the CLI with `translator.text(message)`, the diagnostics log with
// `englishText(message)`. ICU MessageFormat (FormatJS).
//
// Values: a value named `country` holds a country code ("de"); `translator.text()` shows it as the
// country's label in the reader's language ("Germany (de)", "Deutschland (de)"). Numbers are passed as
// numbers only where a plural needs them (`seconds`, `days`); everything else arrives as text.
export const en = {
  // Base URL and token, checked in Settings, main and the CLI.
  'errors.baseUrl.empty': 'Enter the base URL of the price service.',
  'errors.baseUrl.notAnAddress': 'The base URL is not a valid address. It looks like https://api.example.com.',
  'errors.baseUrl.notHttps': 'The base URL must start with https://.',
  'errors.baseUrl.plainHttp': 'The base URL must use https://. Plain http is allowed only for this computer (localhost).',
  'errors.baseUrl.credentials': 'The base URL must not contain a user name or password. Paste the token separately.',
  'errors.baseUrl.queryOrFragment': 'The base URL must not contain "?" or "#" parts.',
  'errors.token.empty': 'Paste the access token.',
  'errors.token.tooLong': 'The token is longer than {limit} KB. Check that only the token was pasted.',
  'errors.token.refusedNotSaved':
    'The price service refused this token, so it was not saved{kept, select, yes {: the token you had is kept, and lookups go on with it} other {}}. Check that it was pasted whole, or ask for a new one.{signIn, select, yes { Or sign in with your user name and password instead.} other {}}',
  'errors.token.badCharacters': 'The token contains spaces or characters that cannot be sent. Check that only the token was pasted.',
  'errors.token.otherServer': 'The stored access token was entered for another price service. Paste the token for this one.',
  'errors.token.missing': 'No access token is stored. Paste the token you were given in Settings.',
  'errors.token.expired': 'The access token expired on {expiry} UTC. Enter a new token in Settings.',
  'errors.token.unreadable': 'The stored access token is unreadable. Enter it again in Settings.',
  'errors.token.rejected':
    'The price service did not accept the access token. It may have expired or been pasted incompletely: paste a new one in Settings.',
  'errors.token.forbidden':
    'The access token may not read prices: it is probably not linked to a customer account. Ask for a token that is, and paste it in Settings.',
  'errors.keychain.unavailable': 'The system keychain is not available ({detail}).',
  'errors.keychain.notLoadable': 'The system keychain is not available (the keychain module could not be loaded).',
  'errors.keychain.failed': 'The system keychain could not be used.',

  // The lookup form's fields, checked before anything is sent.
  'errors.artnr.empty': 'Enter an article number.',
  'errors.artnr.tooLong': 'An article number has at most {max} characters.',
  'errors.artnr.badCharacters': "An article number may contain only letters, digits, '.', '_' and '-'.",
  'errors.artnr.noLetterOrDigit': 'An article number needs at least one letter or digit.',
  'errors.factor.notANumber': 'Enter the factor as a number, like 1.25 or 1,25, or as a markup or discount in percent, like +25% or -10%.',
  'errors.factor.negative': 'A factor cannot be negative. For a discount, type it in percent: {number}%.',
  'errors.factor.signed': 'A factor has no sign. For a markup, type it in percent: {number}%.',
  'errors.factor.percentTooManyDecimals': 'A markup or discount in percent has at most {max} decimal places.',
  'errors.factor.discountTooLarge': 'A discount must be less than 100%: it would leave no price.',
  'errors.factor.tooManyDecimals': 'The factor has at most {max} decimal places.',
  'errors.factor.notPositive': 'The factor must be greater than 0.',
  'errors.factor.tooLarge': 'The factor is at most {max}.',
  'errors.country.empty': 'Choose a country.',
  'errors.country.unknown': 'Unknown country "{input}". Choose one of: {codes}.',
  'errors.profile.invalid': "A profile name has at most {max} letters, digits, '.', '_' or '-'.",
  'errors.input.checkForm': 'Check the form.',

  // The price service's answers.
  'errors.notFound': 'Article {artnr} was not found for {countryCode, select, nl {the {country}} other {{country}}}.',
  'errors.unavailable.timeout': 'The price service did not answer within {seconds, plural, one {# second} other {# seconds}}. Try again.',
  'errors.unavailable.network':
    'Could not reach the price service: {reason, select, refused {it did not take the connection} notFound {its address could not be found} interrupted {the connection was interrupted} certificate {its security certificate was not accepted} proxy {the network’s proxy server did not let the request through} offline {this computer is not connected to the network} other {the network did not carry the request}}. Try again; if it keeps happening, tell IT.',
  'errors.unavailable.busy': 'The price service is busy right now. Try again in a moment.',
  'errors.unavailable.busyFor': 'The price service is busy right now. Try again in {seconds, plural, one {# second} other {# seconds}}.',
  'errors.unavailable.serverError':
    'The price service could not answer this request. Try again in a moment; if it keeps happening, tell IT.',
  'errors.unexpected.refused':
    'The price service refused this request. Try again; if it keeps happening, tell IT (the diagnostics log in Settings → Support has the details).',
  'errors.unexpected.redirectedElsewhere':
    'The request was sent on to another address, as a hotel or guest Wi-Fi does until you sign in to it in a web browser. It was not followed, so the access token stays safe. Sign in to the network, or check the base URL in Settings.',
  'errors.unexpected.redirectedTo':
    'The request was sent on to another address, as a hotel or guest Wi-Fi does until you sign in to it in a web browser. It was not followed, so the access token stays safe. Sign in to the network, or check the base URL in Settings.',
  'errors.unexpected.tooLarge':
    'The price service sent far more than price information, so it was not read. Try again; if it keeps happening, tell IT.',
  'errors.unexpected.empty': 'The price service answered without any price information. Try again in a moment.',
  'errors.unexpected.notJson':
    'The price service sent something other than price information. Try again; if it keeps happening, tell IT (the diagnostics log in Settings → Support has the details).',
  'errors.unexpected.notJsonUntyped':
    'The price service sent something other than price information. Try again; if it keeps happening, tell IT (the diagnostics log in Settings → Support has the details).',
  'errors.unexpected.notAnObject':
    'The price service’s answer held no price information. Try again; if it keeps happening, tell IT (the diagnostics log in Settings → Support has the details).',
  'errors.unexpected.fieldMissing':
    'The price service’s answer was incomplete, so no price is shown. Try again; if it keeps happening, tell IT (the diagnostics log in Settings → Support has the details).',
  'errors.unexpected.fieldInvalid':
    'The price service’s answer held a value Price Lookup cannot read, so no price is shown. Try again; if it keeps happening, tell IT (the diagnostics log in Settings → Support has the details).',
  'errors.unexpected.webPage':
    'A web page came back instead of prices: most often the sign-in page of a hotel or guest Wi-Fi. Open a web browser, sign in to the network or accept its terms there, then try again.',
  'errors.lookup.cancelled': 'This lookup was replaced by a newer one.',

  // Quotes: pasted lines, totals, warnings per line.
  'errors.quoteLine.tooManyColumns': 'Expected an article number and a quantity, found more columns.',
  'errors.quoteLine.columnCount': 'This line has {count} columns where the others have {expected}.',
  'errors.quoteLine.ambiguousComma':
    'The commas could separate the columns or group the digits of the quantity; separate the columns with a tab or a semicolon.',
  'errors.quoteLine.notRead':
    'Found no article number and quantity in this line. Write the article number and the quantity, such as 900155 4, AB-1029 x 24 or 2 x 120050.',
  'errors.quoteLine.twoWay': 'Either number could be the article number: choose above how the line is meant.',
  'errors.quantity.empty': 'The quantity is empty.',
  'errors.quantity.notWhole':
    'The quantity "{input}" is not a whole number. Write pieces in digits: 12, 12 Stk, 12 Stück, 12 St., 12 pcs, 12 pc. or 12x.',
  'errors.quantity.unit':
    'The quantity "{input}" has a unit other than pieces. Write pieces in digits: 12, 12 Stk, 12 Stück, 12 St., 12 pcs, 12 pc. or 12x.',
  'errors.quantity.ambiguous': 'The quantity "{input}" is ambiguous in your regional format: if {plain} pieces are meant, write {plain}.',
  'errors.quantity.tooSmall': 'The quantity must be at least 1.',
  'errors.quantity.tooLarge': 'The quantity is larger than 1,000,000.',
  'errors.quote.mixedCurrencies': 'This quote mixes currencies ({currencies}), so no total is given. Keep one currency per quote.',
  'errors.quoteWarning.noPrice': 'No price set — ask purchasing. Left out of the total.',
  'errors.quoteWarning.stockCapped': 'Stock shows {cap}+ (at least {cap}); whether {quantity} are in stock is unknown.',
  'errors.quoteWarning.shortStock':
    '{stock, plural, =0 {Out of stock} other {Only # in stock}} – {quantity} requested.{days, plural, =0 {} one { Available in approx. # day.} other { Available in approx. # days.}}',
  'errors.quoteWarning.onRequest': 'Lifecycle {lifecycle}: ordered on request, standard returns may not apply.',
  'errors.quoteWarning.phasingOut': 'Lifecycle {lifecycle}: phasing out, will soon be discontinued.',
  'errors.quoteWarning.discontinued': 'Lifecycle {lifecycle}: discontinued, out of stock for good.',
  'errors.quoteWarning.scaleVolume': 'Quantity reaches the scale volume of {volume}: a graduated price may apply.',
  'errors.quoteWarning.scaleTierClose': '{missing, plural, one {# more reaches} other {# more reach}} the tier from {volume}.',

  // Files and the app itself.
  'errors.settings.unwritable': 'Could not save the settings to {file}. Check that the folder is writable.',
  // The window's: the change was made in memory and is written with the next save that can be.
  'errors.settings.unwritableKept':
    'Could not save the settings to {file}: another program may be holding the file, or the folder is not writable. Your change is kept and applies while the app runs; it is saved with the next change that can be written.',
  'errors.settings.unreadable': 'The settings file {file} could not be read.',
  'errors.settings.reset': 'The settings file could not be read, so default settings are used. The old file was kept as {backup}.',
  'errors.quotes.unreadable':
    'The saved quotes in {file} could not be read. They are left as they are; quotes cannot be changed until they can be read.',
  'errors.quotes.notLoaded': 'The saved quotes have not been read, so they are not overwritten.',
  'errors.quotes.sent': 'Quote {number} was sent to the customer and stays as it was sent: the change was not saved to it.',
  'errors.quotes.missing': 'This quote is not kept any more: it was deleted, perhaps in another window. Nothing was changed.',
  'errors.quotes.lineMissing': 'This line is not on the quote any more: it was removed meanwhile. Nothing was changed.',
  'errors.quotes.beingSent':
    'Quote {number} is being sent to the customer (saved as PDF, printed or put into an e-mail): it cannot be changed or deleted until that is done or cancelled, so the customer gets what is kept. The change was not saved.',
  'errors.quotes.sentUnpriced':
    'Quote {number} was sent without a price for article {artnr}, so none is kept for it, and a sent quote is never priced anew. A revision (Revise) gets today’s price.',
  'errors.quotes.unwritable':
    'The quotes could not be saved to {file}. Your changes are kept in this window; check that the folder is writable.',
  'errors.quotes.archiveFull':
    'The quote archive of {years} is full ({max, number} quotes a year): the finished quotes of that year stay in the list of quotes.',
  'errors.quotes.archiveProblem':
    'The quote archive in {folder} could not be read or written: finished quotes stay in the list of quotes for now, and the search may not find archived ones.',
  'errors.quotes.reset': 'The saved quotes could not be read. The old file was kept as {backup}.',
  'errors.quotes.skipped':
    'Some saved quotes could not be read in full.{quotes, plural, =0 {} one { # quote was left out.} other { # quotes were left out.}}{lines, plural, =0 {} one { # line was left out; its quote is kept.} other { # lines were left out; their quotes are kept.}}{unpriced, plural, =0 {} one { # line lost its kept price and is priced again.} other { # lines lost their kept prices and are priced again.}} The file as it was is kept as {backup}.',
  'errors.export.unwritable': 'Could not write {file}. Choose another folder.',
  'errors.clipboard.unwritable': 'Nothing was copied: the clipboard could not be written, another program may be holding it. Try again.',
  // The reason after "The clipboard could not be emptied and may still hold another article's line:".
  'errors.clipboard.held': 'another program may be holding it. Try again.',
  'errors.diagnostics.notOpened': 'Could not open the folder {folder}.',
  'errors.showInFolder.notSaved': 'Only a file saved by Price Lookup can be shown in its folder.',
  'errors.showInFolder.gone': 'The file {file} is no longer there: it was moved or deleted.',
  'errors.request.notUnderstood': 'Price Lookup received a request it does not understand.',
  'errors.internal': 'Something went wrong inside Price Lookup. Please try again.',
} as const;

export const de: { [K in keyof typeof en]: string } = {
  'errors.baseUrl.empty': 'Geben Sie die Basis-URL des Preisdienstes ein.',
  'errors.baseUrl.notAnAddress': 'Die Basis-URL ist keine gültige Adresse. Sie sieht etwa so aus: https://api.example.com.',
  'errors.baseUrl.notHttps': 'Die Basis-URL muss mit https:// beginnen.',
  'errors.baseUrl.plainHttp': 'Die Basis-URL muss https:// verwenden. Einfaches http ist nur für diesen Computer (localhost) erlaubt.',
  'errors.baseUrl.credentials':
    'Die Basis-URL darf keinen Benutzernamen und kein Passwort enthalten. Fügen Sie das Zugangstoken separat ein.',
  'errors.baseUrl.queryOrFragment': 'Die Basis-URL darf keine Teile mit „?“ oder „#“ enthalten.',
  'errors.token.empty': 'Fügen Sie das Zugangstoken ein.',
  'errors.token.tooLong': 'Das Zugangstoken ist länger als {limit} KB. Prüfen Sie, ob nur das Zugangstoken eingefügt wurde.',
  'errors.token.refusedNotSaved':
    'Der Preisdienst hat dieses Zugangstoken abgelehnt, es wurde daher nicht gespeichert{kept, select, yes {: Das bisherige Zugangstoken bleibt, und die Abfragen laufen damit weiter} other {}}. Prüfen Sie, ob es vollständig eingefügt wurde, oder fordern Sie ein neues an.{signIn, select, yes { Oder melden Sie sich stattdessen mit Benutzername und Passwort an.} other {}}',
  'errors.token.badCharacters':
    'Das Zugangstoken enthält Leerzeichen oder Zeichen, die nicht gesendet werden können. Prüfen Sie, ob nur das Zugangstoken eingefügt wurde.',
  'errors.token.otherServer':
    'Das gespeicherte Zugangstoken wurde für einen anderen Preisdienst eingegeben. Fügen Sie das Zugangstoken für diesen ein.',
  'errors.token.missing':
    'Es ist kein Zugangstoken gespeichert. Fügen Sie das Zugangstoken, das Sie erhalten haben, in den Einstellungen ein.',
  'errors.token.expired': 'Das Zugangstoken ist am {expiry} UTC abgelaufen. Geben Sie in den Einstellungen ein neues Zugangstoken ein.',
  'errors.token.unreadable': 'Das gespeicherte Zugangstoken ist nicht lesbar. Geben Sie es in den Einstellungen erneut ein.',
  'errors.token.rejected':
    'Der Preisdienst hat das Zugangstoken nicht angenommen. Es ist vielleicht abgelaufen oder unvollständig eingefügt: Fügen Sie in den Einstellungen ein neues ein.',
  'errors.token.forbidden':
    'Das Zugangstoken darf keine Preise lesen: Es ist wohl keinem Kundenkonto zugeordnet. Fordern Sie ein Zugangstoken mit Kundenkonto an und fügen Sie es in den Einstellungen ein.',
  'errors.keychain.unavailable': 'Der Schlüsselbund des Systems ist nicht verfügbar ({detail}).',
  'errors.keychain.notLoadable': 'Der Schlüsselbund des Systems ist nicht verfügbar (das Schlüsselbund-Modul konnte nicht geladen werden).',
  'errors.keychain.failed': 'Der Schlüsselbund des Systems konnte nicht verwendet werden.',

  'errors.artnr.empty': 'Geben Sie eine Artikelnummer ein.',
  'errors.artnr.tooLong': 'Eine Artikelnummer hat höchstens {max} Zeichen.',
  'errors.artnr.badCharacters': 'Eine Artikelnummer darf nur Buchstaben, Ziffern, „.“, „_“ und „-“ enthalten.',
  'errors.artnr.noLetterOrDigit': 'Eine Artikelnummer braucht mindestens einen Buchstaben oder eine Ziffer.',
  'errors.factor.notANumber':
    'Geben Sie den Faktor als Zahl ein, etwa 1,25 oder 1.25, oder einen Auf- oder Abschlag in Prozent, etwa +25 % oder -10 %.',
  'errors.factor.negative': 'Ein Faktor kann nicht negativ sein. Einen Abschlag geben Sie in Prozent ein: {number} %.',
  'errors.factor.signed': 'Ein Faktor hat kein Vorzeichen. Einen Aufschlag geben Sie in Prozent ein: {number} %.',
  'errors.factor.percentTooManyDecimals': 'Ein Auf- oder Abschlag in Prozent hat höchstens {max} Nachkommastellen.',
  'errors.factor.discountTooLarge': 'Ein Abschlag muss unter 100 % liegen, sonst bliebe kein Preis.',
  'errors.factor.tooManyDecimals': 'Der Faktor hat höchstens {max} Nachkommastellen.',
  'errors.factor.notPositive': 'Der Faktor muss größer als 0 sein.',
  'errors.factor.tooLarge': 'Der Faktor ist höchstens {max}.',
  'errors.country.empty': 'Wählen Sie ein Land.',
  'errors.country.unknown': 'Unbekanntes Land „{input}“. Wählen Sie eines von: {codes}.',
  'errors.profile.invalid': 'Ein Profilname hat höchstens {max} Buchstaben, Ziffern, „.“, „_“ oder „-“.',
  'errors.input.checkForm': 'Prüfen Sie Ihre Eingaben.',

  'errors.notFound':
    'Der Artikel {artnr} wurde für {countryCode, select, ch {die {country}} nl {die {country}} other {{country}}} nicht gefunden.',
  'errors.unavailable.timeout':
    'Der Preisdienst hat nicht innerhalb von {seconds, plural, one {# Sekunde} other {# Sekunden}} geantwortet. Versuchen Sie es erneut.',
  'errors.unavailable.network':
    'Der Preisdienst war nicht erreichbar: {reason, select, refused {Er hat die Verbindung nicht angenommen} notFound {Seine Adresse wurde nicht gefunden} interrupted {Die Verbindung wurde unterbrochen} certificate {Sein Sicherheitszertifikat wurde nicht akzeptiert} proxy {Der Proxyserver des Netzwerks hat die Anfrage nicht durchgelassen} offline {Dieser Computer ist nicht mit dem Netzwerk verbunden} other {Das Netzwerk hat die Anfrage nicht übermittelt}}. Versuchen Sie es erneut; wenn es wiederholt passiert, informieren Sie die IT.',
  'errors.unavailable.busy': 'Der Preisdienst ist gerade ausgelastet. Versuchen Sie es gleich noch einmal.',
  'errors.unavailable.busyFor':
    'Der Preisdienst ist gerade ausgelastet. Versuchen Sie es in {seconds, plural, one {# Sekunde} other {# Sekunden}} erneut.',
  'errors.unavailable.serverError':
    'Der Preisdienst konnte diese Anfrage nicht beantworten. Versuchen Sie es gleich noch einmal; wenn es wiederholt passiert, informieren Sie die IT.',
  'errors.unexpected.refused':
    'Der Preisdienst hat diese Anfrage abgelehnt. Versuchen Sie es erneut; wenn es wiederholt passiert, informieren Sie die IT (das Diagnoseprotokoll unter Einstellungen → Support enthält die Einzelheiten).',
  'errors.unexpected.redirectedElsewhere':
    'Die Anfrage wurde an eine andere Adresse weitergeschickt, wie es ein Hotel- oder Gast-WLAN tut, bis Sie sich dort in einem Webbrowser anmelden. Dem wurde nicht gefolgt, damit das Zugangstoken sicher bleibt. Melden Sie sich im Netzwerk an oder prüfen Sie die Basis-URL in den Einstellungen.',
  'errors.unexpected.redirectedTo':
    'Die Anfrage wurde an eine andere Adresse weitergeschickt, wie es ein Hotel- oder Gast-WLAN tut, bis Sie sich dort in einem Webbrowser anmelden. Dem wurde nicht gefolgt, damit das Zugangstoken sicher bleibt. Melden Sie sich im Netzwerk an oder prüfen Sie die Basis-URL in den Einstellungen.',
  'errors.unexpected.tooLarge':
    'Der Preisdienst hat weit mehr als Preisinformationen gesendet; es wurde nicht gelesen. Versuchen Sie es erneut; wenn es wiederholt passiert, informieren Sie die IT.',
  'errors.unexpected.empty': 'Der Preisdienst hat ohne Preisinformationen geantwortet. Versuchen Sie es gleich noch einmal.',
  'errors.unexpected.notJson':
    'Der Preisdienst hat etwas anderes als Preisinformationen gesendet. Versuchen Sie es erneut; wenn es wiederholt passiert, informieren Sie die IT (das Diagnoseprotokoll unter Einstellungen → Support enthält die Einzelheiten).',
  'errors.unexpected.notJsonUntyped':
    'Der Preisdienst hat etwas anderes als Preisinformationen gesendet. Versuchen Sie es erneut; wenn es wiederholt passiert, informieren Sie die IT (das Diagnoseprotokoll unter Einstellungen → Support enthält die Einzelheiten).',
  'errors.unexpected.notAnObject':
    'Die Antwort des Preisdienstes enthielt keine Preisinformationen. Versuchen Sie es erneut; wenn es wiederholt passiert, informieren Sie die IT (das Diagnoseprotokoll unter Einstellungen → Support enthält die Einzelheiten).',
  'errors.unexpected.fieldMissing':
    'Die Antwort des Preisdienstes war unvollständig, deshalb wird kein Preis gezeigt. Versuchen Sie es erneut; wenn es wiederholt passiert, informieren Sie die IT (das Diagnoseprotokoll unter Einstellungen → Support enthält die Einzelheiten).',
  'errors.unexpected.fieldInvalid':
    'Die Antwort des Preisdienstes enthielt einen Wert, den Price Lookup nicht lesen kann, deshalb wird kein Preis gezeigt. Versuchen Sie es erneut; wenn es wiederholt passiert, informieren Sie die IT (das Diagnoseprotokoll unter Einstellungen → Support enthält die Einzelheiten).',
  'errors.unexpected.webPage':
    'Statt Preisen kam eine Webseite zurück: meist die Anmeldeseite eines Hotel- oder Gast-WLANs. Öffnen Sie einen Webbrowser, melden Sie sich dort im Netzwerk an oder bestätigen Sie die Nutzungsbedingungen, und versuchen Sie es dann erneut.',
  'errors.lookup.cancelled': 'Diese Abfrage wurde durch eine neuere ersetzt.',

  'errors.quoteLine.tooManyColumns': 'Erwartet werden eine Artikelnummer und eine Menge, die Zeile hat aber mehr Spalten.',
  'errors.quoteLine.columnCount': 'Diese Zeile hat {count} Spalten, die übrigen haben {expected}.',
  'errors.quoteLine.ambiguousComma':
    'Die Kommas könnten Spalten trennen oder die Ziffern der Menge gruppieren; trennen Sie die Spalten mit Tabulator oder Semikolon.',
  'errors.quoteLine.notRead':
    'In dieser Zeile sind keine Artikelnummer und Menge zu erkennen. Schreiben Sie Artikelnummer und Menge, etwa 900155 4, AB-1029 x 24 oder 2 x 120050.',
  'errors.quoteLine.twoWay': 'Jede der beiden Zahlen könnte die Artikelnummer sein: Wählen Sie oben, wie die Zeile gemeint ist.',
  'errors.quantity.empty': 'Die Menge ist leer.',
  'errors.quantity.notWhole':
    'Die Menge „{input}“ ist keine ganze Zahl. Stückzahl in Ziffern schreiben: 12, 12 Stk, 12 Stück, 12 St., 12 pcs, 12 pc. oder 12x.',
  'errors.quantity.unit':
    'Die Menge „{input}“ hat eine andere Einheit als Stück. Stückzahl in Ziffern schreiben: 12, 12 Stk, 12 Stück, 12 St., 12 pcs, 12 pc. oder 12x.',
  'errors.quantity.ambiguous':
    'Die Menge „{input}“ ist in Ihrem Regionalformat nicht eindeutig: Sind {plain} Stück gemeint, schreiben Sie {plain}.',
  'errors.quantity.tooSmall': 'Die Menge muss mindestens 1 sein.',
  'errors.quantity.tooLarge': 'Die Menge ist größer als 1.000.000.',
  'errors.quote.mixedCurrencies':
    'Dieses Angebot enthält mehrere Währungen ({currencies}), daher gibt es keine Summe. Verwenden Sie eine Währung je Angebot.',
  'errors.quoteWarning.noPrice': 'Kein Preis hinterlegt – bitte beim Einkauf nachfragen. Nicht in der Summe enthalten.',
  'errors.quoteWarning.stockCapped': 'Der Lagerbestand zeigt {cap}+ ({cap} oder mehr); ob {quantity} Stück auf Lager sind, ist unbekannt.',
  'errors.quoteWarning.shortStock':
    '{stock, plural, =0 {Nicht auf Lager} other {Nur # auf Lager}} – {quantity} Stück angefragt.{days, plural, =0 {} one { Lieferbar in ca. # Tag.} other { Lieferbar in ca. # Tagen.}}',
  'errors.quoteWarning.onRequest':
    'Lebenszyklus {lifecycle}: kein Lagerartikel, Bestellung auf Anfrage; die üblichen Rückgaberegeln gelten möglicherweise nicht.',
  'errors.quoteWarning.phasingOut': 'Lebenszyklus {lifecycle}: läuft bald aus.',
  'errors.quoteWarning.discontinued': 'Lebenszyklus {lifecycle}: ausgelaufen, nicht mehr lieferbar.',
  'errors.quoteWarning.scaleVolume': 'Die Menge erreicht die Staffelmenge {volume}: Es kann ein Staffelpreis gelten.',
  'errors.quoteWarning.scaleTierClose':
    '{missing, plural, one {# Stück mehr erreicht} other {# Stück mehr erreichen}} die Staffel ab {volume}.',

  'errors.settings.unwritable': 'Die Einstellungen konnten nicht in {file} gespeichert werden. Prüfen Sie, ob der Ordner beschreibbar ist.',
  'errors.settings.unwritableKept':
    'Die Einstellungen konnten nicht in {file} gespeichert werden: Vielleicht hält ein anderes Programm die Datei fest, oder der Ordner ist nicht beschreibbar. Ihre Änderung bleibt erhalten und gilt, solange die App läuft; sie wird mit der nächsten Änderung gespeichert, die geschrieben werden kann.',
  'errors.settings.unreadable': 'Die Einstellungsdatei {file} konnte nicht gelesen werden.',
  'errors.settings.reset':
    'Die Einstellungsdatei konnte nicht gelesen werden, daher gelten die Standardeinstellungen. Die alte Datei wurde als {backup} aufbewahrt.',
  'errors.quotes.unreadable':
    'Die gespeicherten Angebote in {file} konnten nicht gelesen werden. Sie bleiben unverändert; Angebote können erst geändert werden, wenn sie gelesen werden können.',
  'errors.quotes.notLoaded': 'Die gespeicherten Angebote wurden nicht gelesen und werden daher nicht überschrieben.',
  'errors.quotes.sent':
    'Das Angebot {number} wurde an den Kunden versendet und bleibt, wie es versendet wurde: Die Änderung wurde dort nicht gespeichert.',
  'errors.quotes.missing':
    'Dieses Angebot gibt es nicht mehr: Es wurde gelöscht, vielleicht in einem anderen Fenster. Es wurde nichts geändert.',
  'errors.quotes.lineMissing': 'Diese Zeile steht nicht mehr im Angebot: Sie wurde inzwischen entfernt. Es wurde nichts geändert.',
  'errors.quotes.beingSent':
    'Das Angebot {number} wird gerade an den Kunden versendet (als PDF gespeichert, gedruckt oder in eine E-Mail gelegt): Bis das erledigt oder abgebrochen ist, kann es nicht geändert oder gelöscht werden, damit der Kunde bekommt, was aufbewahrt wird. Die Änderung wurde nicht gespeichert.',
  'errors.quotes.sentUnpriced':
    'Angebot {number} wurde ohne Preis für Artikel {artnr} versendet, daher ist keiner dafür aufbewahrt, und ein versendetes Angebot wird nie neu bepreist. Eine Überarbeitung („Überarbeiten“) bekommt den heutigen Preis.',
  'errors.quotes.unwritable':
    'Die Angebote konnten nicht in {file} gespeichert werden. Ihre Änderungen bleiben in diesem Fenster erhalten; prüfen Sie, ob der Ordner beschreibbar ist.',
  'errors.quotes.archiveFull':
    'Das Angebotsarchiv für {years} ist voll ({max, number} Angebote pro Jahr): Die abgeschlossenen Angebote dieses Jahres bleiben in der Angebotsliste.',
  'errors.quotes.archiveProblem':
    'Das Angebotsarchiv in {folder} konnte nicht gelesen oder geschrieben werden: Abgeschlossene Angebote bleiben vorerst in der Angebotsliste, und die Suche findet archivierte Angebote eventuell nicht.',
  'errors.quotes.reset': 'Die gespeicherten Angebote konnten nicht gelesen werden. Die alte Datei wurde als {backup} aufbewahrt.',
  'errors.quotes.skipped':
    'Einige gespeicherte Angebote ließen sich nicht vollständig lesen.{quotes, plural, =0 {} one { # Angebot wurde ausgelassen.} other { # Angebote wurden ausgelassen.}}{lines, plural, =0 {} one { # Zeile wurde ausgelassen; ihr Angebot bleibt erhalten.} other { # Zeilen wurden ausgelassen; ihre Angebote bleiben erhalten.}}{unpriced, plural, =0 {} one { Bei # Zeile fehlt der gespeicherte Preis; sie wird neu abgefragt.} other { Bei # Zeilen fehlt der gespeicherte Preis; sie werden neu abgefragt.}} Die Datei wurde unverändert als {backup} aufbewahrt.',
  'errors.export.unwritable': '{file} konnte nicht geschrieben werden. Wählen Sie einen anderen Ordner.',
  'errors.clipboard.unwritable':
    'Nichts kopiert: Die Zwischenablage konnte nicht beschrieben werden, vielleicht hält ein anderes Programm sie gerade fest. Versuchen Sie es noch einmal.',
  'errors.clipboard.held': 'Vielleicht hält ein anderes Programm sie gerade fest. Versuchen Sie es noch einmal.',
  'errors.diagnostics.notOpened': 'Der Ordner {folder} konnte nicht geöffnet werden.',
  'errors.showInFolder.notSaved': 'Nur eine von Price Lookup gespeicherte Datei kann in ihrem Ordner gezeigt werden.',
  'errors.showInFolder.gone': 'Die Datei {file} ist nicht mehr da: Sie wurde verschoben oder gelöscht.',
  'errors.request.notUnderstood': 'Price Lookup hat eine Anfrage erhalten, die es nicht versteht.',
  'errors.internal': 'In Price Lookup ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
};
