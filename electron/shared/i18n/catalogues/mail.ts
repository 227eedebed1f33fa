// Messages of "Send by e-mail" and of a quote's status and follow-up, in ICU MessageFormat (FormatJS).
// Keys: "mail.…", "status.…", "followUp.…". The default bodies are settings, taken as they stand
// (their {placeholders} are the template's, filled by fillMailTemplate, not by the translator).
export const en = {
  'mail.subject': '{hasSubject, select, yes {Quote {number} – {subject}} other {Quote {number}}}',
  'mail.defaultBody':
    '{salutation}\n\nPlease find attached our quote {number}. It is valid until {validUntil}.\n\nIf you have any questions, we will be glad to help.\n\nKind regards',
  'mail.button.send': 'Send by e-mail',
  'letter.recipient.email': 'E-mail',
  'letter.recipient.emailInvalid': 'Not an e-mail address a mail program takes: name@example.com, without spaces, commas or semicolons.',
  'mail.status.draft':
    '{program, select, outlook {Outlook} mail {Apple Mail} other {Your mail program}} opens a new e-mail with {file} attached. Check it there and send it.{noRecipient, select, yes { The quote has no e-mail address: add the recipient there.} localNotAscii { The address {to} is not in the draft: its part before the @ has letters beyond A–Z, which a draft file cannot carry to every mail program. Type it there, or ask the customer for another address.} notAnAddress { The address {to} is not in the draft: a mail program cannot send to it (its part after the @ is no domain). Check it in the quote’s recipient.} other {}}',
  'mail.status.fallback':
    '{reason, select, tooLong {The e-mail is too long to hand to Outlook in one piece.} failed {The mail program could not be opened ({detail}).} notAuthorized {macOS did not allow Price Lookup to control the mail program. To allow it: System Settings › Privacy & Security › Automation.} other {No mail program found here that can take the PDF as an attachment.}} The PDF is shown in its folder, and the recipient, subject and text of the e-mail are on the clipboard: start a new e-mail, paste the text and attach the PDF.',
  'mail.clipboard': 'To: {to}\nSubject: {subject}\n\n{body}',

  'mail.settings.group': 'E-mail with the quote',
  'mail.settings.body': 'E-mail text ({language})',
  'mail.settings.bodyHint':
    'Placeholders: {placeholders}. Used by “Send by e-mail” for quotes in this document language. At most {max} characters. The e-mail ends with the salesperson’s name and the signature.',
  'mail.settings.signature': 'Signature',
  'mail.settings.signatureHint': 'Under every e-mail text, in both languages. At most {lines} lines.',
  'mail.settings.tooLong': 'At most {max} characters and {lines} lines.',
  'mail.settings.saved': 'E-mail texts saved.',

  'status.draft': 'Draft',
  'status.sent': 'Sent',
  'status.accepted': 'Accepted',
  'status.declined': 'Declined',
  'status.expired': 'Expired',
  'status.label': 'Status: {status} · valid until {date}',
  'status.markAccepted': 'Mark accepted',
  'status.markDeclined': 'Mark declined',
  'status.markOpen': 'Undo: no answer yet',
  'status.marked': '{status, select, accepted {Marked accepted.} declined {Marked declined.} other {The answer is undone.}}',
  'status.error.notSent': 'Only a sent quote can be marked accepted or declined.',

  'followUp.heading': '{count, plural, one {# quote expires soon} other {# quotes expire soon}}',
  'followUp.item':
    '{number} · {customer} · {daysLeft, plural, =0 {valid until today} one {valid until tomorrow} other {valid until {date}}}',
  'followUp.settings.days': 'Show quotes expiring within',
  'followUp.settings.hint': 'When the app opens, it lists the sent quotes without an answer whose validity ends within these days.',
  'followUp.settings.option': '{count, plural, one {# day} other {# days}}',
  'followUp.settings.saved': 'Quotes expiring within {count, plural, one {# day} other {# days}} are shown when the app opens.',
};

