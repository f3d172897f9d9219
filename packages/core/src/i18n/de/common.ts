import type { Shape } from '../shape';
import type en from '../en/common';

export default {
  appName: 'GolfWallet',
  close: 'Schließen',
  loading: 'Wird geladen…',
  yes: 'Ja',
  no: 'Nein',
  ok: 'OK',
  cancel: 'Abbrechen',
  gotIt: 'Verstanden',
  back: 'Zurück',
  tryAgain: 'Erneut versuchen',
  errorTitle: 'Fehler',
  skipToContent: 'Zum Hauptinhalt springen',
  logoHome: 'GolfWallet, Startseite',
  logoVouchers: 'GolfWallet, meine Gutscheine',
  deadEnd: {
    home: 'Zur Startseite',
  },
  cookies: {
    title: 'Cookies',
    text: 'Wir verwenden Cookies, die für den Betrieb der Website notwendig sind, und – mit Ihrer Einwilligung – Cookies für Statistikzwecke.',
    privacyLink: 'Datenschutzerklärung lesen',
    acceptAll: 'Alle akzeptieren',
    necessaryOnly: 'Nur notwendige',
    settings: 'Cookie-Einstellungen',
    decided: 'Ihre Wahl: {{choice}} ({{time}})',
  },
  header: {
    navLabel: 'Hauptmenü',
    signUp: 'Kostenlos registrieren',
    logIn: 'Anmelden',
    myVouchers: 'Meine Gutscheine',
    myProfile: 'Mein Profil',
    signOut: 'Abmelden',
    language: 'Sprache',
    languageMenu: 'Sprache wählen. Aktuelle Sprache: {{language}}',
  },
  signOut: {
    title: 'Abmelden',
    question: 'Möchten Sie sich wirklich abmelden?',
  },
  footer: {
    navLabel: 'Informationen',
    contact: 'Kontakt',
    privacy: 'Datenschutzerklärung',
    terms: 'Allgemeine Geschäftsbedingungen',
    faq: 'Häufige Fragen',
    tagline: 'Alle Ihre Golfgutscheine in einer Brieftasche.',
    copyright: '© {{year}} GolfWallet',
  },
  offline: {
    title: 'OOOPS',
    text: 'Problem mit der Internetverbindung, bitte versuchen Sie es später erneut',
    banner: 'Sie sind offline. Manches funktioniert erst wieder, wenn die Verbindung zurück ist.',
  },
} satisfies Shape<typeof en>;
