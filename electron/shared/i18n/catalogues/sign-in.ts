// Messages of this part of the app, in ICU MessageFormat (FormatJS). Keys: "signIn.…".
export const en = {
  // Settings: signing in instead of pasting a token.
  'signIn.heading': 'Sign in',
  'signIn.intro': 'Sign in with your user name and password for the price service; the app then fetches its access token itself.',
  'signIn.formName': 'Sign in',
  'signIn.user': 'User name',
  'signIn.password': 'Password',
  'signIn.staySignedIn': 'Stay signed in',
  'signIn.staySignedInHint': 'Keeps the password in the system keychain and renews the access token before it expires.',
  'signIn.submit': 'Sign in',
  'signIn.signedIn': 'Signed in as {user}.',
  'signIn.renewsItself': 'The access token is renewed automatically.',
  'signIn.asksAgain': 'When the access token expires, sign in again.',
  'signIn.baseUrlFirst': 'Enter the base URL above first.',
  // The price service changed (Settings, IT, another program): the credentials of the old one are gone.
  'signIn.notice.serviceChanged':
    'You have been signed out because the price service changed (in Settings, by your IT department or by another program). An access token or password is sent only to the service it was entered for: sign in again for this one.',
  'signIn.notice.serviceRemoved':
    'You have been signed out because no price service is set up any more. An access token or password is sent only to the service it was entered for.',

  // What went wrong.
  'signIn.error.userEmpty': 'Enter your user name.',
  'signIn.error.passwordEmpty': 'Enter your password.',
  'signIn.error.wrongCredentials': 'The price service did not accept this user name and password. Check both and try again.',
  'signIn.error.unreachable':
    'Could not reach the price service to sign in: {reason, select, refused {it did not take the connection} notFound {its address could not be found} interrupted {the connection was interrupted} certificate {its security certificate was not accepted} proxy {the network’s proxy server did not let the request through} offline {this computer is not connected to the network} other {the network did not carry the request}}.',
  'signIn.error.timeout':
    'The price service did not answer the sign-in within {seconds, plural, one {# second} other {# seconds}}. Try again.',
  'signIn.error.serverError': 'The price service cannot sign you in right now. Try again in a moment; if it keeps happening, tell IT.',
  'signIn.error.noSignIn':
    'The price service does not offer sign-in with a password at this address. Check the base URL, or paste an access token.',
  'signIn.error.refused':
    'The price service refused the sign-in. Try again; if it keeps happening, tell IT (the diagnostics log in Settings → Support has the details).',
  'signIn.error.redirected': 'The price service sent the sign-in elsewhere; the password was not sent on. Check the base URL.',
  'signIn.error.notExpected':
    'The price service answered the sign-in with something other than the expected access token. Try again, or paste an access token.',
  'signIn.error.expired': 'Your sign-in has expired. Sign in again in Settings.',
  'signIn.error.renewedAskAgain':
    'Your sign-in has been renewed, but the price service was asked as often as one lookup may. Look it up again.',
  'signIn.error.passwordRejected': 'Your password was not accepted. Sign in again.',
  'signIn.barred.SignIn':
    'Your IT department allows signing in with an access token only: no password is kept in the keychain or sent to renew the token. Paste a new access token when it expires.',
  'signIn.barred.StaySignedInAllowed':
    'Your IT department allows no "Stay signed in": no password is kept in the keychain or sent to renew the token. Sign in again when it expires.',

  // The CLI's sign-in command.
  'signIn.cli.usage': `Sign in instead of setting a token (the password is read from standard input, without echo on a terminal):
  price-lookup sign-in --user '<'name> [--base-url '<'url>]
`,
  'signIn.cli.prompt': 'Password for {user}: ',
  'signIn.cli.userMissing': 'Give the user name with --user.',
  'signIn.cli.noBaseUrl':
    "No price service is set. Give --base-url, set PRICE_LOOKUP_BASE_URL, or enter the base URL in the app's Settings.",
  'signIn.cli.signedIn': 'Signed in as {user}. The access token is stored in the system keychain until {expiry} UTC.',
  'signIn.cli.signedInNoExpiry': 'Signed in as {user}. The access token is stored in the system keychain.',

  // A proxy between this computer and the price service asks for a sign-in.
  'signIn.proxy.title': 'The proxy server asks you to sign in',
  'signIn.proxy.explanation':
    'Your network’s proxy server {host} ({realm}) lets the app reach the price service only with your network user name and password. They are kept until the app closes, never saved, and sent only to this proxy.',
  'signIn.proxy.user': 'Proxy user name',
  'signIn.proxy.password': 'Proxy password',
  'signIn.proxy.submit': 'Sign in to the proxy',
  'signIn.proxy.cancel': 'Cancel',
} as const;

