import type { Shape } from '../shape';
import type en from '../en/auth';

export default {
  login: {
    title: 'Logga in',
    tabs: 'Hur vill du logga in?',
    tabGolfbox: 'Golfförbund',
    tabEmail: 'E-post',
    golfboxIntro: 'Logga in med kontot från ditt golfförbund.',
    email: 'E-post',
    password: 'Lösenord',
    submit: 'Logga in',
    forgotPassword: 'Glömt lösenordet?',
    noAccount: 'Inget konto ännu?',
    createAccount: 'Skapa konto',
  },
  golfUnion: {
    country: 'Bosättningsland',
    signIn: 'Logga in med golfförbund',
    countriesFailed: 'Länderna kunde inte hämtas.',
  },
  mailVerify: {
    title: 'Bekräfta din e-post',
    text: 'Din e-postadress {{email}} är inte bekräftad ännu. Klicka på länken i e-postmeddelandet vi skickade och logga sedan in igen.',
    sendAgain: 'Skicka igen',
    sent: 'Vi har skickat e-postmeddelandet igen. Titta i din inkorg.',
    loginAgain: 'Vi har skickat e-postmeddelandet igen. Logga in igen när du har bekräftat det.',
    backToLogin: 'Tillbaka till inloggningen',
  },
  mailConfirmed: {
    title: 'E-post bekräftad',
    greeting: 'Hej {{name}}!',
    greetingNoName: 'Hej!',
    text: 'Ditt konto är aktiverat.',
    great: 'Toppen',
  },
  emailVerify: {
    title: 'Bekräftelse av e-post',
    verifying: 'Vi bekräftar din e-postadress…',
    errorTitle: 'Fel',
  },
  forgotPassword: {
    title: 'Glömt lösenord',
    intro: 'Ange e-postadressen till ditt konto. Vi skickar en länk där du kan välja ett nytt lösenord.',
    email: 'E-post',
    send: 'Skicka',
    confirmTitle: 'Kolla din e-post',
    confirmText:
      'Om {{email}} hör till ett konto har vi skickat ett e-postmeddelande dit med en länk för att byta lösenord.',
    goBack: 'Gå tillbaka',
  },
  passwordChange: {
    title: 'Byt lösenord',
    intro: 'Välj ett nytt lösenord på 6 till 30 tecken.',
    newPassword: 'Nytt lösenord',
    repeatPassword: 'Upprepa lösenordet',
    confirm: 'Bekräfta',
    doneTitle: 'Lösenordet är bytt',
    doneText: 'Ditt lösenord har bytts. Du kan nu logga in med det nya lösenordet.',
    gotIt: 'Uppfattat',
    askNew: 'Be om en ny länk',
    invalidKey: 'Länken har redan använts eller är inte giltig. Be om en ny.',
    missingKey: 'Länken är inte komplett. Öppna länken från e-postmeddelandet igen.',
  },
  autoLogin: {
    errorTitle: 'Vi kunde inte logga in dig',
  },
  biometric: {
    signIn: 'Logga in med fingeravtryck eller ansikte',
    or: 'eller',
    setUp: 'Använd fingeravtryck eller ansikte för att logga in',
    setUpIntro: 'Logga in på den här enheten med ditt fingeravtryck eller ansikte i stället för lösenordet.',
    ready: 'Inloggning med fingeravtryck eller ansikte är inställd på den här enheten.',
    setUpFailed: 'Inloggning med fingeravtryck eller ansikte kunde inte ställas in. Försök igen.',
  },
  alert: {
    ok: 'OK',
  },
} satisfies Shape<typeof en>;
