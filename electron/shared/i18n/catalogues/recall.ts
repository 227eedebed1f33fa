// Messages of this part of the app, in ICU MessageFormat (FormatJS). Keys: "recall.…".
export const en = {
  'recall.recent.name': 'Recent lookups',
  'recall.favourites.name': 'Favourites',
  'recall.entry.factor': 'factor {factor}',
  'recall.entry.noPrice': 'no price set',
  'recall.entry.demo': 'demo data',
  // {when} arrives formatted in the regional format, like the last-known banner's.
  'recall.entry.lastKnown': 'last-known price, fetched {when}',
  'recall.favourite.add': 'Add to favourites',
  'recall.favourite.remove': 'Remove from favourites',
  'recall.settings.clearHistory': 'Clear history',
  'recall.settings.clearHistoryHint': 'Removes the list of recent lookups. Favourites stay.',
  'recall.settings.historyCleared': 'History cleared.',
  'recall.error.unreadable': 'The file {file} could not be read.',
  'recall.error.unwritable': 'The file {file} could not be saved.',
  'recall.store.reset': 'The file {file} could not be read; it was kept aside as {backup} and the list starts empty.',
  'recall.store.skipped':
    'Some entries of {file} could not be read: {count, plural, one {# was} other {# were}} left out, the others are kept. The file as it was is kept as {backup}.',
  'recall.shortcut.invalid': 'Enter modifier keys (Control, Alt, Shift, Command) and one key joined by "+", for example Control+Alt+P.',
  'recall.shortcut.needsModifier':
    'Add Control, Alt or Command: a shortcut of only one key (or Shift and a key) would take that key away from typing.',
  'recall.shortcut.heading': 'Shortcut from any program',
  'recall.shortcut.enabled': 'Bring Price Lookup to the front with a shortcut',
  'recall.shortcut.accelerator': 'Shortcut',
  'recall.shortcut.hint': 'Modifier keys and one key joined by "+", for example {example}. Default: {default}.',
  'recall.shortcut.useDefault': 'Use the default',
  'recall.shortcut.active': 'Press {accelerator} in any program to bring Price Lookup to the front, ready for an article number.',
  'recall.shortcut.refused': 'Another program uses {accelerator}, or this system does not let apps set shortcuts. Choose another one.',
  'recall.shortcut.refusedLocked':
    'Another program uses {accelerator}, or this system does not let apps set shortcuts. Your IT department set this shortcut: ask them for another one.',
  'recall.shortcut.unconfirmed':
    'On this desktop the system decides whether Price Lookup may use {accelerator}, and may ask you first. If pressing it does nothing, it was not allowed: allow it in the system settings, or choose another one.',
  'recall.shortcut.unconfirmedLocked':
    'On this desktop the system decides whether Price Lookup may use {accelerator}, and may ask you first. If pressing it does nothing, it was not allowed: allow it in the system settings, or ask your IT department.',
  'recall.shortcut.off': 'The shortcut is switched off.',
  'recall.tray.toolTip': 'Price Lookup',
  'recall.tray.open': 'Open Price Lookup',
  'recall.tray.lookUpClipboard': 'Look up the article number on the clipboard',
  'recall.tray.clipboardNoArticle': 'There is no article number on the clipboard. Copy one and choose “{entry}” again, or type it here.',
  'recall.tray.clipboardUnreadable':
    'The clipboard could not be read: another program may be using it. Try “{entry}” again in a moment, or type the article number here.',
  'recall.tray.recentHeading': 'Recent lookups',
  'recall.tray.recent': '{artnr} – {country}',
  'recall.tray.recentWithFactor': '{artnr} – {country}, factor {factor}',
  'recall.tray.quit': 'Quit',
  'recall.tray.keepRunning': 'Keep running in the tray when the window is closed',
  'recall.tray.keepRunningHint': 'Closing the window then only hides it; use the icon in the tray to open it again or to quit.',
} as const;

