import type { Shape } from '../shape';
import type en from '../en/common';

export default {
  appName: 'GolfWallet',
  testEnvironment:
    'Prófunarumhverfi: prófunargreiðslur og prófunarinnskráning eru virk. Ekkert hér er raunverulegt.',
  close: 'Loka',
  loading: 'Hleður…',
  yes: 'Já',
  no: 'Nei',
  ok: 'Í lagi',
  cancel: 'Hætta við',
  gotIt: 'Ég skil',
  back: 'Til baka',
  tryAgain: 'Reyna aftur',
  errorTitle: 'Villa',
  skipToContent: 'Fara beint í meginmál',
  logoHome: 'GolfWallet, forsíða',
  logoVouchers: 'GolfWallet, inneignarmiðarnir mínir',
  deadEnd: {
    home: 'Fara á forsíðuna',
  },
  cookies: {
    title: 'Vafrakökur',
    text: 'Við notum vafrakökur sem vefurinn þarf til að virka og – ef þú samþykkir – vafrakökur fyrir tölfræði.',
    privacyLink: 'Lesa persónuverndarstefnuna',
    acceptAll: 'Samþykkja allar',
    necessaryOnly: 'Aðeins nauðsynlegar',
    settings: 'Stillingar vafrakaka',
    decided: 'Þitt val: {{choice}} ({{time}})',
  },
  header: {
    navLabel: 'Aðalvalmynd',
    signUp: 'Skráðu þig ókeypis',
    logIn: 'Innskráning',
    myVouchers: 'Inneignarmiðarnir mínir',
    myProfile: 'Prófíllinn minn',
    signOut: 'Útskráning',
    language: 'Tungumál',
    languageMenu: 'Veldu tungumál. Núverandi tungumál: {{language}}',
  },
  signOut: {
    title: 'Útskráning',
    question: 'Ertu viss um að þú viljir skrá þig út?',
  },
  footer: {
    navLabel: 'Upplýsingar',
    contact: 'Hafa samband',
    privacy: 'Persónuverndarstefna',
    terms: 'Skilmálar',
    faq: 'Algengar spurningar',
    tagline: 'Allir golfinneignarmiðarnir þínir í einu veski.',
    copyright: '© {{year}} GolfWallet',
  },
  offline: {
    title: 'OOOPS',
    text: 'Vandamál með nettengingu, reyndu aftur síðar',
    banner: 'Þú ert ekki nettengd(ur). Sumt virkar ekki fyrr en tengingin kemst aftur á.',
  },
} satisfies Shape<typeof en>;
