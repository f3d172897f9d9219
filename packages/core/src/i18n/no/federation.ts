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
  enterGolfId: 'Skriv inn golf-ID-en din',
  validGolfId: 'Skriv inn golf-ID-en som 999999-999',
  chooseReplace: 'Velg golf-ID-en som skal erstattes',
  tryAgain: 'Tilbake til innlogging',
} satisfies Shape<typeof en>;
