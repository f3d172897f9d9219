import type { Shape } from '../shape';
import type en from '../en/common';

export default {
  appName: 'GolfWallet',
  close: 'Stäng',
  loading: 'Laddar…',
  yes: 'Ja',
  no: 'Nej',
  ok: 'OK',
  cancel: 'Avbryt',
  gotIt: 'Jag förstår',
  back: 'Tillbaka',
  tryAgain: 'Försök igen',
  errorTitle: 'Fel',
  skipToContent: 'Hoppa till huvudinnehållet',
  logoHome: 'GolfWallet, startsida',
  logoVouchers: 'GolfWallet, mina värdebevis',
  deadEnd: {
    home: 'Gå till startsidan',
  },
  cookies: {
    title: 'Cookies',
    text: 'Vi använder cookies som webbplatsen behöver för att fungera och – om du samtycker – cookies för statistik.',
    privacyLink: 'Läs integritetspolicyn',
    acceptAll: 'Godkänn alla',
    necessaryOnly: 'Endast nödvändiga',
    settings: 'Cookie-inställningar',
    decided: 'Ditt val: {{choice}} ({{time}})',
  },
  header: {
    navLabel: 'Huvudmeny',
    signUp: 'Registrera dig gratis',
    logIn: 'Logga in',
    myVouchers: 'Mina värdebevis',
    myProfile: 'Min profil',
    signOut: 'Logga ut',
    language: 'Språk',
    languageMenu: 'Välj språk. Nuvarande språk: {{language}}',
  },
  signOut: {
    title: 'Logga ut',
    question: 'Är du säker på att du vill logga ut?',
  },
  footer: {
    navLabel: 'Information',
    contact: 'Kontakt',
    privacy: 'Integritetspolicy',
    terms: 'Villkor',
    faq: 'Vanliga frågor',
    tagline: 'Alla dina golfvärdebevis i en plånbok.',
    copyright: '© {{year}} GolfWallet',
  },
  offline: {
    title: 'OOOPS',
    text: 'Problem med internetanslutningen, försök igen senare',
    banner: 'Du är offline. Vissa saker fungerar inte förrän anslutningen är tillbaka.',
  },
} satisfies Shape<typeof en>;
