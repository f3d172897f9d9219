import type { Shape } from '../shape';
import type en from '../en/auth';

export default {
  login: {
    title: 'Logg inn',
    tabs: 'Hvordan vil du logge inn?',
    tabGolfbox: 'Golfforbund',
    tabEmail: 'E-post',
    golfboxIntro: 'Logg inn med kontoen fra golfforbundet ditt.',
    email: 'E-post',
    password: 'Passord',
    submit: 'Logg inn',
    forgotPassword: 'Glemt passord?',
    noAccount: 'Har du ikke konto ennå?',
    createAccount: 'Opprett konto',
  },
  golfUnion: {
    country: 'Bostedsland',
    signIn: 'Logg inn med golfforbund',
    countriesFailed: 'Landene kunne ikke lastes inn.',
  },
  mailVerify: {
    title: 'Bekreft e-posten din',
    text: 'E-postadressen din {{email}} er ikke bekreftet ennå. Klikk på lenken i e-posten vi sendte deg, og logg deretter inn igjen.',
    sendAgain: 'Send på nytt',
    sent: 'Vi har sendt e-posten på nytt. Sjekk innboksen din.',
    loginAgain: 'Vi har sendt e-posten på nytt. Logg inn igjen når du har bekreftet den.',
    backToLogin: 'Tilbake til innlogging',
  },
  mailConfirmed: {
    title: 'E-post bekreftet',
    greeting: 'Hei {{name}}!',
    greetingNoName: 'Hei!',
    text: 'Kontoen din er aktivert.',
    great: 'Flott',
  },
  emailVerify: {
    title: 'Bekreftelse av e-post',
    verifying: 'Vi bekrefter e-postadressen din…',
    errorTitle: 'Feil',
  },
  forgotPassword: {
    title: 'Glemt passord',
    intro:
      'Skriv inn e-postadressen til kontoen din. Vi sender deg en lenke der du kan velge et nytt passord.',
    email: 'E-post',
    send: 'Send',
    confirmTitle: 'Sjekk e-posten din',
    confirmText:
      'Hvis {{email}} hører til en konto, har vi sendt en e-post dit med en lenke for å endre passordet.',
    goBack: 'Gå tilbake',
  },
  passwordChange: {
    title: 'Endre passord',
    intro: 'Velg et nytt passord på 6 til 30 tegn.',
    newPassword: 'Nytt passord',
    repeatPassword: 'Gjenta passord',
    confirm: 'Bekreft',
    doneTitle: 'Passordet er endret',
    doneText: 'Passordet ditt er endret. Du kan nå logge inn med det nye passordet.',
    gotIt: 'Skjønner',
    askNew: 'Be om en ny lenke',
    invalidKey: 'Lenken er allerede brukt eller er ikke gyldig. Be om en ny.',
    missingKey: 'Lenken er ikke fullstendig. Åpne lenken fra e-posten på nytt.',
  },
  autoLogin: {
    errorTitle: 'Vi kunne ikke logge deg inn',
  },
  biometric: {
    signIn: 'Logg inn med fingeravtrykk eller ansikt',
    or: 'eller',
    setUp: 'Bruk fingeravtrykk eller ansikt til innlogging',
    setUpIntro: 'Logg inn på denne enheten med fingeravtrykket eller ansiktet ditt i stedet for passordet.',
    ready: 'Innlogging med fingeravtrykk eller ansikt er satt opp på denne enheten.',
    setUpFailed: 'Innlogging med fingeravtrykk eller ansikt kunne ikke settes opp. Prøv igjen.',
    keysTitle: 'Enheter med innlogging med fingeravtrykk eller ansikt',
    keyAdded: 'Lagt til {{date}}',
    thisDevice: 'denne enheten',
    remove: 'Fjern',
    removeKey: 'Fjern: {{key}}',
  },
  alert: {
    ok: 'OK',
  },
} satisfies Shape<typeof en>;
