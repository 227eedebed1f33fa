// The main process's own words: the application menu, the About box, the start-failure and window-failure
// dialogs, the save dialog. ICU MessageFormat (FormatJS).
//
// Electron's role items (Undo, Copy, Zoom In …) come with English labels only (lib/browser/api/
// menu-item-roles.ts), so the menu sets every label itself; the English ones are Electron's own.
export const en = {
  // The built-in salutation, intro and closing of quote letters (Settings' defaults, which main keeps).
  'main.letter.salutation': 'Dear Sir or Madam,',
  'main.letter.intro': 'Thank you for your enquiry. We are pleased to offer you the following:',
  'main.letter.closing': 'We look forward to your order.\n\nKind regards',
  'main.menu.file': 'File',
  // macOS names its File menu "Ablage" in German, and its ⌘W item "Close Window".
  'main.menu.fileMac': 'File',
  'main.menu.closeWindow': 'Close Window',
  'main.menu.edit': 'Edit',
  'main.menu.view': 'View',
  'main.menu.window': 'Window',
  'main.menu.help': 'Help',
  'main.menu.openDiagnostics': 'Open diagnostics folder',
  'main.menu.settings': 'Settings…',
  'main.menu.about': 'About {appName}',
  'main.menu.services': 'Services',
  'main.menu.hide': 'Hide {appName}',
  'main.menu.hideOthers': 'Hide Others',
  'main.menu.unhide': 'Show All',
  'main.menu.quit': 'Quit',
  'main.menu.quitApp': 'Quit {appName}',
  'main.menu.undo': 'Undo',
  'main.menu.redo': 'Redo',
  'main.menu.cut': 'Cut',
  'main.menu.copy': 'Copy',
  'main.menu.paste': 'Paste',
  'main.menu.pasteAndMatchStyle': 'Paste and Match Style',
  'main.menu.delete': 'Delete',
  'main.menu.selectAll': 'Select All',
  'main.menu.reload': 'Reload',
  'main.menu.forceReload': 'Force Reload',
  'main.menu.toggleDevTools': 'Toggle Developer Tools',
  'main.menu.resetZoom': 'Actual Size',
  'main.menu.zoomIn': 'Zoom In',
  'main.menu.zoomOut': 'Zoom Out',
  'main.menu.togglefullscreen': 'Toggle Full Screen',
  'main.menu.minimize': 'Minimize',
  'main.menu.zoom': 'Zoom',
  'main.menu.front': 'Bring All to Front',
  'main.menu.close': 'Close',

  'main.about.title': 'About {appName}',
  'main.about.version': 'Version {version}',

  'main.startFailed.title': 'Price Lookup could not start',
  'main.startFailed.content': '{reason}\n\nDetails for support are in the diagnostics log in {folder}.',
  'main.startFailed.file':
    'Price Lookup could not use its file {file}: {code, select, EACCES {permission was denied} EPERM {the operation was not permitted (an antivirus program or a synced folder may hold the file)} EBUSY {the file is in use by another program} EISDIR {a folder is in the way of the file} ENOSPC {the disk is full} EROFS {the disk is read-only} EMFILE {too many files are open} other {the system refused}} ({code}).',
  'main.startFailed.fileUnnamed':
    'Price Lookup could not use its file: {code, select, EACCES {permission was denied} EPERM {the operation was not permitted (an antivirus program or a synced folder may hold the file)} EBUSY {the file is in use by another program} EISDIR {a folder is in the way of the file} ENOSPC {the disk is full} EROFS {the disk is read-only} EMFILE {too many files are open} other {the system refused}} ({code}).',
  'main.startFailed.error': '{detail}',
  'main.startFailed.unexpected': 'An unexpected error stopped the start.',
  'main.windowFailed.title': 'Price Lookup could not open its window',
  // Before the first keychain read on macOS (keychain-ask.ts); the button names are macOS's own.
  'main.keychainAsk.message': 'macOS will now ask whether Price Lookup may use its saved sign-in',
  'main.keychainAsk.afterUpdate':
    'Price Lookup was updated, and this build is not signed by a registered developer, so macOS asks again whether it may use the saved sign-in (up to twice: the access token and the kept password). Enter the password you use to log in to this Mac and choose “Always Allow”. With “Deny” you sign in again in Settings.',
  'main.keychainAsk.writtenByCli':
    'You signed in with the price-lookup command, so macOS asks whether Price Lookup may use the sign-in that command saved. Enter the password you use to log in to this Mac and choose “Always Allow”. With “Deny” you sign in again in Settings.',
  'main.keychainAsk.continue': 'Continue',

  'main.saveCsv.filter': 'CSV',
} as const;

