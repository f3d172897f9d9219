import type { Shape } from '../shape';
import type en from '../en/auth';

export default {
  login: {
    title: 'Log ind',
    tabs: 'Hvordan vil du logge ind?',
    tabGolfbox: 'Golfunion',
    tabEmail: 'E-mail',
    golfboxIntro: 'Log ind med kontoen fra din golfunion.',
    email: 'E-mail',
    password: 'Adgangskode',
    submit: 'Log ind',
    forgotPassword: 'Glemt adgangskode?',
    noAccount: 'Har du ikke en konto endnu?',
    createAccount: 'Opret konto',
  },
  golfUnion: {
    country: 'Bopælsland',
    signIn: 'Log ind med golfunion',
    countriesFailed: 'Landene kunne ikke hentes.',
  },
  mailVerify: {
    title: 'Bekræft din e-mail',
    text: 'Din e-mailadresse {{email}} er endnu ikke bekræftet. Klik på linket i den e-mail, vi har sendt dig, og log derefter ind igen.',
    sendAgain: 'Send igen',
    sent: 'Vi har sendt e-mailen igen. Tjek din indbakke.',
    loginAgain: 'Vi har sendt e-mailen igen. Log venligst ind igen, når du har bekræftet den.',
    backToLogin: 'Tilbage til log ind',
  },
  mailConfirmed: {
    title: 'E-mail bekræftet',
    greeting: 'Hej {{name}}!',
    greetingNoName: 'Hej!',
    text: 'Din konto er aktiveret.',
    great: 'Super',
  },
  emailVerify: {
    title: 'Bekræftelse af e-mail',
    verifying: 'Vi bekræfter din e-mailadresse…',
    errorTitle: 'Fejl',
  },
  forgotPassword: {
    title: 'Glemt adgangskode',
    intro: 'Skriv e-mailadressen på din konto. Vi sender dig et link, hvor du kan vælge en ny adgangskode.',
    email: 'E-mail',
    send: 'Send',
    confirmTitle: 'Tjek din e-mail',
    confirmText:
      'Hvis {{email}} hører til en konto, har vi sendt en e-mail dertil med et link til at ændre din adgangskode.',
    goBack: 'Gå tilbage',
  },
  passwordChange: {
    title: 'Skift adgangskode',
    intro: 'Vælg en ny adgangskode på 6 til 30 tegn.',
    newPassword: 'Ny adgangskode',
    repeatPassword: 'Gentag adgangskode',
    confirm: 'Bekræft',
    doneTitle: 'Adgangskoden er ændret',
    doneText: 'Din adgangskode er ændret. Du kan nu logge ind med den nye adgangskode.',
    gotIt: 'Forstået',
    askNew: 'Bed om et nyt link',
    invalidKey: 'Linket er allerede brugt eller er ikke gyldigt. Bed om et nyt.',
    missingKey: 'Linket er ikke komplet. Åbn venligst linket fra e-mailen igen.',
  },
  autoLogin: {
    errorTitle: 'Vi kunne ikke logge dig ind',
  },
  biometric: {
    signIn: 'Log ind med fingeraftryk eller ansigt',
    or: 'eller',
    setUp: 'Brug fingeraftryk eller ansigt til login',
    setUpIntro: 'Log ind på denne enhed med dit fingeraftryk eller ansigt i stedet for din adgangskode.',
    ready: 'Login med fingeraftryk eller ansigt er sat op på denne enhed.',
    setUpFailed: 'Login med fingeraftryk eller ansigt kunne ikke sættes op. Prøv igen.',
  },
  alert: {
    ok: 'OK',
  },
} satisfies Shape<typeof en>;
