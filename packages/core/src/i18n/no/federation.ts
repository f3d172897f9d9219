import type { Shape } from '../shape';
import type en from '../en/federation';

export default {
  devTitle: 'Golfforbundets innlogging for utvikling',
  devIntro: 'Innlogging hos {{union}} for testing. Testmedlemmer og passordene deres står i README.',
  memberNumber: 'Medlemsnummer',
  password: 'Passord',
  signIn: 'Logg inn',
  wrongCredentials: 'Feil medlemsnummer eller passord.',
  consentTitle: 'Dele opplysningene dine med GolfWallet?',
  consentText: 'GolfWallet ber {{union}} om navn, fødselsdato, e-post, klubb og golf-ID.',
  allow: 'Tillat',
  refuse: 'Avslå',
  signedInAs: 'Logget inn som {{name}} ({{memberNumber}})',
  interactionExpired: 'Denne innloggingen er utløpt. Start på nytt fra GolfWallet.',
  resultTitle: 'Logg inn med golfforbund',
  denied: 'Du avslo å dele opplysningene dine, så du ble ikke logget inn.',
  expired: 'Innloggingen er utløpt eller allerede brukt. Start på nytt.',
  country: 'Svaret kom fra golfforbundet i et annet land. Start på nytt.',
  failed: 'Innloggingen hos golfforbundet mislyktes. Prøv igjen senere.',
  callback: 'Bare GolfWallets egen returside er tillatt.',
  unavailable: 'Innlogging gjennom golfforbundet i dette landet er ikke tilgjengelig.',
  browser: 'Denne innloggingen ble startet i en annen nettleser. Start den på nytt her.',
  reauth: 'Innloggingen din hos golfforbundet er for gammel. Logg inn med golfforbundet ditt igjen.',
  subject:
    'Golfforbundet kjenner denne golf-ID-en under en annen person enn den den ble koblet til, så du ble ikke logget inn. Kontakt oss.',
  crossSite:
    'Denne innloggingen ble satt i gang av et annet nettsted, så den ble ikke startet. Fortsett her hvis du selv vil logge inn med golfforbundet ditt.',
  continueSignIn: 'Fortsett til golfforbundets innlogging',
  enterGolfId: 'Skriv inn golf-ID-en din',
  validGolfId: 'Skriv inn golf-ID-en som 999999-999',
  chooseReplace: 'Velg golf-ID-en som skal erstattes',
  profileTitle: 'Golf-ID-er',
  profileIntro:
    'Koble til en golf-ID med golfforbundet ditt: logg inn der, så legges golf-ID-en til denne kontoen.',
  profileCountry: 'Land for golfforbundet ditt',
  profileLink: 'Koble til golf-ID',
  profileLinked: 'Golf-ID-en {{golfId}} er nå på kontoen din.',
  profileTaken: 'Denne golf-ID-en er allerede på en konto.',
  tryAgain: 'Tilbake til innlogging',
} satisfies Shape<typeof en>;
