import type { Shape } from '../shape';
import type en from '../en/federation';

export default {
  devTitle: 'Golfförbundets inloggning för utveckling',
  devIntro: 'Inloggning hos {{union}} för test. Testmedlemmar och deras lösenord finns i README.',
  memberNumber: 'Medlemsnummer',
  password: 'Lösenord',
  signIn: 'Logga in',
  wrongCredentials: 'Fel medlemsnummer eller lösenord.',
  consentTitle: 'Dela dina uppgifter med GolfWallet?',
  consentText: 'GolfWallet ber {{union}} om ditt namn, födelsedatum, e-post, klubb och golf-ID.',
  allow: 'Tillåt',
  refuse: 'Neka',
  signedInAs: 'Inloggad som {{name}} ({{memberNumber}})',
  interactionExpired: 'Inloggningen har gått ut. Börja om från GolfWallet.',
  resultTitle: 'Logga in med golfförbund',
  denied: 'Du nekade att dela dina uppgifter, så du loggades inte in.',
  expired: 'Inloggningen har gått ut eller redan använts. Börja om.',
  country: 'Svaret kom från golfförbundet i ett annat land. Börja om.',
  failed: 'Inloggningen hos golfförbundet misslyckades. Försök igen senare.',
  callback: 'Endast GolfWallets egen retursida är tillåten.',
  unavailable: 'Inloggning via golfförbundet i det här landet är inte tillgänglig.',
  browser: 'Inloggningen startades i en annan webbläsare. Starta den igen här.',
  reauth: 'Din inloggning hos golfförbundet är för gammal. Logga in med ditt golfförbund igen.',
  subject:
    'Golfförbundet känner det här golf-ID:t under en annan person än den det kopplades till, så du loggades inte in. Kontakta oss.',
  crossSite:
    'Inloggningen påbörjades av en annan webbplats, så den startades inte. Fortsätt här om du själv vill logga in med ditt golfförbund.',
  continueSignIn: 'Fortsätt till golfförbundets inloggning',
  enterGolfId: 'Ange ditt golf-ID',
  validGolfId: 'Ange ditt golf-ID som 999999-999',
  chooseReplace: 'Välj det golf-ID som ska ersättas',
  profileTitle: 'Golf-ID',
  profileIntro:
    'Koppla ett golf-ID med ditt golfförbund: logga in där så läggs golf-ID:t till på det här kontot.',
  profileCountry: 'Land för ditt golfförbund',
  profileLink: 'Koppla golf-ID',
  profileLinked: 'Golf-ID:t {{golfId}} finns nu på ditt konto.',
  profileTaken: 'Det här golf-ID:t finns redan på ett konto.',
  tryAgain: 'Tillbaka till inloggning',
} satisfies Shape<typeof en>;
