import type { Shape } from '../shape';
import type en from '../en/profile';

export default {
  title: 'Min profil',
  notSet: 'Inte angivet',
  save: 'Spara',
  gotIt: 'Uppfattat',
  fields: {
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    email: 'E-post',
    mobile: 'Mobilnummer',
    mobileHint: 'Med landsnummer, t.ex. +46 701234567',
    birthday: 'Födelsedag',
    clubName: 'Klubbnamn',
    union: 'Förbund',
    memberNumber: 'Medlemsnummer',
  },
  club: {
    addUnion: 'Lägg till förbund',
    change: 'Ändra',
    addUnionTitle: 'Lägg till förbund',
    changeTitle: 'Byt klubb',
    union: 'Förbund',
    memberNumber: 'Medlemsnummer i förbundet',
    request: 'Skicka förfrågan',
    unionChangedTitle: 'Förbund bytt',
    unionChangedText: 'Du är nu registrerad som medlem i {{union}}.',
    changedText: 'Din klubb har bytts.',
  },
  newsletter: {
    legend: 'Nyhetsbrev',
    email: 'Få information från GolfWallet via e-post',
    club: 'Få information och erbjudanden från golfklubbar',
  },
  password: {
    legend: 'Byt lösenord',
    password: 'Nytt lösenord',
    repeat: 'Upprepa nytt lösenord',
    hint: 'Lämna tomt för att behålla ditt lösenord. 6 till 30 tecken.',
  },
  currentPassword: {
    label: 'Nuvarande lösenord',
  },
  sessions: {
    title: 'Inloggade enheter',
    intro:
      'Här är ditt konto inloggat. Logga ut en enhet du inte känner igen; ange först ditt nuvarande lösenord.',
    thisDevice: 'Den här enheten',
    created: 'Inloggad {{date}}',
    lastUsed: 'Senast använd {{date}}',
    end: 'Logga ut',
    endOthers: 'Logga ut alla andra enheter',
    none: 'Inga andra enheter är inloggade.',
    ended: 'Enheten har loggats ut.',
    endedOthers: 'Alla andra enheter har loggats ut.',
    device: {
      web: 'Webbläsare',
      ios: 'iPhone-app',
      android: 'Android-app',
      unknown: 'Okänd enhet',
    },
  },
  language: {
    title: 'Språk',
    hint: 'Språket på webbplatsen och i dina e-postmeddelanden.',
  },
  offline: {
    title: 'OOOPS',
  },
  success: {
    title: 'Klart',
    text: 'Dina uppgifter har ändrats.',
  },
  nothing: {
    title: 'Inget att spara',
    text: 'Du har inte ändrat något.',
  },
  delete: {
    title: 'Radera konto',
    text: 'När du raderar ditt konto tas din profil och alla oanvända poäng och värdebevis bort. Det går inte att ångra.',
    button: 'Radera konto',
    confirmTitle: 'Radera ditt konto?',
    confirmText: 'Alla dina oanvända poäng och värdebevis går förlorade. Vill du radera ditt konto?',
    yes: 'Ja, radera',
    no: 'Nej',
  },
} satisfies Shape<typeof en>;
