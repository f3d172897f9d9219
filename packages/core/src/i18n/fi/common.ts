import type { Shape } from '../shape';
import type en from '../en/common';

export default {
  appName: 'GolfWallet',
  testEnvironment:
    'Testiympäristö: testimaksut ja testikirjautuminen ovat käytössä. Mikään täällä ei ole totta.',
  close: 'Sulje',
  loading: 'Ladataan…',
  yes: 'Kyllä',
  no: 'Ei',
  ok: 'OK',
  cancel: 'Peruuta',
  gotIt: 'Selvä',
  back: 'Takaisin',
  tryAgain: 'Yritä uudelleen',
  errorTitle: 'Virhe',
  skipToContent: 'Siirry pääsisältöön',
  logoHome: 'GolfWallet, etusivu',
  logoVouchers: 'GolfWallet, omat setelini',
  deadEnd: {
    home: 'Siirry etusivulle',
  },
  cookies: {
    title: 'Evästeet',
    text: 'Käytämme evästeitä, joita sivusto tarvitsee toimiakseen, ja – jos hyväksyt – tilastointievästeitä.',
    privacyLink: 'Lue tietosuojaseloste',
    acceptAll: 'Hyväksy kaikki',
    necessaryOnly: 'Vain välttämättömät',
    settings: 'Evästeasetukset',
    decided: 'Valintasi: {{choice}} ({{time}})',
  },
  header: {
    navLabel: 'Päävalikko',
    signUp: 'Rekisteröidy ilmaiseksi',
    logIn: 'Kirjaudu sisään',
    myVouchers: 'Omat setelini',
    myProfile: 'Oma profiili',
    signOut: 'Kirjaudu ulos',
    language: 'Kieli',
    languageMenu: 'Valitse kieli. Nykyinen kieli: {{language}}',
  },
  signOut: {
    title: 'Kirjaudu ulos',
    question: 'Haluatko varmasti kirjautua ulos?',
  },
  footer: {
    navLabel: 'Tietoa',
    contact: 'Yhteystiedot',
    privacy: 'Tietosuojaseloste',
    terms: 'Käyttöehdot',
    faq: 'Usein kysytyt kysymykset',
    tagline: 'Kaikki golfsetelisi yhdessä lompakossa.',
    copyright: '© {{year}} GolfWallet',
  },
  offline: {
    title: 'OOOPS',
    text: 'Ongelma internetyhteydessä, yritä myöhemmin uudelleen',
    banner: 'Olet offline-tilassa. Kaikki ei toimi ennen kuin yhteys palaa.',
  },
} satisfies Shape<typeof en>;
