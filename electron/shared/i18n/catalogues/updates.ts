// Messages of this part of the app, in ICU MessageFormat (FormatJS). Keys: "update.…".
// Updates from the company's intranet: the quiet banner, the app menu and Settings → Support.
export const en = {
  'update.failed.checksum': 'The downloaded update did not match its checksum and was discarded. Please tell your IT department.',
  'update.failed.signature':
    'The downloaded update is not signed by the publisher of Price Lookup. It was deleted and not installed. Please tell your IT department.',
  'update.failed.feed': 'No update information was found at the update address. Please tell your IT department.',
  'update.failed.unreachable': 'The update server could not be reached. Price Lookup tries again later.',
  'update.failed.other': 'The update could not be checked or downloaded. Price Lookup tries again later.',
  'update.banner.ready': 'Version {version} of Price Lookup is ready.',
  'update.restart': 'Restart to update',
  'update.restarting': 'Restarting when no price is being looked up…',
  'update.settings.heading': 'Updates',
  'update.settings.url': 'Update address',
  'update.settings.byIt': 'Updates are set up by your IT department.',
  'update.settings.check': 'Check for updates',
  'update.status.off':
    '{why, select, modeOff {Version {current}. Your IT department has switched updates off.} notHere {Version {current}. This copy does not update itself: a new version comes with the next installation.} unsigned {Version {current}. Updates are off: this copy is not code-signed, so the system would not install an update.} packageManager {Version {current}. This copy is updated by the system’s package manager, not by Price Lookup.} noKey {Version {current}. Updates are off: this build has no update signing key, so no update could be checked.} other {Version {current}. Updates are off: your IT department has not set an update address.}}',
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
  'update.failed.signature':
    'Das heruntergeladene Update ist nicht vom Hersteller von Price Lookup signiert. Es wurde gelöscht und nicht installiert. Bitte informieren Sie Ihre IT-Abteilung.',
  'update.failed.feed': 'Unter der Update-Adresse wurden keine Update-Informationen gefunden. Bitte informieren Sie Ihre IT-Abteilung.',
  'update.failed.unreachable': 'Der Update-Server war nicht erreichbar. Price Lookup versucht es später erneut.',
  'update.failed.other': 'Das Update konnte nicht geprüft oder geladen werden. Price Lookup versucht es später erneut.',
  'update.banner.ready': 'Version {version} von Price Lookup ist bereit.',
  'update.restart': 'Neu starten und aktualisieren',
  'update.restarting': 'Neustart, sobald kein Preis mehr abgefragt wird …',
  'update.settings.heading': 'Updates',
  'update.settings.url': 'Update-Adresse',
  'update.settings.byIt': 'Updates richtet Ihre IT-Abteilung ein.',
  'update.settings.check': 'Nach Updates suchen',
  'update.status.off':
    '{why, select, modeOff {Version {current}. Ihre IT-Abteilung hat Updates abgeschaltet.} notHere {Version {current}. Diese Installation aktualisiert sich nicht selbst: Eine neue Version kommt mit der nächsten Installation.} unsigned {Version {current}. Updates sind aus: Diese Installation ist nicht codesigniert, daher würde das System kein Update installieren.} packageManager {Version {current}. Diese Installation aktualisiert die Paketverwaltung des Systems, nicht Price Lookup.} noKey {Version {current}. Updates sind aus: Dieser Build hat keinen Schlüssel zur Update-Signatur, daher könnte kein Update geprüft werden.} other {Version {current}. Updates sind aus: Ihre IT-Abteilung hat keine Update-Adresse gesetzt.}}',
  'update.status.idle':
    '{checked, select, never {Version {current}; noch nicht geprüft.} other {Version {current} ist aktuell (geprüft {checked}).}}',
  'update.status.checking': 'Suche nach Updates …',
  'update.status.downloading': 'Version {version} wird geladen …',
  'update.status.ready':
    '{installsOnQuit, select, true {Version {version} ist geladen: Sie wird beim Beenden installiert oder sofort mit „Neu starten und aktualisieren“.} other {Version {version} ist geladen: „Neu starten und aktualisieren“ installiert sie.}}',
  'update.status.failed': 'Die letzte Update-Prüfung ist fehlgeschlagen ({at}): {reason}',
} as const;
