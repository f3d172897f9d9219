import type { Shape } from '../shape';
import type en from '../en/profile';

export default {
  title: 'Prófíllinn minn',
  notSet: 'Ekki skráð',
  save: 'Vista',
  gotIt: 'Skilið',
  fields: {
    firstName: 'Fornafn',
    lastName: 'Eftirnafn',
    email: 'Netfang',
    mobile: 'Farsímanúmer',
    mobileHint: 'Með landsnúmeri, t.d. +354 6123456',
    birthday: 'Afmælisdagur',
    clubName: 'Heiti klúbbs',
    union: 'Golfsamband',
    memberNumber: 'Félagsnúmer',
  },
  club: {
    addUnion: 'Bæta við golfsambandi',
    change: 'Breyta',
    addUnionTitle: 'Bæta við golfsambandi',
    changeTitle: 'Skipta um klúbb',
    union: 'Golfsamband',
    memberNumber: 'Félagsnúmer í golfsambandinu',
    request: 'Senda beiðni',
    unionChangedTitle: 'Golfsambandi breytt',
    unionChangedText: 'Þú ert nú skráð(ur) sem félagi í {{union}}.',
    changedText: 'Klúbbnum þínum hefur verið breytt.',
  },
  newsletter: {
    legend: 'Fréttabréf',
    email: 'Fá upplýsingar frá GolfWallet í tölvupósti',
    club: 'Fá upplýsingar og tilboð frá golfklúbbum',
  },
  password: {
    legend: 'Breyta lykilorði',
    password: 'Nýtt lykilorð',
    repeat: 'Endurtaktu nýja lykilorðið',
    hint: 'Skildu eftir autt til að halda lykilorðinu. 6 til 30 stafir.',
  },
  currentPassword: {
    label: 'Núverandi lykilorð',
  },
  sessions: {
    title: 'Innskráð tæki',
    intro:
      'Hér er aðgangurinn þinn innskráður. Skráðu út tæki sem þú þekkir ekki; sláðu fyrst inn núverandi lykilorð.',
    thisDevice: 'Þetta tæki',
    created: 'Innskráð {{date}}',
    lastUsed: 'Síðast notað {{date}}',
    end: 'Skrá út',
    endOthers: 'Skrá út öll önnur tæki',
    none: 'Engin önnur tæki eru innskráð.',
    ended: 'Tækið hefur verið skráð út.',
    endedOthers: 'Öll önnur tæki hafa verið skráð út.',
    device: {
      web: 'Vafri',
      ios: 'iPhone-app',
      android: 'Android-app',
      unknown: 'Óþekkt tæki',
    },
  },
  language: {
    title: 'Tungumál',
    hint: 'Tungumál vefsins og tölvupóstanna þinna.',
  },
  offline: {
    title: 'OOOPS',
  },
  success: {
    title: 'Tókst',
    text: 'Upplýsingunum þínum hefur verið breytt.',
  },
  nothing: {
    title: 'Ekkert að vista',
    text: 'Þú hefur engu breytt.',
  },
  delete: {
    title: 'Eyða aðgangi',
    text: 'Þegar þú eyðir aðganginum hverfa prófíllinn og allir ónotaðir punktar og inneignir. Ekki er hægt að afturkalla það.',
    button: 'Eyða aðgangi',
    confirmTitle: 'Eyða aðganginum?',
    confirmText: 'Allir ónotaðir punktar og inneignir glatast. Viltu eyða aðganginum?',
    yes: 'Já, eyða',
    no: 'Nei',
  },
} satisfies Shape<typeof en>;
