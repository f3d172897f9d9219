import type { Shape } from '../shape';
import type en from '../en/common';

export default {
  appName: 'GolfWallet',
  close: 'Luk',
  loading: 'Indlæser…',
  yes: 'Ja',
  no: 'Nej',
  ok: 'OK',
  cancel: 'Annuller',
  gotIt: 'Forstået',
  back: 'Tilbage',
  tryAgain: 'Prøv igen',
  errorTitle: 'Fejl',
  skipToContent: 'Gå til hovedindholdet',
  logoHome: 'GolfWallet, forside',
  logoVouchers: 'GolfWallet, mine værdibeviser',
  deadEnd: {
    home: 'Gå til forsiden',
  },
  cookies: {
    title: 'Cookies',
    text: 'Vi bruger cookies, der er nødvendige for, at siden fungerer, og – hvis du siger ja – cookies til statistik.',
    privacyLink: 'Læs privatlivspolitikken',
    acceptAll: 'Accepter alle',
    necessaryOnly: 'Kun nødvendige',
    settings: 'Cookie-indstillinger',
    decided: 'Dit valg: {{choice}} ({{time}})',
  },
  header: {
    navLabel: 'Hovedmenu',
    signUp: 'Opret dig gratis',
    logIn: 'Log ind',
    myVouchers: 'Mine værdibeviser',
    myProfile: 'Min profil',
    signOut: 'Log ud',
    language: 'Sprog',
    languageMenu: 'Vælg sprog. Nuværende sprog: {{language}}',
  },
  signOut: {
    title: 'Log ud',
    question: 'Er du sikker på, at du vil logge ud?',
  },
  footer: {
    navLabel: 'Information',
    contact: 'Kontakt',
    privacy: 'Privatlivspolitik',
    terms: 'Vilkår og betingelser',
    faq: 'FAQ',
    tagline: 'Alle dine golfværdibeviser i én tegnebog.',
    copyright: '© {{year}} GolfWallet',
  },
  offline: {
    title: 'OOOPS',
    text: 'Problemer med internetforbindelsen, prøv igen senere',
    banner: 'Du er offline. Noget virker ikke, før forbindelsen er tilbage.',
  },
} satisfies Shape<typeof en>;
