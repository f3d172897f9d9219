import type en from '../en/range';
import type { Shape } from '../shape';

export default {
  title: 'Driving range',
  dispenser: 'Boldautomat',
  basket: 'Kurvestørrelse',
  balls: { one: '{{count}} bold', other: '{{count}} bolde' },
  payWith: 'Betal med',
  ballMoney: 'Boldpenge ({{amount}})',
  usesLeft: { one: '{{card}} ({{count}} tilbage)', other: '{{card}} ({{count}} tilbage)' },
  unlimited: '{{card}}',
  usesLeftToday: {
    one: 'Udleveringer tilbage i dag: {{count}}',
    other: 'Udleveringer tilbage i dag: {{count}}',
  },
  limitPerDay: { one: 'Højst {{count}} udlevering pr. dag.', other: 'Højst {{count}} udleveringer pr. dag.' },
  limitWindow: {
    one: 'Mindst {{count}} minut mellem to udleveringer.',
    other: 'Mindst {{count}} minutter mellem to udleveringer.',
  },
  dispenseNow: 'Udlever nu',
  dispensed: { one: 'Automaten udleverer {{count}} bold.', other: 'Automaten udleverer {{count}} bolde.' },
  changeOptions: 'Skift valg',
  chosen: '{{dispenser}}, {{balls}} bolde',
  guideTitle: 'Sådan henter du bolde',
  guideStep1: 'Stil dig ved automaten, og sæt kurven under den.',
  guideStep2: 'Vælg automat og kurvestørrelse.',
  guideStep3: 'Tryk på Udlever nu. Du betaler kun, når boldene kommer.',
  guideOk: 'Forstået',
  noDispensers: 'Klubben har endnu ingen boldautomater.',
  noPayment: 'Du har intet boldkort eller boldpenge i denne klub.',
  notReady: 'Ikke klar',
} satisfies Shape<typeof en>;
