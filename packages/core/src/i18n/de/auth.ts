import type { Shape } from '../shape';
import type en from '../en/auth';

export default {
  login: {
    title: 'Anmelden',
    tabs: 'Wie möchtest du dich anmelden?',
    tabGolfbox: 'Golfverband',
    tabEmail: 'E-Mail',
    golfboxIntro: 'Melde dich mit dem Konto deines Golfverbands an.',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    forgotPassword: 'Passwort vergessen?',
    noAccount: 'Noch kein Konto?',
    createAccount: 'Konto erstellen',
  },
  golfUnion: {
    country: 'Wohnsitzland',
    signIn: 'Mit Golfverband anmelden',
    countriesFailed: 'Die Länder konnten nicht geladen werden.',
  },
  mailVerify: {
    title: 'Bestätige deine E-Mail',
    text: 'Deine E-Mail-Adresse {{email}} ist noch nicht bestätigt. Klicke auf den Link in der E-Mail, die wir dir geschickt haben, und melde dich danach erneut an.',
    sendAgain: 'Erneut senden',
    sent: 'Wir haben die E-Mail erneut gesendet. Bitte sieh in deinem Posteingang nach.',
    loginAgain:
      'Wir haben die E-Mail erneut gesendet. Bitte melde dich erneut an, sobald du sie bestätigt hast.',
    backToLogin: 'Zurück zur Anmeldung',
  },
  mailConfirmed: {
    title: 'E-Mail bestätigt',
    greeting: 'Hallo {{name}}!',
    greetingNoName: 'Hallo!',
    text: 'Dein Konto ist aktiviert.',
    great: 'Super',
  },
  emailVerify: {
    title: 'E-Mail-Bestätigung',
    verifying: 'Wir bestätigen deine E-Mail-Adresse…',
    errorTitle: 'Fehler',
  },
  forgotPassword: {
    title: 'Passwort vergessen',
    intro:
      'Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort wählen kannst.',
    email: 'E-Mail',
    send: 'Senden',
    confirmTitle: 'Sieh in deine E-Mails',
    confirmText:
      'Wenn {{email}} zu einem Konto gehört, haben wir dorthin eine E-Mail mit einem Link zum Ändern des Passworts geschickt.',
    goBack: 'Zurück',
  },
  passwordChange: {
    title: 'Passwort ändern',
    intro: 'Wähle ein neues Passwort mit 6 bis 30 Zeichen.',
    newPassword: 'Neues Passwort',
    repeatPassword: 'Passwort wiederholen',
    confirm: 'Bestätigen',
    doneTitle: 'Passwort geändert',
    doneText: 'Dein Passwort wurde geändert. Du kannst dich jetzt mit dem neuen Passwort anmelden.',
    gotIt: 'Verstanden',
    askNew: 'Neuen Link anfordern',
    invalidKey: 'Dieser Link wurde bereits verwendet oder ist ungültig. Bitte fordere einen neuen an.',
    missingKey: 'Dieser Link ist unvollständig. Bitte öffne den Link aus der E-Mail erneut.',
  },
  autoLogin: {
    errorTitle: 'Wir konnten dich nicht anmelden',
  },
  biometric: {
    signIn: 'Mit Fingerabdruck oder Gesicht anmelden',
    or: 'oder',
    setUp: 'Fingerabdruck oder Gesicht zum Anmelden verwenden',
    setUpIntro:
      'Melden Sie sich auf diesem Gerät mit Fingerabdruck oder Gesicht statt mit Ihrem Passwort an.',
    ready: 'Die Anmeldung mit Fingerabdruck oder Gesicht ist auf diesem Gerät eingerichtet.',
    setUpFailed:
      'Die Anmeldung mit Fingerabdruck oder Gesicht konnte nicht eingerichtet werden. Versuchen Sie es erneut.',
    keysTitle: 'Geräte mit Anmeldung per Fingerabdruck oder Gesicht',
    keyAdded: 'Hinzugefügt am {{date}}',
    thisDevice: 'dieses Gerät',
    remove: 'Entfernen',
    removeKey: 'Entfernen: {{key}}',
  },
  alert: {
    ok: 'OK',
  },
} satisfies Shape<typeof en>;
