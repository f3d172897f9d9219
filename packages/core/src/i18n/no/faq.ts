import type { Shape } from '../shape';
import type en from '../en/faq';

export default {
  title: 'Hjelp med kuponger',
  intro:
    'En kupong i GolfWallet gir deg noe på en golfklubb: en runde, en rabatt eller en kurv med rangeballer. Slik leser du den.',
  valuesTitle: 'Verdiinnstillinger',
  valuesIntro: 'Verdien på en kupong forteller hva du betaler når du bruker den.',
  values: {
    free: {
      title: 'Gratis',
      text: 'Du betaler ingenting. Kupongen dekker hele prisen og er merket som gratis.',
    },
    setPrice: {
      title: 'Beløp å betale',
      text: 'Du betaler det faste beløpet som står på kupongen, for eksempel 200,-, uansett hva normalprisen er.',
    },
    percentOff: {
      title: 'Prosent rabatt',
      text: 'Normalprisen reduseres med prosentsatsen som vises, for eksempel -20%.',
    },
    amountOff: {
      title: 'Beløp i rabatt',
      text: 'Normalprisen reduseres med beløpet som vises, for eksempel -100,-.',
    },
  },
  typesTitle: 'Kupongtyper',
  typesIntro: 'Typen forteller hvorfor du har kupongen.',
  types: {
    normal: {
      title: 'Vanlig',
      text: 'En kupong fra en golfklubb: kjøpt i klubbens butikk, fått i gave eller gitt deg av klubben.',
    },
    offer: {
      title: 'Tilbud',
      text: 'Et spesialtilbud fra en klubb. Det kan bare brukes i en begrenset periode, så sjekk datoene.',
    },
    loyalty: {
      title: 'Lojalitet',
      text: 'En belønning du har fått fordi du betalte greenfee på den klubben. Den kan brukes på samme klubb.',
    },
  },
  useTitle: 'Slik bruker du en kupong',
  useText:
    'Sjekk datoer, ukedager og klokkeslett på kupongen før du spiller. Vis den på klubben, eller løs den inn selv i appen når du er på klubben. Hver bruk telles, og kupongen viser hvor mange bruk som er igjen.',
  printTitle: 'Utskrevne kuponger',
  printText:
    'En kupong du skriver ut som PDF på nettet, vises ikke lenger i appen, så den ikke kan brukes to ganger.',
  contactText: 'Har du fortsatt et spørsmål? Skriv til oss på {{email}}.',
} satisfies Shape<typeof en>;
