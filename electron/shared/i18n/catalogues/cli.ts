// Messages of the price-lookup command, in ICU MessageFormat (FormatJS). A literal "<" is written '<'
// (it would start a tag) and a literal apostrophe before a placeholder as ''.
export const en = {
  'cli.usage': `Usage:
  price-lookup check '<'artnr> --country '<'cc> [--factor '<'n> [--unusual-factor]] [--profile '<'name>] [--json] [--allow-last-known] [--base-url '<'url>] [--demo]
  price-lookup quote --country '<'cc> [--factor '<'n> [--unusual-factor]] [--net] [--vat '<'treatment> [--vat-id '<'id>]] [--json] [--allow-last-known] [--base-url '<'url>] [--demo]  '<' lines
  price-lookup quote find '<'words> [--json]
  price-lookup --version
  price-lookup --help

Looks up an article's price information at the price service. "quote" reads lines from standard
input (artnr'<'TAB>qty, artnr;qty, artnr,qty or artnr alone) and prints the quote with its total.
"quote find" lists the app's saved quotes the words find, as the app's search does (customer, article
number, quote number, date or total; every word must match): number, date, customer, status, total.
  --country   at, be, ch, de, dk, fi, fr, gl, it, nl, no, se
  --factor    a multiplier for the price, e.g. 1.25 or 1,25, or a markup or discount
              in percent, e.g. 25% or --factor=-10%; a factor outside 0.5 to 3 is refused
              with what it may have meant (25 as 25% or 2.5)
  --unusual-factor  use a --factor outside 0.5 to 3 as given
  --net       quote: net prices plus VAT (business customers); without it gross prices incl. VAT
  --vat       quote: the customer's VAT: domestic (default), intra-community (EU business, with --vat-id), export, consumer;
              intra-community and export are net, without VAT, with their note
  --vat-id    quote: the customer's EU VAT ID, named in the intra-Community supply's note
  --profile   a price profile of the service (default: the service's own)
  --json      print the normalised price information as JSON (the same in every language)
  --allow-last-known  when the service cannot be reached, answer with the price last fetched
              for the same lookup (marked as last-known, with its date; exit 7)
  --base-url  the price service (else PRICE_LOOKUP_BASE_URL, else the app's settings)
  --demo      use the built-in simulator's demo data
  --lang      de or en: the language of the messages (else LC_ALL, LC_MESSAGES, LANG)
The token comes from PRICE_LOOKUP_TOKEN, else from the keychain entry the app stored.
Exit codes: 0 ok, 2 invalid input, 3 no or rejected token, 4 not found, 5 service unavailable (also when
only a last-known price is kept and --allow-last-known is not given), 6 unexpected answer,
7 answered from last-known prices (only with --allow-last-known).
`,
  'cli.args.invalid': 'Invalid arguments. See price-lookup --help.',
  'cli.args.unknownOption': "Unknown option ''{option}''. See price-lookup --help.",
  'cli.args.missingValue': "Option ''{option} '<'value>'' argument missing. See price-lookup --help.",
  'cli.args.ambiguousValue':
    "Option ''{option} '<'value>'' argument is ambiguous: write {option}=-XYZ for a value starting with a dash. See price-lookup --help.",
  'cli.args.takesNoValue': "Option ''{option}'' does not take an argument. See price-lookup --help.",
  'cli.args.emptyCountry': '--country is empty. Give a country, e.g. --country at.',
  'cli.args.emptyFactor': '--factor is empty. Give a factor, e.g. --factor 1.25, or leave --factor out for none.',
  // A factor outside the usual range: {readings} and {options} are lists joined with "or"; {insist} is
  // "--factor 25 --unusual-factor". {factor}, {min} and {max} in the regional format.
  'cli.factor.meant':
    'Factor {factor} is outside the usual {min} to {max}: did you mean {readings}? Give {options}, or {insist} to use {factor}.',
  'cli.factor.unusual': 'Factor {factor} is outside the usual {min} to {max}. Give {insist} to use it.',
  'cli.factor.percentOption': '--factor "{percent}%"',
  'cli.args.emptyProfile':
    "--profile is empty. Give a price profile, e.g. --profile reimo, or leave --profile out for the service's default.",
  'cli.args.emptyBaseUrl':
    "--base-url is empty. Give the price service's address, or leave --base-url out to use PRICE_LOOKUP_BASE_URL or the app's settings.",
  'cli.args.emptyLanguage': '--lang is empty. Give --lang de or --lang en, or leave --lang out to follow LC_ALL, LC_MESSAGES or LANG.',
  'cli.args.unknownLanguage': 'Unknown language "{value}" for --lang. Give --lang de or --lang en.',
  'cli.args.missingCommand': 'Missing command. See price-lookup --help.',
  'cli.args.unknownCommand': 'Unknown command "{command}". See price-lookup --help.',
  'cli.args.missingArticle': "Missing article number: price-lookup check '<'artnr> --country '<'cc>.",
  'cli.args.oneArticle': 'Give one article number per check.',
  'cli.args.missingCountry': 'Missing --country, e.g. --country at.',
  'cli.args.badVat': '--vat takes domestic, intra-community, export or consumer, not "{value}".',
  'cli.args.vatIsForQuotes': '--vat and --vat-id are for "quote": "check" shows the gross price and the dealer list price (net).',
  'cli.args.netIsForQuotes': '--net is for "quote": "check" shows the gross price and the dealer list price (net).',
  'cli.args.quoteReadsStdin': 'price-lookup quote reads its lines from standard input, not from arguments.',
  'cli.args.findMissingWords': 'price-lookup quote find needs the words to search for, e.g. price-lookup quote find Müller.',
  'cli.args.findHasNoOption': 'price-lookup quote find searches the saved quotes and has no {option}.',
  'cli.quotes.unreadable': 'The saved quotes in {file} cannot be read (error {code}).',
  'cli.quotes.notReadable': 'The saved quotes in {file} cannot be read. Open the app: it keeps the file aside and starts anew.',
  'cli.quotes.skipped':
    'Part of the saved quotes in {file} cannot be read and is left out of the search: {quotes, plural, one {one quote} other {# quotes}}, {lines, plural, one {one line} other {# lines}}.',
  'cli.quoteFind.none': 'No saved quote found for “{words}”.',
  'cli.quoteFind.count': '{count, plural, one {One quote found.} other {# quotes found.}}',
  'cli.quoteFind.column.number': 'Number',
  'cli.quoteFind.column.day': 'Date',
  'cli.quoteFind.column.customer': 'Customer',
  'cli.quoteFind.column.status': 'Status',
  'cli.quoteFind.column.basis': 'Prices',
  'cli.quoteFind.column.net': 'Net',
  'cli.quoteFind.column.gross': 'Gross',
  'cli.quoteFind.basis': '{basis, select, net {net} other {gross}}',
  'cli.quoteFind.column.name': 'Quote',
  'cli.args.quoteHasNoProfile': 'price-lookup quote has no --profile.',
  'cli.failure.unexpected': 'Something went wrong inside price-lookup.',
  'cli.failure.unexpectedNamed': 'Something went wrong inside price-lookup ({name}).',
  'cli.demo.startFailed': 'Could not start the built-in demo simulator on this computer.',
  'cli.demo.startFailedCode': 'Could not start the built-in demo simulator on this computer ({code}).',
  'cli.demo.jsonNotice': 'demo data from the built-in simulator, not the price service.',
  'cli.demo.banner': 'Demo data: prices from the built-in simulator, not the price service.',
  'cli.baseUrl.notConfigured': 'No price service is configured. Use --base-url, PRICE_LOOKUP_BASE_URL or --demo.',
  'cli.baseUrl.invalidFromOption': '{problem} (from --base-url)',
  'cli.baseUrl.invalidFromEnvironment': '{problem} (from PRICE_LOOKUP_BASE_URL)',
  'cli.baseUrl.invalidFromSettings': '{problem} (from the app settings)',
  'cli.settings.unreadableCode': 'The settings file {file} could not be read ({code}).',
  'cli.settings.demoOnly': 'The app is set to demo data and has no price service.',
  'cli.token.useEnvironment': 'Set PRICE_LOOKUP_TOKEN to the access token instead.',
  'cli.token.otherService':
    'The access token in the keychain was issued for {issuedFor}, and is sent only there, not to {asked}. Leave out --base-url and PRICE_LOOKUP_BASE_URL, or give the token for {asked} in PRICE_LOOKUP_TOKEN.',
  'cli.token.keptBeforeBinding':
    'The access token in the keychain was saved by an older version of Price Lookup and is not yet tied to a price service, so it is sent nowhere. Open the app once, which ties it to the service in its settings, or sign in again with price-lookup sign-in.',
  'cli.token.missing': "No access token. Set PRICE_LOOKUP_TOKEN or save one in the app's Settings.",
  'cli.token.unusableFromEnvironment': 'The token in PRICE_LOOKUP_TOKEN is not usable: {problem}',
  'cli.token.unusableFromKeychain': 'The token in the keychain entry is not usable: {problem}',
  'cli.token.expiredFromEnvironment':
    "The access token in PRICE_LOOKUP_TOKEN expired on {when} UTC. Get a new one and set PRICE_LOOKUP_TOKEN or save it in the app's Settings.",
  'cli.token.expiredFromKeychain':
    "The access token in the keychain entry expired on {when} UTC. Get a new one and set PRICE_LOOKUP_TOKEN or save it in the app's Settings.",
  'cli.summary.heading': 'Article {artnr} · {country}',
  'cli.summary.headingWithProfile': 'Article {artnr} · {country} · profile {profile}',
  'cli.summary.price': 'Price',
  'cli.summary.priceNote': '{price}  (gross, incl. {tax} VAT)',
  'cli.summary.factorPrice': 'Price × {factor}',
  'cli.summary.factorComparePrice': 'Compare × {factor}',
  'cli.summary.comparePrice': 'Compare price',
  'cli.summary.dealerPrice': 'Dealer price',
  'cli.summary.dealerPriceNote': '{price}  (net list price for dealers, not a negotiated price)',
  'cli.summary.basePrice': 'Base price',
  'cli.summary.basePricePerUnit': '{price} per {unit}',
  'cli.summary.stock': 'Stock',
  'cli.summary.stockCapped': '{stock} ({cap} or more)',
  'cli.summary.stockNone': '{stock} (out of stock)',
  'cli.summary.delivery': 'Delivery',
  // A kept answer's stock and delivery, with the moment they are from (UTC, as every moment the CLI names).
  'cli.summary.asOf': '{value}  (as of {when})',
  'cli.summary.lifecycle': 'Lifecycle',
  'cli.summary.lifecycleUnknown': 'unknown code',
  'cli.summary.scaleVolumes': 'Scale volumes',
  'cli.summary.badges': 'Badges',
  'cli.summary.hotDeal': 'hot deal',
  'cli.summary.novelty': 'new',
  'cli.summary.producerSku': 'Producer SKU',
  'cli.quote.noLines': `No quote lines on standard input: one "artnr'<'TAB>qty" (or artnr;qty, artnr,qty, artnr) per line.`,
  'cli.quote.stdinTooLarge': 'Standard input is larger than {limit}.',
  'cli.quote.column.article': 'Article',
  'cli.quote.column.quantity': 'Qty',
  'cli.quote.column.price': '{basis, select, net {Price net} other {Price gross}}',
  'cli.quote.column.factorPrice': '{basis, select, net {Factor price net} other {Factor price gross}}',
  'cli.quote.column.lineTotal': '{basis, select, net {Line total net} other {Line total gross}}',
  'cli.quote.column.stock': 'Stock',
  'cli.quote.column.lifecycle': 'Life',
  'cli.quote.lineError': 'Line {line} ({input}): {problem}',
  'cli.quote.lineErrorNoInput': 'Line {line}: {problem}',
  // A last-known answer not used without --allow-last-known; {when} in UTC, {code} the exit code it would give.
  'cli.lastKnown.notUsed': 'A last-known price fetched {when} is kept: give --allow-last-known to use it (exit {code}).',
  'cli.quote.linesUnavailable':
    '{count, plural, one {# line} other {# lines}} could not be priced: the price service could not be reached.',
  'cli.quote.lastKnownNotUsed':
    '{count, plural, one {A last-known price is kept for # of them: give --allow-last-known to use it} other {Last-known prices are kept for # of them: give --allow-last-known to use them}} (exit {code}).',
  'cli.signIn.otherServer':
    "The app uses another price service than the one given here; a token for this one would be sent there, so price-lookup does not sign in. Sign in without --base-url and PRICE_LOOKUP_BASE_URL, or first change the base URL in the app's Settings.",
  'cli.signIn.appSettingsNeeded':
    'Without them, price-lookup cannot tell which price service the app would send the token to, so it does not sign in.',
  'cli.signIn.promptNotTerminal':
    'Password for {user} (it may show as you type; press Enter to finish, {platform, select, win32 {Ctrl+D or Ctrl+Z then Enter} other {Ctrl+D}} to give up): ',
  'cli.signIn.passwordTooLarge':
    'The first line of standard input is longer than {limit}; that is not a password. Give the password alone on the first line.',
  'cli.signIn.passwordNotUtf8': 'The password on standard input is not UTF-8 text. Save or send it as UTF-8.',
} as const;

