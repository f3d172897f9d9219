import type { Shape } from '../shape';
import type en from '../en/auth';

export default {
  login: {
    title: 'Kirjaudu sisään',
    tabs: 'Miten haluat kirjautua?',
    tabGolfbox: 'Golfliitto',
    tabEmail: 'Sähköposti',
    golfboxIntro: 'Kirjaudu golfliittosi tunnuksilla.',
    email: 'Sähköposti',
    password: 'Salasana',
    submit: 'Kirjaudu sisään',
    forgotPassword: 'Unohtuiko salasana?',
    noAccount: 'Eikö sinulla ole vielä tiliä?',
    createAccount: 'Luo tili',
  },
  golfUnion: {
    country: 'Asuinmaa',
    signIn: 'Kirjaudu golfliiton kautta',
    countriesFailed: 'Maita ei voitu ladata.',
  },
  mailVerify: {
    title: 'Vahvista sähköpostiosoitteesi',
    text: 'Sähköpostiosoitettasi {{email}} ei ole vielä vahvistettu. Napsauta lähettämässämme viestissä olevaa linkkiä ja kirjaudu sitten uudelleen.',
    sendAgain: 'Lähetä uudelleen',
    sent: 'Lähetimme viestin uudelleen. Tarkista saapuneet viestit.',
    loginAgain: 'Lähetimme viestin uudelleen. Kirjaudu uudelleen, kun olet vahvistanut sen.',
    backToLogin: 'Takaisin kirjautumiseen',
  },
  mailConfirmed: {
    title: 'Sähköposti vahvistettu',
    greeting: 'Hei {{name}}!',
    greetingNoName: 'Hei!',
    text: 'Tilisi on aktivoitu.',
    great: 'Hienoa',
  },
  emailVerify: {
    title: 'Sähköpostin vahvistus',
    verifying: 'Vahvistamme sähköpostiosoitettasi…',
    errorTitle: 'Virhe',
  },
  forgotPassword: {
    title: 'Unohtunut salasana',
    intro: 'Anna tilisi sähköpostiosoite. Lähetämme linkin, jonka kautta voit valita uuden salasanan.',
    email: 'Sähköposti',
    send: 'Lähetä',
    confirmTitle: 'Tarkista sähköpostisi',
    confirmText:
      'Jos {{email}} kuuluu tilille, lähetimme siihen viestin, jossa on linkki salasanan vaihtamiseen.',
    goBack: 'Palaa takaisin',
  },
  passwordChange: {
    title: 'Vaihda salasana',
    intro: 'Valitse uusi salasana, jossa on 6–30 merkkiä.',
    newPassword: 'Uusi salasana',
    repeatPassword: 'Toista salasana',
    confirm: 'Vahvista',
    doneTitle: 'Salasana vaihdettu',
    doneText: 'Salasanasi on vaihdettu. Voit nyt kirjautua uudella salasanalla.',
    gotIt: 'Selvä',
    askNew: 'Pyydä uusi linkki',
    invalidKey: 'Linkki on jo käytetty tai se ei ole voimassa. Pyydä uusi.',
    missingKey: 'Linkki on vajaa. Avaa sähköpostissa oleva linkki uudelleen.',
  },
  autoLogin: {
    errorTitle: 'Emme voineet kirjata sinua sisään',
  },
  biometric: {
    signIn: 'Kirjaudu sormenjäljellä tai kasvoilla',
    or: 'tai',
    setUp: 'Käytä sormenjälkeä tai kasvoja kirjautumiseen',
    setUpIntro: 'Kirjaudu tällä laitteella sormenjäljellä tai kasvoilla salasanan sijaan.',
    ready: 'Kirjautuminen sormenjäljellä tai kasvoilla on otettu käyttöön tällä laitteella.',
    setUpFailed: 'Kirjautumista sormenjäljellä tai kasvoilla ei voitu ottaa käyttöön. Yritä uudelleen.',
  },
  alert: {
    ok: 'OK',
  },
} satisfies Shape<typeof en>;
