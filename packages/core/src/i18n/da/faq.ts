import type { Shape } from '../shape';
import type en from '../en/faq';

export default {
  title: 'Hjælp til værdibeviser',
  intro:
    'Et værdibevis i GolfWallet giver dig noget i en golfklub: en runde, en rabat eller en kurv range-bolde. Sådan læser du det.',
  valuesTitle: 'Værdiindstillinger',
  valuesIntro: 'Værdien på et værdibevis fortæller, hvad du betaler, når du bruger det.',
  values: {
    free: {
      title: 'Gratis',
      text: 'Du betaler ingenting. Værdibeviset dækker hele prisen og er markeret som gratis.',
    },
    setPrice: {
      title: 'Beløb, der skal betales',
      text: 'Du betaler det faste beløb, der står på værdibeviset, for eksempel 200,-, uanset den normale pris.',
    },
    percentOff: {
      title: 'Procent rabat',
      text: 'Den normale pris nedsættes med den viste procentsats, for eksempel -20%.',
    },
    amountOff: {
      title: 'Beløb i rabat',
      text: 'Den normale pris nedsættes med det viste beløb, for eksempel -100,-.',
    },
  },
  typesTitle: 'Typer af værdibeviser',
  typesIntro: 'Typen fortæller, hvorfor du har værdibeviset.',
  types: {
    normal: {
      title: 'Normal',
      text: 'Et værdibevis fra en golfklub: købt i klubbens shop, fået i gave eller givet til dig af klubben.',
    },
    offer: {
      title: 'Tilbud',
      text: 'Et særligt tilbud fra en klub. Det kan kun bruges i en begrænset periode, så tjek datoerne.',
    },
    loyalty: {
      title: 'Loyalitet',
      text: 'En belønning, du har fået, fordi du har betalt greenfee i den klub. Den kan bruges i samme klub.',
    },
  },
  useTitle: 'Sådan bruger du et værdibevis',
  useText:
    'Tjek datoer, ugedage og tidspunkter på værdibeviset, før du spiller. Vis det i klubben, eller indløs det selv i appen, når du er i klubben. Hver brug tælles, og værdibeviset viser, hvor mange gange der er tilbage.',
  printTitle: 'Printede værdibeviser',
  printText:
    'Et værdibevis, du printer som PDF på nettet, vises ikke længere i appen, så det ikke kan bruges to gange.',
  contactText: 'Har du stadig et spørgsmål? Skriv til os på {{email}}.',
} satisfies Shape<typeof en>;
