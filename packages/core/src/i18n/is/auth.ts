import type { Shape } from '../shape';
import type en from '../en/auth';

export default {
  login: {
    title: 'Innskráning',
    tabs: 'Hvernig viltu skrá þig inn?',
    tabGolfbox: 'Golfsamband',
    tabEmail: 'Netfang',
    golfboxIntro: 'Skráðu þig inn með aðgangi golfsambandsins þíns.',
    email: 'Netfang',
    password: 'Lykilorð',
    submit: 'Skrá inn',
    forgotPassword: 'Gleymt lykilorð?',
    noAccount: 'Ekki með aðgang?',
    createAccount: 'Stofna aðgang',
  },
  golfUnion: {
    country: 'Búsetuland',
    signIn: 'Skrá inn með golfsambandi',
    countriesFailed: 'Ekki tókst að sækja löndin.',
  },
  mailVerify: {
    title: 'Staðfestu netfangið',
    text: 'Netfangið {{email}} hefur ekki verið staðfest. Smelltu á hlekkinn í tölvupóstinum sem við sendum þér og skráðu þig svo inn aftur.',
    sendAgain: 'Senda aftur',
    sent: 'Við höfum sent tölvupóstinn aftur. Athugaðu innhólfið.',
    loginAgain: 'Við höfum sent tölvupóstinn aftur. Skráðu þig inn aftur þegar þú hefur staðfest hann.',
    backToLogin: 'Aftur í innskráningu',
  },
  mailConfirmed: {
    title: 'Netfang staðfest',
    greeting: 'Hæ {{name}}!',
    greetingNoName: 'Hæ!',
    text: 'Aðgangurinn þinn er virkur.',
    great: 'Frábært',
  },
  emailVerify: {
    title: 'Staðfesting netfangs',
    verifying: 'Við staðfestum netfangið þitt…',
    errorTitle: 'Villa',
  },
  forgotPassword: {
    title: 'Gleymt lykilorð',
    intro: 'Sláðu inn netfang aðgangsins. Við sendum þér hlekk þar sem þú getur valið nýtt lykilorð.',
    email: 'Netfang',
    send: 'Senda',
    confirmTitle: 'Athugaðu tölvupóstinn',
    confirmText:
      'Ef {{email}} tilheyrir aðgangi höfum við sent þangað tölvupóst með hlekk til að breyta lykilorðinu.',
    goBack: 'Til baka',
  },
  passwordChange: {
    title: 'Breyta lykilorði',
    intro: 'Veldu nýtt lykilorð, 6 til 30 stafi.',
    newPassword: 'Nýtt lykilorð',
    repeatPassword: 'Endurtaktu lykilorðið',
    confirm: 'Staðfesta',
    doneTitle: 'Lykilorði breytt',
    doneText: 'Lykilorðinu þínu hefur verið breytt. Þú getur nú skráð þig inn með nýja lykilorðinu.',
    gotIt: 'Skilið',
    askNew: 'Biðja um nýjan hlekk',
    invalidKey: 'Þessi hlekkur hefur þegar verið notaður eða er ekki gildur. Biddu um nýjan.',
    missingKey: 'Hlekkurinn er ekki heill. Opnaðu hlekkinn úr tölvupóstinum aftur.',
  },
  autoLogin: {
    errorTitle: 'Ekki tókst að skrá þig inn',
  },
  biometric: {
    signIn: 'Skrá inn með fingrafari eða andliti',
    or: 'eða',
    setUp: 'Nota fingrafar eða andlit við innskráningu',
    setUpIntro: 'Skráðu þig inn í þessu tæki með fingrafari eða andliti í stað lykilorðs.',
    ready: 'Innskráning með fingrafari eða andliti er virk í þessu tæki.',
    setUpFailed: 'Ekki tókst að setja upp innskráningu með fingrafari eða andliti. Reyndu aftur.',
  },
  alert: {
    ok: 'Í lagi',
  },
} satisfies Shape<typeof en>;
