import type { Shape } from '../shape';
import type en from '../en/faq';

export default {
  title: 'Hjälp med värdebevis',
  intro:
    'Ett värdebevis i GolfWallet ger dig något på en golfklubb: en runda, en rabatt eller en korg rangebollar. Så här läser du det.',
  valuesTitle: 'Värdeinställningar',
  valuesIntro: 'Värdet på ett värdebevis talar om vad du betalar när du använder det.',
  values: {
    free: {
      title: 'Gratis',
      text: 'Du betalar ingenting. Värdebeviset täcker hela priset och är märkt som gratis.',
    },
    setPrice: {
      title: 'Belopp att betala',
      text: 'Du betalar det fasta belopp som står på värdebeviset, till exempel 200,-, oavsett ordinarie pris.',
    },
    percentOff: {
      title: 'Procent rabatt',
      text: 'Det ordinarie priset sänks med den procentsats som visas, till exempel -20%.',
    },
    amountOff: {
      title: 'Belopp i rabatt',
      text: 'Det ordinarie priset sänks med det belopp som visas, till exempel -100,-.',
    },
  },
  typesTitle: 'Typer av värdebevis',
  typesIntro: 'Typen talar om varför du har värdebeviset.',
  types: {
    normal: {
      title: 'Vanligt',
      text: 'Ett värdebevis från en golfklubb: köpt i klubbens butik, fått i present eller givet till dig av klubben.',
    },
    offer: {
      title: 'Erbjudande',
      text: 'Ett specialerbjudande från en klubb. Det kan bara användas under en begränsad period, så kontrollera datumen.',
    },
    loyalty: {
      title: 'Lojalitet',
      text: 'En belöning som du har fått för att du betalade greenfee på den klubben. Den kan användas på samma klubb.',
    },
  },
  useTitle: 'Så använder du ett värdebevis',
  useText:
    'Kontrollera datum, veckodagar och tider på värdebeviset innan du spelar. Visa det på klubben eller lös in det själv i appen när du är på klubben. Varje användning räknas, och värdebeviset visar hur många användningar som återstår.',
  printTitle: 'Utskrivna värdebevis',
  printText:
    'Ett värdebevis som du skriver ut som PDF på webben visas inte längre i appen, så att det inte kan användas två gånger.',
  contactText: 'Har du fortfarande en fråga? Skriv till oss på {{email}}.',
} satisfies Shape<typeof en>;
