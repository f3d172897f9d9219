import type { Shape } from '../shape';
import type en from '../en/federation';

export default {
  devTitle: 'Golfunionens log-ind til udvikling',
  devIntro: 'Log-ind hos {{union}} til test. Testmedlemmer og deres adgangskoder står i README.',
  memberNumber: 'Medlemsnummer',
  password: 'Adgangskode',
  signIn: 'Log ind',
  wrongCredentials: 'Forkert medlemsnummer eller adgangskode.',
  consentTitle: 'Del dine oplysninger med GolfWallet?',
  consentText: 'GolfWallet beder {{union}} om dit navn, din fødselsdato, e-mail, klub og dit golf-id.',
  allow: 'Tillad',
  refuse: 'Afvis',
  signedInAs: 'Logget ind som {{name}} ({{memberNumber}})',
  interactionExpired: 'Dette log-ind er udløbet. Start forfra fra GolfWallet.',
  resultTitle: 'Log ind med golfunion',
  denied: 'Du afviste at dele dine oplysninger, så du blev ikke logget ind.',
  expired: 'Log-ind er udløbet eller allerede brugt. Start forfra.',
  country: 'Svaret kom fra golfunionen i et andet land. Start forfra.',
  failed: 'Log-ind hos golfunionen mislykkedes. Prøv igen senere.',
  callback: 'Kun GolfWallets egen returside er tilladt.',
  unavailable: 'Log-ind gennem golfunionen i dette land er ikke muligt.',
  enterGolfId: 'Indtast dit golf-ID',
  validGolfId: 'Indtast dit golf-ID som 999999-999',
  chooseReplace: 'Vælg det golf-ID, der skal erstattes',
  tryAgain: 'Tilbage til log-ind',
} satisfies Shape<typeof en>;
