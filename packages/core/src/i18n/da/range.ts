import type en from '../en/range';
import type { Shape } from '../shape';

export default {
  title: 'Driving range',
  dispenser: 'Boldautomat',
  basket: 'Kurvestørrelse',
  balls: '{{count}} bolde',
  payWith: 'Betal med',
  ballMoney: 'Boldpenge ({{amount}})',
  usesLeft: '{{card}} ({{count}} tilbage)',
  unlimited: '{{card}}',
  usesLeftToday: 'Udleveringer tilbage i dag: {{count}}',
  limits: 'Højst {{perDay}} udleveringer pr. dag, {{window}} minutter mellem to udleveringer.',
  dispenseNow: 'Udlever nu',
  dispensed: 'Automaten udleverer {{count}} bolde.',
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
