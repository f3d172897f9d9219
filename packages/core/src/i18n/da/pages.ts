import type { Shape } from '../shape';
import type en from '../en/pages';

export default {
  landing: {
    accountDeleted: 'Din konto er slettet.',
    title: 'Dine golfværdibeviser, altid i lommen',
    intro:
      'GolfWallet samler greenfeebilletter, gavekort, kuponer og driving range-kurve fra dine golfklubber ét sted, på nettet og i appen.',
    greeting: 'Velkommen, golfspiller {{from}}!',
    greetingAnywhere: 'Velkommen, golfspiller!',
    otherSite: 'Er du {{in}}? Gå til vores side for landet',
    benefitsTitle: 'Hvorfor GolfWallet?',
    benefits: {
      collect: {
        title: 'Alle værdibeviser ét sted',
        text: 'Greenfee, gavekort og kuponer fra alle dine klubber samles i din tegnebog, så intet bliver glemt derhjemme.',
      },
      transfer: {
        title: 'Del med dine golfvenner',
        text: 'Send et værdibevis, du ikke selv skal bruge, til en ven via e-mail eller telefon på få sekunder.',
      },
      redeem: {
        title: 'Brug det i klubben',
        text: 'Vis værdibeviset i appen eller print det som PDF, og indløs det, når du melder dig ankommet i klubben.',
      },
      offers: {
        title: 'Tilbud fra dine klubber',
        text: 'Få tilbud og loyalitetsbelønninger fra de klubber, hvor du spiller, direkte i din tegnebog.',
      },
    },
    rangeTitle: 'Træn på driving range',
    rangeText: 'Køb boldkurve og start boldautomaten fra din telefon. Ingen polletter, ingen kø.',
    rangeLink: 'Gå til GolfWallet Range',
    appsTitle: 'Hent appen',
    appsText:
      'Indløs værdibeviser i klubben, køb ind i klubbernes shops og få range-bolde med GolfWallet-appen.',
    appStore: 'Hent i App Store',
    googlePlay: 'Hent på Google Play',
    opensNewWindow: '(åbner i et nyt vindue)',
  },
  contact: {
    title: 'Kontakt os',
    intro: 'Har du spørgsmål om dine værdibeviser eller din konto? Vores support hjælper gerne.',
    phoneTitle: 'Ring til os',
    phoneText: 'Supporttelefon (Danmark)',
    emailTitle: 'Skriv til os',
    emailText: 'Support-e-mail',
    faqText: 'Mange svar findes allerede i vores',
    faqLink: 'ofte stillede spørgsmål',
  },
  legal: {
    notAvailable: 'Teksten er ikke tilgængelig lige nu. Prøv igen senere.',
    contents: 'Indhold',
  },
  faq: {
    title: 'Ofte stillede spørgsmål',
    categories: 'Kategorier',
    questions: 'Spørgsmål',
    empty: 'Der er endnu ingen spørgsmål i denne kategori.',
    loadError: 'Spørgsmålene kunne ikke hentes. Prøv igen senere.',
  },
  notFound: {
    title: 'Siden blev ikke fundet',
    text: 'Beklager, siden du leder efter, findes ikke eller er blevet flyttet.',
    home: 'Forside',
    faq: 'FAQ',
    contact: 'Kontakt os',
  },
  drivingRange: {
    redirecting: 'Du sendes videre til driving range-siden…',
    link: 'Fortsæt til driving range-siden',
  },
} satisfies Shape<typeof en>;
