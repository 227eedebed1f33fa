// Messages of this part of the app, in ICU MessageFormat (FormatJS). Keys: "update.…".
// Updates from the company's intranet: the quiet banner, the app menu and Settings → Support.
export const en = {
  'update.failed.checksum': 'The downloaded update did not match its checksum and was discarded. Please tell your IT department.',
  'update.failed.feed': 'No update information was found at the update address. Please tell your IT department.',
  'update.failed.unreachable': 'The update server could not be reached. Price Lookup tries again later.',
  'update.failed.other': 'The update could not be checked or downloaded. Price Lookup tries again later.',
  'update.banner.ready': 'Version {version} of Price Lookup is ready.',
  'update.restart': 'Restart to update',
  'update.restarting': 'Restarting when no price is being looked up…',
  'update.settings.heading': 'Updates',
  'update.settings.url': 'Update address',
  'update.settings.urlHint': 'Where your IT department publishes new versions (https). Empty: no updates.',
  'update.settings.check': 'Check for updates',
  'update.url.notAnAddress': 'The update address is not a valid address. It looks like https://intranet.example.com/price-lookup/.',
  'update.url.notHttps': 'The update address must start with https://.',
  'update.url.plainHttp': 'The update address must use https://. Plain http is allowed only for this computer (localhost).',
  'update.url.credentials': 'The update address must not contain a user name or password.',
  'update.url.queryOrFragment': 'The update address must not contain "?" or "#" parts.',
  'update.status.off':
    '{why, select, modeOff {Version {current}. Your IT department has switched updates off.} notHere {Version {current}. This copy does not update itself: a new version comes with the next installation.} other {Version {current}. Updates are off: no update address is set.}}',
  'update.status.idle':
    '{checked, select, never {Version {current}; not checked yet.} other {Version {current} is up to date (checked {checked}).}}',
  'update.status.checking': 'Checking for updates…',
  'update.status.downloading': 'Downloading version {version}…',
  'update.status.ready':
    '{installsOnQuit, select, true {Version {version} is downloaded: it is installed when you quit, or now with “Restart to update”.} other {Version {version} is downloaded: “Restart to update” installs it.}}',
  'update.status.failed': 'The last update check failed ({at}): {reason}',
} as const;

export const de: { [K in keyof typeof en]: string } = {
  'update.failed.checksum':
    'Das heruntergeladene Update passte nicht zu seiner Prüfsumme und wurde verworfen. Bitte informieren Sie Ihre IT-Abteilung.',
  'update.failed.feed': 'Unter der Update-Adresse wurden keine Update-Informationen gefunden. Bitte informieren Sie Ihre IT-Abteilung.',
  'update.failed.unreachable': 'Der Update-Server war nicht erreichbar. Price Lookup versucht es später erneut.',
  'update.failed.other': 'Das Update konnte nicht geprüft oder geladen werden. Price Lookup versucht es später erneut.',
  'update.banner.ready': 'Version {version} von Price Lookup ist bereit.',
  'update.restart': 'Neu starten und aktualisieren',
  'update.restarting': 'Neustart, sobald kein Preis mehr abgefragt wird …',
  'update.settings.heading': 'Updates',
  'update.settings.url': 'Update-Adresse',
  'update.settings.urlHint': 'Wo Ihre IT-Abteilung neue Versionen bereitstellt (https). Leer: keine Updates.',
  'update.settings.check': 'Nach Updates suchen',
  'update.url.notAnAddress':
    'Die Update-Adresse ist keine gültige Adresse. Sie sieht etwa so aus: https://intranet.example.com/price-lookup/.',
  'update.url.notHttps': 'Die Update-Adresse muss mit https:// beginnen.',
  'update.url.plainHttp': 'Die Update-Adresse muss https:// verwenden. Einfaches http ist nur für diesen Computer (localhost) erlaubt.',
  'update.url.credentials': 'Die Update-Adresse darf keinen Benutzernamen und kein Passwort enthalten.',
  'update.url.queryOrFragment': 'Die Update-Adresse darf keine Teile mit „?“ oder „#“ enthalten.',
  'update.status.off':
    '{why, select, modeOff {Version {current}. Ihre IT-Abteilung hat Updates abgeschaltet.} notHere {Version {current}. Diese Installation aktualisiert sich nicht selbst: Eine neue Version kommt mit der nächsten Installation.} other {Version {current}. Updates sind aus: Es ist keine Update-Adresse gesetzt.}}',
  'update.status.idle':
    '{checked, select, never {Version {current}; noch nicht geprüft.} other {Version {current} ist aktuell (geprüft {checked}).}}',
  'update.status.checking': 'Suche nach Updates …',
  'update.status.downloading': 'Version {version} wird geladen …',
  'update.status.ready':
    '{installsOnQuit, select, true {Version {version} ist geladen: Sie wird beim Beenden installiert oder sofort mit „Neu starten und aktualisieren“.} other {Version {version} ist geladen: „Neu starten und aktualisieren“ installiert sie.}}',
  'update.status.failed': 'Die letzte Update-Prüfung ist fehlgeschlagen ({at}): {reason}',
} as const;
