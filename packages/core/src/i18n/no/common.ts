import type { Shape } from '../shape';
import type en from '../en/common';

export default {
  appName: 'GolfWallet',
  close: 'Lukk',
  loading: 'Laster…',
  yes: 'Ja',
  no: 'Nei',
  ok: 'OK',
  cancel: 'Avbryt',
  gotIt: 'Skjønner',
  back: 'Tilbake',
  tryAgain: 'Prøv igjen',
  errorTitle: 'Feil',
  skipToContent: 'Gå til hovedinnholdet',
  logoHome: 'GolfWallet, forside',
  logoVouchers: 'GolfWallet, mine kuponger',
  deadEnd: {
    home: 'Gå til forsiden',
  },
  cookies: {
    title: 'Informasjonskapsler',
    text: 'Vi bruker informasjonskapsler som nettstedet trenger for å fungere, og – hvis du samtykker – informasjonskapsler til statistikk.',
    privacyLink: 'Les personvernerklæringen',
    acceptAll: 'Godta alle',
    necessaryOnly: 'Kun nødvendige',
    settings: 'Innstillinger for informasjonskapsler',
    decided: 'Ditt valg: {{choice}} ({{time}})',
  },
  header: {
    navLabel: 'Hovedmeny',
    signUp: 'Registrer deg gratis',
    logIn: 'Logg inn',
    myVouchers: 'Mine kuponger',
    myProfile: 'Min profil',
    signOut: 'Logg ut',
    language: 'Språk',
    languageMenu: 'Velg språk. Nåværende språk: {{language}}',
  },
  signOut: {
    title: 'Logg ut',
    question: 'Er du sikker på at du vil logge ut?',
  },
  footer: {
    navLabel: 'Informasjon',
    contact: 'Kontakt',
    privacy: 'Personvernerklæring',
    terms: 'Vilkår og betingelser',
    faq: 'Spørsmål og svar',
    tagline: 'Alle golfkupongene dine i én lommebok.',
    copyright: '© {{year}} GolfWallet',
  },
  offline: {
    title: 'OOOPS',
    text: 'Problemer med internettforbindelsen, prøv igjen senere',
    banner: 'Du er frakoblet. Noe vil ikke virke før forbindelsen er tilbake.',
  },
} satisfies Shape<typeof en>;
