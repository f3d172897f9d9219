import type { Shape } from '../shape';
import type en from '../en/profile';

export default {
  title: 'Min profil',
  notSet: 'Ikke oppgitt',
  save: 'Lagre',
  gotIt: 'Skjønner',
  fields: {
    firstName: 'Fornavn',
    lastName: 'Etternavn',
    email: 'E-post',
    mobile: 'Mobilnummer',
    mobileHint: 'Med landskode, f.eks. +47 12345678',
    birthday: 'Fødselsdag',
    clubName: 'Klubbnavn',
    union: 'Forbund',
    memberNumber: 'Medlemsnummer',
  },
  club: {
    addUnion: 'Legg til forbund',
    change: 'Endre',
    addUnionTitle: 'Legg til forbund',
    changeTitle: 'Bytt klubb',
    union: 'Forbund',
    memberNumber: 'Medlemsnummer i forbundet',
    request: 'Send forespørsel',
    unionChangedTitle: 'Forbund endret',
    unionChangedText: 'Du er nå registrert som medlem av {{union}}.',
    changedText: 'Klubben din er endret.',
  },
  newsletter: {
    legend: 'Nyhetsbrev',
    email: 'Motta informasjon fra GolfWallet på e-post',
    club: 'Motta informasjon og tilbud fra golfklubber',
  },
  password: {
    legend: 'Endre passord',
    password: 'Nytt passord',
    repeat: 'Gjenta nytt passord',
    hint: 'La feltet stå tomt for å beholde passordet. 6 til 30 tegn.',
  },
  currentPassword: {
    label: 'Nåværende passord',
  },
  sessions: {
    title: 'Innloggede enheter',
    intro:
      'Her er kontoen din logget inn. Logg ut en enhet du ikke kjenner igjen; skriv først inn ditt nåværende passord.',
    thisDevice: 'Denne enheten',
    created: 'Logget inn {{date}}',
    lastUsed: 'Sist brukt {{date}}',
    end: 'Logg ut',
    endOthers: 'Logg ut alle andre enheter',
    none: 'Ingen andre enheter er logget inn.',
    ended: 'Enheten er logget ut.',
    endedOthers: 'Alle andre enheter er logget ut.',
    device: {
      web: 'Nettleser',
      ios: 'iPhone-app',
      android: 'Android-app',
      unknown: 'Ukjent enhet',
    },
  },
  language: {
    title: 'Språk',
    hint: 'Språket på nettstedet og i e-postene dine.',
  },
  offline: {
    title: 'OOOPS',
  },
  success: {
    title: 'Fullført',
    text: 'Opplysningene dine er endret.',
  },
  nothing: {
    title: 'Ingenting å lagre',
    text: 'Du har ikke endret noe.',
  },
  delete: {
    title: 'Slett konto',
    text: 'Når du sletter kontoen, fjernes profilen din og alle ubrukte poeng og kuponger. Dette kan ikke angres.',
    button: 'Slett konto',
    confirmTitle: 'Slette kontoen din?',
    confirmText: 'Alle ubrukte poeng og kuponger går tapt. Vil du slette kontoen din?',
    yes: 'Ja, slett',
    no: 'Nei',
  },
} satisfies Shape<typeof en>;