export const de: { [K in keyof typeof en]: string } = {
  'recall.recent.name': 'Zuletzt nachgeschlagen',
  'recall.favourites.name': 'Favoriten',
  'recall.entry.factor': 'Faktor {factor}',
  'recall.entry.noPrice': 'kein Preis hinterlegt',
  'recall.entry.demo': 'Demodaten',
  'recall.entry.lastKnown': 'letzter bekannter Preis, abgerufen am {when}',
  'recall.favourite.add': 'Zu Favoriten hinzufügen',
  'recall.favourite.remove': 'Aus Favoriten entfernen',
  'recall.settings.clearHistory': 'Verlauf löschen',
  'recall.settings.clearHistoryHint': 'Entfernt die Liste der zuletzt nachgeschlagenen Artikel. Die Favoriten bleiben.',
  'recall.settings.historyCleared': 'Verlauf gelöscht.',
  'recall.error.unreadable': 'Die Datei {file} konnte nicht gelesen werden.',
  'recall.error.unwritable': 'Die Datei {file} konnte nicht gespeichert werden.',
  'recall.store.reset': 'Die Datei {file} war nicht lesbar; sie wurde als {backup} beiseitegelegt, die Liste beginnt leer.',
  'recall.store.skipped':
    'Einige Einträge in {file} waren nicht lesbar: {count, plural, one {# wurde} other {# wurden}} ausgelassen, die übrigen bleiben erhalten. Die Datei wurde unverändert als {backup} aufbewahrt.',
  'recall.shortcut.invalid':
    'Geben Sie Zusatztasten (Strg, Alt, Umschalt, Befehl) und eine Taste ein, verbunden mit „+“, zum Beispiel Strg+Alt+P.',
  'recall.shortcut.needsModifier':
    'Nehmen Sie Control, Alt oder Command hinzu: Ein Tastenkürzel aus nur einer Taste (oder Shift und einer Taste) würde diese Taste beim Tippen blockieren.',
  'recall.shortcut.heading': 'Tastenkürzel aus jedem Programm',
  'recall.shortcut.enabled': 'Price Lookup mit einem Tastenkürzel nach vorn holen',
  'recall.shortcut.accelerator': 'Tastenkürzel',
  'recall.shortcut.hint': 'Zusatztasten und eine Taste, verbunden mit „+“, zum Beispiel {example}. Standard: {default}.',
  'recall.shortcut.useDefault': 'Standard verwenden',
  'recall.shortcut.active':
    'Drücken Sie {accelerator} in einem beliebigen Programm, um Price Lookup nach vorn zu holen, bereit für eine Artikelnummer.',
  'recall.shortcut.refused':
    'Ein anderes Programm verwendet {accelerator}, oder dieses System erlaubt Programmen keine eigenen Tastenkürzel. Wählen Sie ein anderes.',
  'recall.shortcut.refusedLocked':
    'Ein anderes Programm verwendet {accelerator}, oder dieses System erlaubt Programmen keine eigenen Tastenkürzel. Ihre IT-Abteilung hat dieses Tastenkürzel festgelegt: Bitten Sie sie um ein anderes.',
  'recall.shortcut.unconfirmed':
    'Auf diesem Desktop entscheidet das System, ob Price Lookup {accelerator} verwenden darf, und fragt Sie vielleicht zuerst. Geschieht beim Drücken nichts, wurde es nicht erlaubt: Erlauben Sie es in den Systemeinstellungen, oder wählen Sie ein anderes.',
  'recall.shortcut.unconfirmedLocked':
    'Auf diesem Desktop entscheidet das System, ob Price Lookup {accelerator} verwenden darf, und fragt Sie vielleicht zuerst. Geschieht beim Drücken nichts, wurde es nicht erlaubt: Erlauben Sie es in den Systemeinstellungen, oder wenden Sie sich an Ihre IT-Abteilung.',
  'recall.shortcut.off': 'Das Tastenkürzel ist ausgeschaltet.',
  'recall.tray.toolTip': 'Price Lookup',
  'recall.tray.open': 'Price Lookup öffnen',
  'recall.tray.lookUpClipboard': 'Artikelnummer aus der Zwischenablage nachschlagen',
  'recall.tray.clipboardNoArticle':
    'In der Zwischenablage steht keine Artikelnummer. Kopieren Sie eine und wählen Sie erneut „{entry}“, oder geben Sie sie hier ein.',
  'recall.tray.clipboardUnreadable':
    'Die Zwischenablage konnte nicht gelesen werden: Vielleicht verwendet sie gerade ein anderes Programm. Wählen Sie gleich noch einmal „{entry}“, oder geben Sie die Artikelnummer hier ein.',
  'recall.tray.recentHeading': 'Zuletzt nachgeschlagen',
  'recall.tray.recent': '{artnr} – {country}',
  'recall.tray.recentWithFactor': '{artnr} – {country}, Faktor {factor}',
  'recall.tray.quit': 'Beenden',
  'recall.tray.keepRunning': 'Im Infobereich weiterlaufen, wenn das Fenster geschlossen wird',
  'recall.tray.keepRunningHint':
    'Das Schließen blendet das Fenster dann nur aus; über das Symbol im Infobereich öffnen Sie es wieder oder beenden Price Lookup.',
};