export const de: { [K in keyof typeof en]: string } = {
  'signIn.heading': 'Anmelden',
  'signIn.intro':
    'Melden Sie sich mit Ihrem Benutzernamen und Passwort für den Preisdienst an; die App holt sich das Zugangstoken dann selbst.',
  'signIn.formName': 'Anmelden',
  'signIn.user': 'Benutzername',
  'signIn.password': 'Passwort',
  'signIn.staySignedIn': 'Angemeldet bleiben',
  'signIn.staySignedInHint': 'Speichert das Passwort im Schlüsselbund des Systems und erneuert das Zugangstoken, bevor es abläuft.',
  'signIn.submit': 'Anmelden',
  'signIn.signedIn': 'Angemeldet als {user}.',
  'signIn.renewsItself': 'Das Zugangstoken wird automatisch erneuert.',
  'signIn.asksAgain': 'Wenn das Zugangstoken abgelaufen ist, melden Sie sich erneut an.',
  'signIn.baseUrlFirst': 'Geben Sie zuerst oben die Basis-URL ein.',
  'signIn.notice.serviceChanged':
    'Sie wurden abgemeldet, weil sich der Preisdienst geändert hat (in den Einstellungen, durch Ihre IT-Abteilung oder durch ein anderes Programm). Ein Zugangstoken oder Passwort wird nur an den Dienst gesendet, für den es eingegeben wurde: Melden Sie sich für diesen erneut an.',
  'signIn.notice.serviceRemoved':
    'Sie wurden abgemeldet, weil kein Preisdienst mehr eingerichtet ist. Ein Zugangstoken oder Passwort wird nur an den Dienst gesendet, für den es eingegeben wurde.',

  'signIn.error.userEmpty': 'Geben Sie Ihren Benutzernamen ein.',
  'signIn.error.passwordEmpty': 'Geben Sie Ihr Passwort ein.',
  'signIn.error.wrongCredentials':
    'Der Preisdienst hat diesen Benutzernamen und dieses Passwort nicht akzeptiert. Prüfen Sie beides und versuchen Sie es erneut.',
  'signIn.error.unreachable':
    'Der Preisdienst war für die Anmeldung nicht erreichbar: {reason, select, refused {Er hat die Verbindung nicht angenommen} notFound {Seine Adresse wurde nicht gefunden} interrupted {Die Verbindung wurde unterbrochen} certificate {Sein Sicherheitszertifikat wurde nicht akzeptiert} proxy {Der Proxyserver des Netzwerks hat die Anfrage nicht durchgelassen} offline {Dieser Computer ist nicht mit dem Netzwerk verbunden} other {Das Netzwerk hat die Anfrage nicht übermittelt}}.',
  'signIn.error.timeout':
    'Der Preisdienst hat auf die Anmeldung nicht innerhalb von {seconds, plural, one {# Sekunde} other {# Sekunden}} geantwortet. Versuchen Sie es erneut.',
  'signIn.error.serverError':
    'Der Preisdienst kann Sie gerade nicht anmelden. Versuchen Sie es gleich noch einmal; wenn es wiederholt passiert, informieren Sie die IT.',
  'signIn.error.noSignIn':
    'Der Preisdienst bietet unter dieser Adresse keine Anmeldung mit Passwort an. Prüfen Sie die Basis-URL oder fügen Sie ein Zugangstoken ein.',
  'signIn.error.refused':
    'Der Preisdienst hat die Anmeldung abgelehnt. Versuchen Sie es erneut; wenn es wiederholt passiert, informieren Sie die IT (das Diagnoseprotokoll unter Einstellungen → Support enthält die Einzelheiten).',
  'signIn.error.redirected':
    'Der Preisdienst hat die Anmeldung an eine andere Adresse weitergeleitet; das Passwort wurde nicht weitergegeben. Prüfen Sie die Basis-URL.',
  'signIn.error.notExpected':
    'Der Preisdienst hat auf die Anmeldung nicht mit dem erwarteten Zugangstoken geantwortet. Versuchen Sie es erneut oder fügen Sie ein Zugangstoken ein.',
  'signIn.error.expired': 'Ihre Anmeldung ist abgelaufen. Melden Sie sich in den Einstellungen erneut an.',
  'signIn.error.renewedAskAgain':
    'Ihre Anmeldung wurde erneuert, doch der Preisdienst wurde so oft gefragt, wie eine Abfrage darf. Bitte fragen Sie noch einmal ab.',
  'signIn.error.passwordRejected': 'Ihr Passwort wurde nicht angenommen. Melden Sie sich erneut an.',
  'signIn.barred.SignIn':
    'Ihre IT-Abteilung erlaubt die Anmeldung nur mit einem Zugangstoken: Kein Passwort wird im Schlüsselbund aufbewahrt oder gesendet, um das Token zu erneuern. Fügen Sie ein neues Zugangstoken ein, wenn es abläuft.',
  'signIn.barred.StaySignedInAllowed':
    'Ihre IT-Abteilung erlaubt kein „Angemeldet bleiben“: Kein Passwort wird im Schlüsselbund aufbewahrt oder gesendet, um das Token zu erneuern. Melden Sie sich erneut an, wenn es abläuft.',

  'signIn.cli.usage': `Anmelden, statt ein Zugangstoken zu setzen (das Passwort wird von der Standardeingabe gelesen, im Terminal ohne Anzeige):
  price-lookup sign-in --user '<'name> [--base-url '<'url>]
`,
  'signIn.cli.prompt': 'Passwort für {user}: ',
  'signIn.cli.userMissing': 'Geben Sie den Benutzernamen mit --user an.',
  'signIn.cli.noBaseUrl':
    'Es ist kein Preisdienst eingestellt. Geben Sie --base-url an, setzen Sie PRICE_LOOKUP_BASE_URL oder tragen Sie die Basis-URL in den Einstellungen der App ein.',
  'signIn.cli.signedIn': 'Angemeldet als {user}. Das Zugangstoken ist bis {expiry} UTC im Schlüsselbund des Systems gespeichert.',
  'signIn.cli.signedInNoExpiry': 'Angemeldet als {user}. Das Zugangstoken ist im Schlüsselbund des Systems gespeichert.',

  'signIn.proxy.title': 'Der Proxyserver bittet Sie, sich anzumelden',
  'signIn.proxy.explanation':
    'Der Proxyserver {host} Ihres Netzwerks ({realm}) lässt die App nur mit Ihrem Netzwerk-Benutzernamen und -Passwort zum Preisdienst durch. Sie werden bis zum Schließen der App behalten, nie gespeichert und nur an diesen Proxy gesendet.',
  'signIn.proxy.user': 'Proxy-Benutzername',
  'signIn.proxy.password': 'Proxy-Passwort',
  'signIn.proxy.submit': 'Beim Proxy anmelden',
  'signIn.proxy.cancel': 'Abbrechen',
};
