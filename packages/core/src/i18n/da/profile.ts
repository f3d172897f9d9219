import type { Shape } from '../shape';
import type en from '../en/profile';

export default {
  title: 'Min profil',
  notSet: 'Ikke angivet',
  save: 'Gem',
  gotIt: 'Forstået',
  fields: {
    firstName: 'Fornavn',
    lastName: 'Efternavn',
    email: 'E-mail',
    mobile: 'Mobilnummer',
    mobileHint: 'Med landekode, f.eks. +45 12345678',
    birthday: 'Fødselsdag',
    clubName: 'Klubnavn',
    union: 'Union',
    memberNumber: 'Medlemsnummer',
  },
  club: {
    addUnion: 'Tilføj union',
    change: 'Skift',
    addUnionTitle: 'Tilføj union',
    changeTitle: 'Skift klub',
    union: 'Union',
    memberNumber: 'Medlemsnummer i unionen',
    request: 'Anmod',
    unionChangedTitle: 'Union skiftet',
    unionChangedText: 'Du er nu registreret som medlem af {{union}}.',
    changedText: 'Din klub er blevet skiftet.',
  },
  newsletter: {
    legend: 'Nyhedsbreve',
    email: 'Modtag information fra GolfWallet på e-mail',
    club: 'Modtag information og tilbud fra golfklubber',
  },
  password: {
    legend: 'Skift adgangskode',
    password: 'Ny adgangskode',
    repeat: 'Gentag ny adgangskode',
    hint: 'Lad feltet stå tomt for at beholde din adgangskode. 6 til 30 tegn.',
  },
  currentPassword: {
    label: 'Nuværende adgangskode',
  },
  sessions: {
    title: 'Enheder, der er logget ind',
    intro:
      'Her er din konto logget ind. Log en enhed ud, som du ikke kender; indtast først din nuværende adgangskode.',
    thisDevice: 'Denne enhed',
    created: 'Logget ind {{date}}',
    lastUsed: 'Senest brugt {{date}}',
    end: 'Log ud',
    endOthers: 'Log alle andre enheder ud',
    none: 'Ingen andre enheder er logget ind.',
    ended: 'Enheden er logget ud.',
    endedOthers: 'Alle andre enheder er logget ud.',
    device: {
      web: 'Browser',
      ios: 'iPhone-app',
      android: 'Android-app',
      unknown: 'Ukendt enhed',
    },
  },
  language: {
    title: 'Sprog',
    hint: 'Sprog til hjemmesiden og dine e-mails.',
  },
  offline: {
    title: 'OOOPS',
  },
  success: {
    title: 'Gennemført',
    text: 'Dine oplysninger er blevet ændret.',
  },
  nothing: {
    title: 'Intet at gemme',
    text: 'Du har ikke ændret noget.',
  },
  delete: {
    title: 'Slet konto',
    text: 'Når du sletter din konto, fjernes din profil og alle ubrugte point og værdibeviser. Det kan ikke fortrydes.',
    button: 'Slet konto',
    confirmTitle: 'Slet din konto?',
    confirmText: 'Alle dine ubrugte point og værdibeviser går tabt. Vil du slette din konto?',
    yes: 'Ja, slet',
    no: 'Nej',
  },
} satisfies Shape<typeof en>;
