import type { Shape } from '../shape';
import type en from '../en/profile';

export default {
  title: 'Oma profiili',
  notSet: 'Ei annettu',
  save: 'Tallenna',
  gotIt: 'Selvä',
  fields: {
    firstName: 'Etunimi',
    lastName: 'Sukunimi',
    email: 'Sähköposti',
    mobile: 'Matkapuhelinnumero',
    mobileHint: 'Maatunnuksen kanssa, esim. +358 401234567',
    birthday: 'Syntymäpäivä',
    clubName: 'Seuran nimi',
    union: 'Liitto',
    memberNumber: 'Jäsennumero',
  },
  club: {
    addUnion: 'Lisää liitto',
    change: 'Vaihda',
    addUnionTitle: 'Lisää liitto',
    changeTitle: 'Vaihda seuraa',
    union: 'Liitto',
    memberNumber: 'Liiton jäsennumero',
    request: 'Lähetä pyyntö',
    unionChangedTitle: 'Liitto vaihdettu',
    unionChangedText: 'Olet nyt rekisteröity liiton {{union}} jäseneksi.',
    changedText: 'Seurasi on vaihdettu.',
  },
  newsletter: {
    legend: 'Uutiskirjeet',
    email: 'Vastaanota GolfWalletin tiedotteita sähköpostilla',
    club: 'Vastaanota golfseurojen tiedotteita ja tarjouksia',
  },
  password: {
    legend: 'Vaihda salasana',
    password: 'Uusi salasana',
    repeat: 'Toista uusi salasana',
    hint: 'Jätä tyhjäksi, jos haluat pitää salasanasi. 6–30 merkkiä.',
  },
  currentPassword: {
    label: 'Nykyinen salasana',
  },
  sessions: {
    title: 'Kirjautuneet laitteet',
    intro:
      'Tililläsi on kirjauduttu näillä laitteilla. Kirjaa ulos laite, jota et tunnista; anna ensin nykyinen salasanasi.',
    thisDevice: 'Tämä laite',
    created: 'Kirjautunut {{date}}',
    lastUsed: 'Viimeksi käytetty {{date}}',
    end: 'Kirjaa ulos',
    endOthers: 'Kirjaa ulos kaikki muut laitteet',
    none: 'Muita laitteita ei ole kirjautuneena.',
    ended: 'Laite on kirjattu ulos.',
    endedOthers: 'Kaikki muut laitteet on kirjattu ulos.',
    device: {
      web: 'Selain',
      ios: 'iPhone-sovellus',
      android: 'Android-sovellus',
      unknown: 'Tuntematon laite',
    },
  },
  language: {
    title: 'Kieli',
    hint: 'Sivuston ja sähköpostiesi kieli.',
  },
  offline: {
    title: 'OOOPS',
  },
  success: {
    title: 'Onnistui',
    text: 'Tietosi on muutettu.',
  },
  nothing: {
    title: 'Ei tallennettavaa',
    text: 'Et ole muuttanut mitään.',
  },
  delete: {
    title: 'Poista tili',
    text: 'Kun poistat tilisi, profiilisi sekä kaikki käyttämättömät pisteet ja setelit poistetaan. Tätä ei voi perua.',
    button: 'Poista tili',
    confirmTitle: 'Poistetaanko tilisi?',
    confirmText: 'Kaikki käyttämättömät pisteesi ja setelisi menetetään. Haluatko poistaa tilisi?',
    yes: 'Kyllä, poista',
    no: 'Ei',
  },
} satisfies Shape<typeof en>;
