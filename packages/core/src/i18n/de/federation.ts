import type { Shape } from '../shape';
import type en from '../en/federation';

export default {
  devTitle: 'Golfverband-Anmeldung für die Entwicklung',
  devIntro:
    'Anmeldung bei {{union}} zum Testen. Die Testmitglieder und ihre Passwörter stehen in der README.',
  memberNumber: 'Mitgliedsnummer',
  password: 'Passwort',
  signIn: 'Anmelden',
  wrongCredentials: 'Falsche Mitgliedsnummer oder falsches Passwort.',
  consentTitle: 'Ihre Daten mit GolfWallet teilen?',
  consentText:
    'GolfWallet bittet {{union}} um Ihren Namen, Ihr Geburtsdatum, Ihre E-Mail, Ihren Club und Ihre Golf-ID.',
  allow: 'Erlauben',
  refuse: 'Ablehnen',
  signedInAs: 'Angemeldet als {{name}} ({{memberNumber}})',
  interactionExpired: 'Diese Anmeldung ist abgelaufen. Bitte beginnen Sie erneut bei GolfWallet.',
  resultTitle: 'Mit Golfverband anmelden',
  denied: 'Sie haben das Teilen Ihrer Daten abgelehnt und wurden nicht angemeldet.',
  expired: 'Die Anmeldung ist abgelaufen oder wurde bereits verwendet. Bitte beginnen Sie erneut.',
  country: 'Die Antwort kam vom Golfverband eines anderen Landes. Bitte beginnen Sie erneut.',
  failed: 'Die Anmeldung beim Golfverband ist fehlgeschlagen. Bitte versuchen Sie es später erneut.',
  callback: 'Nur die eigene Rückkehrseite von GolfWallet ist erlaubt.',
  unavailable: 'Die Anmeldung über den Golfverband dieses Landes ist nicht verfügbar.',
  browser: 'Diese Anmeldung wurde in einem anderen Browser begonnen. Bitte starte sie hier neu.',
  reauth:
    'Ihre Anmeldung beim Golfverband ist zu alt. Bitte melden Sie sich erneut über Ihren Golfverband an.',
  subject:
    'Der Golfverband führt diese Golf-ID unter einer anderen Person als der, mit der sie verknüpft wurde. Sie wurden daher nicht angemeldet. Bitte kontaktieren Sie uns.',
  crossSite:
    'Diese Anmeldung wurde von einer anderen Website angestoßen und daher nicht begonnen. Fahren Sie hier fort, wenn Sie sich selbst über Ihren Golfverband anmelden möchten.',
  continueSignIn: 'Weiter zur Anmeldung beim Golfverband',
  enterGolfId: 'Bitte gib deine Golf-ID ein',
  validGolfId: 'Bitte gib deine Golf-ID im Format 999999-999 ein',
  chooseReplace: 'Bitte wähle die Golf-ID, die ersetzt werden soll',
  profileTitle: 'Golf-IDs',
  profileIntro:
    'Verknüpfen Sie eine Golf-ID über Ihren Golfverband: Melden Sie sich dort an, und die Golf-ID wird diesem Konto hinzugefügt.',
  profileCountry: 'Land Ihres Golfverbands',
  profileLink: 'Golf-ID verknüpfen',
  profileLinked: 'Die Golf-ID {{golfId}} ist jetzt in Ihrem Konto.',
  profileTaken: 'Diese Golf-ID gehört bereits zu einem Konto.',
  tryAgain: 'Zurück zur Anmeldung',
} satisfies Shape<typeof en>;
