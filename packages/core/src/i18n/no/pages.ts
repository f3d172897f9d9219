import type { Shape } from '../shape';
import type en from '../en/pages';

export default {
  landing: {
    accountDeleted: 'Kontoen din er slettet.',
    title: 'Golfkupongene dine, alltid i lomma',
    intro:
      'GolfWallet samler greenfee-billetter, gavekort, kuponger og rangekurver fra golfklubbene dine på ett sted, på nettet og i appen.',
    greeting: 'Velkommen, golfspiller {{from}}!',
    greetingAnywhere: 'Velkommen, golfspiller!',
    otherSite: 'Er du {{in}}? Gå til vår side for landet',
    benefitsTitle: 'Hvorfor GolfWallet?',
    benefits: {
      collect: {
        title: 'Alle kupongene på ett sted',
        text: 'Greenfee, gavekort og kuponger fra alle klubbene dine samles i lommeboken, så ingenting blir glemt hjemme.',
      },
      transfer: {
        title: 'Del med golfvennene dine',
        text: 'Send en kupong du ikke skal bruke selv til en venn på e-post eller telefon på noen sekunder.',
      },
      redeem: {
        title: 'Bruk den på klubben',
        text: 'Vis kupongen i appen eller skriv den ut som PDF, og løs den inn når du sjekker inn på klubben.',
      },
      offers: {
        title: 'Tilbud fra klubbene dine',
        text: 'Få tilbud og lojalitetsbelønninger fra klubbene der du spiller, rett i lommeboken.',
      },
    },
    rangeTitle: 'Tren på drivingrangen',
    rangeText: 'Kjøp ballkurver og start ballautomaten fra telefonen. Ingen poletter, ingen kø.',
    rangeLink: 'Gå til GolfWallet Range',
    appsTitle: 'Last ned appen',
    appsText:
      'Løs inn kuponger på klubben, handle i klubbenes butikker og få rangeballer med GolfWallet-appen.',
    appStore: 'Last ned fra App Store',
    googlePlay: 'Last ned fra Google Play',
    opensNewWindow: '(åpnes i et nytt vindu)',
  },
  contact: {
    title: 'Kontakt oss',
    intro: 'Har du spørsmål om kupongene eller kontoen din? Kundestøtten vår hjelper deg gjerne.',
    phoneTitle: 'Ring oss',
    phoneText: 'Kundestøtte på telefon (Danmark)',
    emailTitle: 'Skriv til oss',
    emailText: 'Kundestøtte på e-post',
    faqText: 'Mange svar finner du allerede i våre',
    faqLink: 'ofte stilte spørsmål',
  },
  legal: {
    notAvailable: 'Teksten er ikke tilgjengelig akkurat nå. Prøv igjen senere.',
    contents: 'Innhold',
  },
  faq: {
    title: 'Ofte stilte spørsmål',
    categories: 'Kategorier',
    questions: 'Spørsmål',
    empty: 'Det er ingen spørsmål i denne kategorien ennå.',
    loadError: 'Spørsmålene kunne ikke lastes. Prøv igjen senere.',
  },
  notFound: {
    title: 'Siden ble ikke funnet',
    text: 'Beklager, siden du leter etter finnes ikke eller er flyttet.',
    home: 'Forside',
    faq: 'Spørsmål og svar',
    contact: 'Kontakt oss',
  },
  drivingRange: {
    redirecting: 'Du sendes videre til drivingrange-siden…',
    link: 'Fortsett til drivingrange-siden',
  },
} satisfies Shape<typeof en>;