export const de: { [K in keyof typeof en]: string } = {
  'main.letter.salutation': 'Sehr geehrte Damen und Herren,',
  'main.letter.intro': 'vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen an:',
  'main.letter.closing': 'Wir freuen uns auf Ihren Auftrag.\n\nMit freundlichen Grüßen',
  'main.menu.file': 'Datei',
  'main.menu.fileMac': 'Ablage',
  'main.menu.closeWindow': 'Fenster schließen',
  'main.menu.edit': 'Bearbeiten',
  'main.menu.view': 'Ansicht',
  'main.menu.window': 'Fenster',
  'main.menu.help': 'Hilfe',
  'main.menu.openDiagnostics': 'Diagnoseordner öffnen',
  'main.menu.settings': 'Einstellungen…',
  'main.menu.about': 'Über {appName}',
  'main.menu.services': 'Dienste',
  'main.menu.hide': '{appName} ausblenden',
  'main.menu.hideOthers': 'Andere ausblenden',
  'main.menu.unhide': 'Alle einblenden',
  'main.menu.quit': 'Beenden',
  'main.menu.quitApp': '{appName} beenden',
  'main.menu.undo': 'Rückgängig',
  'main.menu.redo': 'Wiederholen',
  'main.menu.cut': 'Ausschneiden',
  'main.menu.copy': 'Kopieren',
  'main.menu.paste': 'Einfügen',
  'main.menu.pasteAndMatchStyle': 'Einfügen und Stil anpassen',
  'main.menu.delete': 'Löschen',
  'main.menu.selectAll': 'Alles auswählen',
  'main.menu.reload': 'Neu laden',
  'main.menu.forceReload': 'Neu laden erzwingen',
  'main.menu.toggleDevTools': 'Entwicklertools ein/aus',
  'main.menu.resetZoom': 'Originalgröße',
  'main.menu.zoomIn': 'Vergrößern',
  'main.menu.zoomOut': 'Verkleinern',
  'main.menu.togglefullscreen': 'Vollbild ein/aus',
  'main.menu.minimize': 'Minimieren',
  'main.menu.zoom': 'Zoomen',
  'main.menu.front': 'Alle nach vorne bringen',
  'main.menu.close': 'Schließen',

  'main.about.title': 'Über {appName}',
  'main.about.version': 'Version {version}',

  'main.startFailed.title': 'Price Lookup konnte nicht starten',
  'main.startFailed.content': '{reason}\n\nDetails für den Support stehen im Diagnoseprotokoll in {folder}.',
  'main.startFailed.file':
    'Price Lookup konnte seine Datei {file} nicht verwenden: {code, select, EACCES {Der Zugriff wurde verweigert} EPERM {Der Vorgang wurde nicht erlaubt (vielleicht hält ein Virenschutzprogramm oder ein synchronisierter Ordner die Datei fest)} EBUSY {Die Datei wird von einem anderen Programm verwendet} EISDIR {Ein Ordner steht an der Stelle der Datei} ENOSPC {Der Datenträger ist voll} EROFS {Der Datenträger ist schreibgeschützt} EMFILE {Es sind zu viele Dateien geöffnet} other {Das System hat den Zugriff abgelehnt}} ({code}).',
  'main.startFailed.fileUnnamed':
    'Price Lookup konnte seine Datei nicht verwenden: {code, select, EACCES {Der Zugriff wurde verweigert} EPERM {Der Vorgang wurde nicht erlaubt (vielleicht hält ein Virenschutzprogramm oder ein synchronisierter Ordner die Datei fest)} EBUSY {Die Datei wird von einem anderen Programm verwendet} EISDIR {Ein Ordner steht an der Stelle der Datei} ENOSPC {Der Datenträger ist voll} EROFS {Der Datenträger ist schreibgeschützt} EMFILE {Es sind zu viele Dateien geöffnet} other {Das System hat den Zugriff abgelehnt}} ({code}).',
  'main.startFailed.error': '{detail}',
  'main.startFailed.unexpected': 'Ein unerwarteter Fehler hat den Start verhindert.',
  'main.windowFailed.title': 'Price Lookup konnte sein Fenster nicht öffnen',
  'main.keychainAsk.message': 'macOS fragt gleich, ob Price Lookup seine gespeicherte Anmeldung verwenden darf',
  'main.keychainAsk.afterUpdate':
    'Price Lookup wurde aktualisiert, und dieser Build ist nicht von einem registrierten Entwickler signiert. Deshalb fragt macOS erneut, ob er die gespeicherte Anmeldung verwenden darf (bis zu zweimal: Zugriffstoken und gemerktes Passwort). Geben Sie das Passwort ein, mit dem Sie sich an diesem Mac anmelden, und wählen Sie „Immer erlauben“. Mit „Ablehnen“ melden Sie sich in den Einstellungen neu an.',
  'main.keychainAsk.writtenByCli':
    'Sie haben sich mit dem Befehl price-lookup angemeldet. Deshalb fragt macOS, ob Price Lookup die Anmeldung verwenden darf, die dieser Befehl gespeichert hat. Geben Sie das Passwort ein, mit dem Sie sich an diesem Mac anmelden, und wählen Sie „Immer erlauben“. Mit „Ablehnen“ melden Sie sich in den Einstellungen neu an.',
  'main.keychainAsk.continue': 'Weiter',

  'main.saveCsv.filter': 'CSV-Dateien',
};