export const de: { [K in keyof typeof en]: string } = {
  'cli.usage': `Aufruf:
  price-lookup check '<'artikelnummer> --country '<'land> [--factor '<'faktor> [--unusual-factor]] [--profile '<'name>] [--json] [--allow-last-known] [--base-url '<'url>] [--demo]
  price-lookup quote --country '<'land> [--factor '<'faktor> [--unusual-factor]] [--net] [--vat '<'behandlung> [--vat-id '<'id>]] [--json] [--allow-last-known] [--base-url '<'url>] [--demo]  '<' zeilen
  price-lookup quote find '<'suchwörter> [--json]
  price-lookup --version
  price-lookup --help

Fragt die Preisinformationen eines Artikels beim Preisdienst ab. „quote“ liest Zeilen von der
Standardeingabe (artnr'<'TAB>menge, artnr;menge, artnr,menge oder nur artnr) und gibt das Angebot mit Summe aus.
„quote find“ listet die gespeicherten Angebote der App, die die Suchwörter finden, wie die Suche der App
(Kunde, Artikelnummer, Angebotsnummer, Datum oder Summe; jedes Wort muss passen): Nummer, Datum, Kunde, Status, Summe.
  --country   Land: at, be, ch, de, dk, fi, fr, gl, it, nl, no, se
  --factor    Faktor für den Preis, z. B. 1,25 oder 1.25, oder ein Auf- oder Abschlag
              in Prozent, z. B. 25% oder --factor=-10%; ein Faktor außerhalb von 0,5 bis 3
              wird abgelehnt, mit dem, was gemeint sein kann (25 als 25 % oder 2,5)
  --unusual-factor  einen --factor außerhalb von 0,5 bis 3 so verwenden, wie er angegeben ist
  --net       quote: Nettopreise zzgl. MwSt. (Geschäftskunden); ohne: Bruttopreise inkl. MwSt.
  --vat       quote: Umsatzsteuer des Kunden: domestic (Inland, Vorgabe), intra-community (EU-Unternehmen, mit --vat-id),
              export (Ausfuhr), consumer (Verbraucher); intra-community und export: netto, ohne MwSt., mit ihrem Hinweis
  --vat-id    quote: die EU-USt-IdNr. des Kunden, genannt im Hinweis auf die innergemeinschaftliche Lieferung
  --profile   ein Preisprofil des Dienstes (ohne: das Standardprofil des Dienstes)
  --json      die normalisierten Preisinformationen als JSON ausgeben (in jeder Sprache gleich)
  --allow-last-known  ist der Dienst nicht erreichbar, mit dem zuletzt abgerufenen Preis derselben
              Abfrage antworten (als letzter bekannter Preis mit Datum gekennzeichnet; Exit-Code 7)
  --base-url  Basis-URL des Preisdienstes (sonst PRICE_LOOKUP_BASE_URL, sonst die Einstellungen der App)
  --demo      Demodaten des eingebauten Simulators verwenden
  --lang      de oder en: Sprache der Meldungen (sonst LC_ALL, LC_MESSAGES, LANG)
Das Zugangstoken kommt aus PRICE_LOOKUP_TOKEN, sonst aus dem Schlüsselbund-Eintrag, den die App gespeichert hat.
Exit-Codes: 0 ok, 2 ungültige Eingabe, 3 kein oder abgelehntes Zugangstoken, 4 nicht gefunden, 5 Dienst nicht erreichbar
(auch wenn nur ein letzter bekannter Preis vorliegt und --allow-last-known fehlt), 6 unerwartete Antwort,
7 Antwort aus letzten bekannten Preisen (nur mit --allow-last-known).
`,
  'cli.args.invalid': 'Ungültige Argumente. Siehe price-lookup --help.',
  'cli.args.unknownOption': 'Unbekannte Option „{option}“. Siehe price-lookup --help.',
  'cli.args.missingValue': "Bei der Option „{option} '<'wert>“ fehlt der Wert. Siehe price-lookup --help.",
  'cli.args.ambiguousValue':
    "Der Wert der Option „{option} '<'wert>“ ist mehrdeutig: Schreiben Sie {option}=-XYZ für einen Wert, der mit einem Bindestrich beginnt. Siehe price-lookup --help.",
  'cli.args.takesNoValue': 'Die Option „{option}“ nimmt keinen Wert an. Siehe price-lookup --help.',
  'cli.args.emptyCountry': '--country ist leer. Geben Sie ein Land an, z. B. --country at.',
  'cli.args.emptyFactor':
    '--factor ist leer. Geben Sie einen Faktor an, z. B. --factor 1,25, oder lassen Sie --factor für keinen Faktor weg.',
  'cli.factor.meant':
    'Faktor {factor} liegt außerhalb des Üblichen ({min} bis {max}): Meinten Sie {readings}? Geben Sie {options} an, oder {insist}, um {factor} zu verwenden.',
  'cli.factor.unusual': 'Faktor {factor} liegt außerhalb des Üblichen ({min} bis {max}). Geben Sie {insist} an, um ihn zu verwenden.',
  'cli.factor.percentOption': '--factor "{percent} %"',
  'cli.args.emptyProfile':
    '--profile ist leer. Geben Sie ein Preisprofil an, z. B. --profile reimo, oder lassen Sie --profile für das Standardprofil des Dienstes weg.',
  'cli.args.emptyBaseUrl':
    '--base-url ist leer. Geben Sie die Adresse des Preisdienstes an, oder lassen Sie --base-url weg, um PRICE_LOOKUP_BASE_URL oder die Einstellungen der App zu verwenden.',
  'cli.args.emptyLanguage':
    '--lang ist leer. Geben Sie --lang de oder --lang en an, oder lassen Sie --lang weg, um LC_ALL, LC_MESSAGES oder LANG zu folgen.',
  'cli.args.unknownLanguage': 'Unbekannte Sprache „{value}“ für --lang. Geben Sie --lang de oder --lang en an.',
  'cli.args.missingCommand': 'Befehl fehlt. Siehe price-lookup --help.',
  'cli.args.unknownCommand': 'Unbekannter Befehl „{command}“. Siehe price-lookup --help.',
  'cli.args.missingArticle': "Artikelnummer fehlt: price-lookup check '<'artikelnummer> --country '<'land>.",
  'cli.args.oneArticle': 'Geben Sie je Abfrage eine Artikelnummer an.',
  'cli.args.missingCountry': '--country fehlt, z. B. --country at.',
  'cli.args.badVat': '--vat nimmt domestic, intra-community, export oder consumer, nicht „{value}“.',
  'cli.args.vatIsForQuotes': '--vat und --vat-id gelten für „quote“: „check“ zeigt den Bruttopreis und den Händler-Listenpreis (netto).',
  'cli.args.netIsForQuotes': '--net gilt für „quote“: „check“ zeigt den Bruttopreis und den Händler-Listenpreis (netto).',
  'cli.args.quoteReadsStdin': 'price-lookup quote liest seine Zeilen von der Standardeingabe, nicht aus Argumenten.',
  'cli.args.findMissingWords': 'price-lookup quote find braucht die Suchwörter, z. B. price-lookup quote find Müller.',
  'cli.args.findHasNoOption': 'price-lookup quote find durchsucht die gespeicherten Angebote und kennt kein {option}.',
  'cli.quotes.unreadable': 'Die gespeicherten Angebote in {file} können nicht gelesen werden (Fehler {code}).',
  'cli.quotes.notReadable':
    'Die gespeicherten Angebote in {file} können nicht gelesen werden. Öffnen Sie die App: Sie legt die Datei beiseite und beginnt neu.',
  'cli.quotes.skipped':
    'Ein Teil der gespeicherten Angebote in {file} kann nicht gelesen werden und fehlt in der Suche: {quotes, plural, one {ein Angebot} other {# Angebote}}, {lines, plural, one {eine Zeile} other {# Zeilen}}.',
  'cli.quoteFind.none': 'Kein gespeichertes Angebot für „{words}“ gefunden.',
  'cli.quoteFind.count': '{count, plural, one {Ein Angebot gefunden.} other {# Angebote gefunden.}}',
  'cli.quoteFind.column.number': 'Nummer',
  'cli.quoteFind.column.day': 'Datum',
  'cli.quoteFind.column.customer': 'Kunde',
  'cli.quoteFind.column.status': 'Status',
  'cli.quoteFind.column.basis': 'Preise',
  'cli.quoteFind.column.net': 'Netto',
  'cli.quoteFind.column.gross': 'Brutto',
  'cli.quoteFind.basis': '{basis, select, net {netto} other {brutto}}',
  'cli.quoteFind.column.name': 'Angebot',
  'cli.args.quoteHasNoProfile': 'price-lookup quote kennt kein --profile.',
  'cli.failure.unexpected': 'In price-lookup ist ein unerwarteter Fehler aufgetreten.',
  'cli.failure.unexpectedNamed': 'In price-lookup ist ein unerwarteter Fehler aufgetreten ({name}).',
  'cli.demo.startFailed': 'Der eingebaute Demo-Simulator konnte auf diesem Computer nicht gestartet werden.',
  'cli.demo.startFailedCode': 'Der eingebaute Demo-Simulator konnte auf diesem Computer nicht gestartet werden ({code}).',
  'cli.demo.jsonNotice': 'Demodaten des eingebauten Simulators, nicht vom Preisdienst.',
  'cli.demo.banner': 'Demodaten: Preise vom eingebauten Simulator, nicht vom Preisdienst.',
  'cli.baseUrl.notConfigured': 'Kein Preisdienst eingerichtet. Verwenden Sie --base-url, PRICE_LOOKUP_BASE_URL oder --demo.',
  'cli.baseUrl.invalidFromOption': '{problem} (aus --base-url)',
  'cli.baseUrl.invalidFromEnvironment': '{problem} (aus PRICE_LOOKUP_BASE_URL)',
  'cli.baseUrl.invalidFromSettings': '{problem} (aus den Einstellungen der App)',
  'cli.settings.unreadableCode': 'Die Einstellungsdatei {file} konnte nicht gelesen werden ({code}).',
  'cli.settings.demoOnly': 'Die App ist auf Demodaten eingestellt und hat keinen Preisdienst.',
  'cli.token.useEnvironment': 'Setzen Sie stattdessen PRICE_LOOKUP_TOKEN auf das Zugangstoken.',
  'cli.token.otherService':
    'Das Zugangstoken im Schlüsselbund wurde für {issuedFor} ausgestellt und wird nur dorthin gesendet, nicht an {asked}. Lassen Sie --base-url und PRICE_LOOKUP_BASE_URL weg, oder geben Sie das Zugangstoken für {asked} in PRICE_LOOKUP_TOKEN an.',
  'cli.token.keptBeforeBinding':
    'Das Zugangstoken im Schlüsselbund wurde von einer älteren Version von Price Lookup gespeichert und ist noch keinem Preisdienst zugeordnet; es wird nirgendwohin gesendet. Öffnen Sie die App einmal, die es dem Dienst in ihren Einstellungen zuordnet, oder melden Sie sich mit price-lookup sign-in neu an.',
  'cli.token.missing': 'Kein Zugangstoken. Setzen Sie PRICE_LOOKUP_TOKEN oder speichern Sie eines in den Einstellungen der App.',
  'cli.token.unusableFromEnvironment': 'Das Zugangstoken in PRICE_LOOKUP_TOKEN ist nicht verwendbar: {problem}',
  'cli.token.unusableFromKeychain': 'Das Zugangstoken im Schlüsselbund-Eintrag ist nicht verwendbar: {problem}',
  'cli.token.expiredFromEnvironment':
    'Das Zugangstoken in PRICE_LOOKUP_TOKEN ist am {when} UTC abgelaufen. Besorgen Sie ein neues und setzen Sie PRICE_LOOKUP_TOKEN oder speichern Sie es in den Einstellungen der App.',
  'cli.token.expiredFromKeychain':
    'Das Zugangstoken im Schlüsselbund-Eintrag ist am {when} UTC abgelaufen. Besorgen Sie ein neues und setzen Sie PRICE_LOOKUP_TOKEN oder speichern Sie es in den Einstellungen der App.',
  'cli.summary.heading': 'Artikel {artnr} · {country}',
  'cli.summary.headingWithProfile': 'Artikel {artnr} · {country} · Profil {profile}',
  'cli.summary.price': 'Bruttopreis',
  'cli.summary.priceNote': '{price}  (inkl. {tax} MwSt.)',
  'cli.summary.factorPrice': 'Preis × {factor}',
  'cli.summary.factorComparePrice': 'Streichpreis × {factor}',
  'cli.summary.comparePrice': 'Streichpreis',
  'cli.summary.dealerPrice': 'Händler-Listenpreis',
  'cli.summary.dealerPriceNote': '{price}  (netto; ein Listenpreis, nicht der ausgehandelte Preis des Händlers)',
  'cli.summary.basePrice': 'Grundpreis',
  'cli.summary.basePricePerUnit': '{price} je {unit}',
  'cli.summary.stock': 'Lagerbestand',
  'cli.summary.stockCapped': '{stock} ({cap} oder mehr)',
  'cli.summary.stockNone': '{stock} (nicht vorrätig)',
  'cli.summary.delivery': 'Lieferzeit',
  'cli.summary.asOf': '{value}  (Stand vom {when})',
  'cli.summary.lifecycle': 'Lebenszyklus',
  'cli.summary.lifecycleUnknown': 'unbekannter Code',
  'cli.summary.scaleVolumes': 'Staffelmengen',
  'cli.summary.badges': 'Kennzeichen',
  'cli.summary.hotDeal': 'Aktion',
  'cli.summary.novelty': 'neu',
  'cli.summary.producerSku': 'Hersteller-Artikelnummer',
  'cli.quote.noLines': `Keine Angebotszeilen auf der Standardeingabe: eine Zeile je Artikel, „artnr'<'TAB>menge“ (oder artnr;menge, artnr,menge, artnr).`,
  'cli.quote.stdinTooLarge': 'Die Standardeingabe ist größer als {limit}.',
  'cli.quote.column.article': 'Artikel',
  'cli.quote.column.quantity': 'Menge',
  'cli.quote.column.price': '{basis, select, net {Preis netto} other {Preis brutto}}',
  'cli.quote.column.factorPrice': '{basis, select, net {Preis × Faktor netto} other {Preis × Faktor brutto}}',
  'cli.quote.column.lineTotal': '{basis, select, net {Summe netto} other {Summe brutto}}',
  'cli.quote.column.stock': 'Lagerbestand',
  'cli.quote.column.lifecycle': 'Lebenszyklus',
  'cli.quote.lineError': 'Zeile {line} ({input}): {problem}',
  'cli.quote.lineErrorNoInput': 'Zeile {line}: {problem}',
  'cli.lastKnown.notUsed': 'Ein letzter bekannter Preis vom {when} liegt vor: Mit --allow-last-known wird er verwendet (Exit-Code {code}).',
  'cli.quote.linesUnavailable':
    'Für {count, plural, one {# Zeile} other {# Zeilen}} konnte kein Preis ermittelt werden: Der Preisdienst war nicht erreichbar.',
  'cli.quote.lastKnownNotUsed':
    'Für {count, plural, one {# davon liegt ein letzter bekannter Preis vor: Mit --allow-last-known wird er verwendet} other {# davon liegen letzte bekannte Preise vor: Mit --allow-last-known werden sie verwendet}} (Exit-Code {code}).',
  'cli.signIn.otherServer':
    'Die App verwendet einen anderen Preisdienst als den hier angegebenen; ein Zugangstoken für diesen würde dorthin gesendet, deshalb meldet price-lookup sich nicht an. Melden Sie sich ohne --base-url und PRICE_LOOKUP_BASE_URL an, oder ändern Sie zuerst die Basis-URL in den Einstellungen der App.',
  'cli.signIn.appSettingsNeeded':
    'Ohne sie kann price-lookup nicht erkennen, an welchen Preisdienst die App das Zugangstoken senden würde, und meldet sich deshalb nicht an.',
  'cli.signIn.promptNotTerminal':
    'Passwort für {user} (es ist beim Tippen eventuell sichtbar; Enter schließt ab, {platform, select, win32 {Strg+D oder Strg+Z und dann Enter} other {Strg+D}} bricht ab): ',
  'cli.signIn.passwordTooLarge':
    'Die erste Zeile der Standardeingabe ist länger als {limit}; das ist kein Passwort. Geben Sie das Passwort allein in der ersten Zeile an.',
  'cli.signIn.passwordNotUtf8': 'Das Passwort auf der Standardeingabe ist kein UTF-8-Text. Speichern oder übergeben Sie es als UTF-8.',
};