export const de: Record<keyof typeof en, string> = {
  'mail.subject': '{hasSubject, select, yes {Angebot {number} – {subject}} other {Angebot {number}}}',
  'mail.defaultBody':
    '{Anrede}\n\nanbei erhalten Sie unser Angebot {Nummer}. Es ist gültig bis {GültigBis}.\n\nBei Fragen sind wir gerne für Sie da.\n\nMit freundlichen Grüßen',
  'mail.button.send': 'Per E-Mail senden',
  'letter.recipient.email': 'E-Mail',
  'letter.recipient.emailInvalid':
    'Keine E-Mail-Adresse, die ein Mailprogramm nimmt: name@example.com, ohne Leerzeichen, Kommas oder Semikolons.',
  'mail.status.draft':
    '{program, select, outlook {Outlook} mail {Apple Mail} other {Ihr Mailprogramm}} öffnet eine neue E-Mail mit {file} im Anhang. Prüfen Sie sie dort und senden Sie sie ab.{noRecipient, select, yes { Das Angebot hat keine E-Mail-Adresse: Empfänger dort eintragen.} localNotAscii { Die Adresse {to} steht nicht im Entwurf: Ihr Teil vor dem @ hat Buchstaben außer A–Z, die eine Entwurfsdatei nicht zu jedem Mailprogramm bringt. Tragen Sie sie dort ein, oder fragen Sie den Kunden nach einer anderen Adresse.} notAnAddress { Die Adresse {to} steht nicht im Entwurf: Ein Mailprogramm kann nicht an sie senden (ihr Teil nach dem @ ist keine Domain). Prüfen Sie sie beim Empfänger des Angebots.} other {}}',
  'mail.status.fallback':
    '{reason, select, tooLong {Die E-Mail ist zu lang, um sie Outlook in einem Stück zu übergeben.} failed {Das Mailprogramm ließ sich nicht öffnen ({detail}).} notAuthorized {macOS hat Price Lookup nicht erlaubt, das Mailprogramm zu steuern. Erlauben unter: Systemeinstellungen › Datenschutz & Sicherheit › Automation.} other {Hier ist kein Mailprogramm zu finden, das das PDF als Anhang übernimmt.}} Das PDF wird in seinem Ordner gezeigt, Empfänger, Betreff und Text der E-Mail sind in der Zwischenablage: neue E-Mail beginnen, Text einfügen und das PDF anhängen.',
  'mail.clipboard': 'An: {to}\nBetreff: {subject}\n\n{body}',

  'mail.settings.group': 'E-Mail zum Angebot',
  'mail.settings.body': 'E-Mail-Text ({language})',
  'mail.settings.bodyHint':
    'Platzhalter: {placeholders}. „Per E-Mail senden“ nimmt ihn für Angebote in dieser Dokumentsprache. Höchstens {max} Zeichen. Die E-Mail endet mit dem Namen des Verkäufers und der Signatur.',
  'mail.settings.signature': 'Signatur',
  'mail.settings.signatureHint': 'Unter jedem E-Mail-Text, in beiden Sprachen. Höchstens {lines} Zeilen.',
  'mail.settings.tooLong': 'Höchstens {max} Zeichen und {lines} Zeilen.',
  'mail.settings.saved': 'E-Mail-Texte gespeichert.',

  'status.draft': 'Entwurf',
  'status.sent': 'Versendet',
  'status.accepted': 'Angenommen',
  'status.declined': 'Abgelehnt',
  'status.expired': 'Abgelaufen',
  'status.label': 'Status: {status} · gültig bis {date}',
  'status.markAccepted': 'Als angenommen markieren',
  'status.markDeclined': 'Als abgelehnt markieren',
  'status.markOpen': 'Rückgängig: noch keine Antwort',
  'status.marked':
    '{status, select, accepted {Als angenommen markiert.} declined {Als abgelehnt markiert.} other {Die Antwort ist zurückgenommen.}}',
  'status.error.notSent': 'Nur ein versendetes Angebot kann als angenommen oder abgelehnt markiert werden.',

  'followUp.heading': '{count, plural, one {# Angebot läuft bald ab} other {# Angebote laufen bald ab}}',
  'followUp.item': '{number} · {customer} · {daysLeft, plural, =0 {gültig bis heute} one {gültig bis morgen} other {gültig bis {date}}}',
  'followUp.settings.days': 'Angebote zeigen, die ablaufen innerhalb von',
  'followUp.settings.hint':
    'Beim Öffnen der App listet sie die versendeten Angebote ohne Antwort, deren Gültigkeit innerhalb dieser Tage endet.',
  'followUp.settings.option': '{count, plural, one {# Tag} other {# Tagen}}',
  'followUp.settings.saved':
    'Angebote, die innerhalb von {count, plural, one {# Tag} other {# Tagen}} ablaufen, werden beim Öffnen gezeigt.',
};
