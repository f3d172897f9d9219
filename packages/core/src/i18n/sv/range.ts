import type en from '../en/range';
import type { Shape } from '../shape';

export default {
  title: 'Driving range',
  dispenser: 'Bollautomat',
  basket: 'Korgstorlek',
  balls: { one: '{{count}} boll', other: '{{count}} bollar' },
  payWith: 'Betala med',
  ballMoney: 'Bollpengar ({{amount}})',
  usesLeft: { one: '{{card}} ({{count}} kvar)', other: '{{card}} ({{count}} kvar)' },
  unlimited: '{{card}}',
  usesLeftToday: { one: 'Utmatningar kvar i dag: {{count}}', other: 'Utmatningar kvar i dag: {{count}}' },
  limitPerDay: { one: 'Högst {{count}} utmatning per dag.', other: 'Högst {{count}} utmatningar per dag.' },
  limitWindow: {
    one: 'Minst {{count}} minut mellan två utmatningar.',
    other: 'Minst {{count}} minuter mellan två utmatningar.',
  },
  dispenseNow: 'Mata ut nu',
  dispensed: { one: 'Automaten matar ut {{count}} boll.', other: 'Automaten matar ut {{count}} bollar.' },
  changeOptions: 'Ändra val',
  chosen: '{{dispenser}}, {{balls}} bollar',
  guideTitle: 'Så hämtar du bollar',
  guideStep1: 'Ställ dig vid automaten och sätt korgen under den.',
  guideStep2: 'Välj automat och korgstorlek.',
  guideStep3: 'Tryck på Mata ut nu. Du betalar bara när bollarna kommer.',
  guideOk: 'Jag förstår',
  noDispensers: 'Klubben har inga bollautomater ännu.',
  noPayment: 'Du har inget bollkort eller bollpengar på den här klubben.',
  notReady: 'Inte redo',
} satisfies Shape<typeof en>;
