// Messages of this part of the app, in ICU MessageFormat (FormatJS). Keys: "recall.…".
export const en = {
  'recall.recent.name': 'Recent lookups',
  'recall.favourites.name': 'Favourites',
  'recall.entry.factor': 'factor {factor}',
  'recall.entry.demo': 'demo data',
  'recall.favourite.add': 'Add to favourites',
  'recall.settings.clearHistory': 'Clear history',
  'recall.settings.clearHistoryHint': 'Removes the list of recent lookups. Favourites stay.',
  'recall.settings.historyCleared': 'History cleared.',
  'recall.error.unreadable': 'The file {file} could not be read.',
  'recall.error.unwritable': 'The file {file} could not be saved.',
  'recall.shortcut.invalid': 'Enter modifier keys and one key joined by "+", for example {example}.',
  'recall.shortcut.needsModifier':
    'Add Control, Alt or Command: a shortcut of only one key (or Shift and a key) would take that key away from typing.',
  'recall.shortcut.heading': 'Shortcut from any program',
  'recall.shortcut.enabled': 'Bring Price Lookup to the front with a shortcut',
  'recall.shortcut.accelerator': 'Shortcut',
  'recall.shortcut.hint': 'Modifier keys and one key joined by "+", for example {example}. Default: {default}.',
  'recall.shortcut.save': 'Use this shortcut',
  'recall.shortcut.useDefault': 'Use the default',
  'recall.shortcut.active': 'Press {accelerator} in any program to bring Price Lookup to the front, ready for an article number.',
  'recall.shortcut.refused': 'The system refused the shortcut {accelerator}: another program is probably using it. Choose another one.',
  'recall.shortcut.off': 'The shortcut is switched off.',
} as const;

export const de: { [K in keyof typeof en]: string } = {
  'recall.recent.name': 'Zuletzt nachgeschlagen',
  'recall.favourites.name': 'Favoriten',
  'recall.entry.factor': 'Faktor {factor}',
  'recall.entry.demo': 'Demodaten',
  'recall.favourite.add': 'Zu Favoriten hinzufügen',
  'recall.settings.clearHistory': 'Verlauf löschen',
  'recall.settings.clearHistoryHint': 'Entfernt die Liste der zuletzt nachgeschlagenen Artikel. Die Favoriten bleiben.',
  'recall.settings.historyCleared': 'Verlauf gelöscht.',
  'recall.error.unreadable': 'Die Datei {file} konnte nicht gelesen werden.',
  'recall.error.unwritable': 'Die Datei {file} konnte nicht gespeichert werden.',
  'recall.shortcut.invalid':
    'Geben Sie Zusatztasten (Control, Alt, Shift, Command) und eine Taste ein, verbunden mit „+“, zum Beispiel {example}.',
  'recall.shortcut.needsModifier':
    'Nehmen Sie Control, Alt oder Command hinzu: Ein Tastenkürzel aus nur einer Taste (oder Shift und einer Taste) würde diese Taste beim Tippen blockieren.',
  'recall.shortcut.heading': 'Tastenkürzel aus jedem Programm',
  'recall.shortcut.enabled': 'Price Lookup mit einem Tastenkürzel nach vorn holen',
  'recall.shortcut.accelerator': 'Tastenkürzel',
  'recall.shortcut.hint': 'Zusatztasten und eine Taste, verbunden mit „+“, zum Beispiel {example}. Standard: {default}.',
  'recall.shortcut.save': 'Dieses Tastenkürzel verwenden',
  'recall.shortcut.useDefault': 'Standard verwenden',
  'recall.shortcut.active':
    'Drücken Sie {accelerator} in einem beliebigen Programm, um Price Lookup nach vorn zu holen, bereit für eine Artikelnummer.',
  'recall.shortcut.refused':
    'Das System hat das Tastenkürzel {accelerator} abgelehnt: Vermutlich verwendet es ein anderes Programm. Wählen Sie ein anderes.',
  'recall.shortcut.off': 'Das Tastenkürzel ist ausgeschaltet.',
};
