import type en from '../en/range';
import type { Shape } from '../shape';

export default {
  title: 'Driving range',
  dispenser: 'Ballautomat',
  basket: 'Kurvstørrelse',
  balls: { one: '{{count}} ball', other: '{{count}} baller' },
  payWith: 'Betal med',
  ballMoney: 'Ballpenger ({{amount}})',
  usesLeft: { one: '{{card}} ({{count}} igjen)', other: '{{card}} ({{count}} igjen)' },
  unlimited: '{{card}}',
  usesLeftToday: { one: 'Utleveringer igjen i dag: {{count}}', other: 'Utleveringer igjen i dag: {{count}}' },
  limitPerDay: { one: 'Høyst {{count}} utlevering per dag.', other: 'Høyst {{count}} utleveringer per dag.' },
  limitWindow: {
    one: 'Minst {{count}} minutt mellom to utleveringer.',
    other: 'Minst {{count}} minutter mellom to utleveringer.',
  },
  dispenseNow: 'Lever ut nå',
  dispensed: { one: 'Automaten leverer ut {{count}} ball.', other: 'Automaten leverer ut {{count}} baller.' },
  changeOptions: 'Endre valg',
  chosen: '{{dispenser}}, {{balls}} baller',
  guideTitle: 'Slik henter du baller',
  guideStep1: 'Stå ved automaten og sett kurven under den.',
  guideStep2: 'Velg automat og kurvstørrelse.',
  guideStep3: 'Trykk på Lever ut nå. Du betaler bare når ballene kommer.',
  guideOk: 'Skjønner',
  noDispensers: 'Klubben har ingen ballautomater ennå.',
  noPayment: 'Du har ikke ballkort eller ballpenger i denne klubben.',
  notReady: 'Ikke klar',
} satisfies Shape<typeof en>;
