import type en from '../en/range';
import type { Shape } from '../shape';

export default {
  title: 'Range',
  dispenser: 'Pallokone',
  basket: 'Korin koko',
  balls: { one: '{{count}} pallo', other: '{{count}} palloa' },
  payWith: 'Maksa',
  ballMoney: 'Pallorahalla ({{amount}})',
  usesLeft: { one: '{{card}} ({{count}} jäljellä)', other: '{{card}} ({{count}} jäljellä)' },
  unlimited: '{{card}}',
  usesLeftToday: { one: 'Antoja jäljellä tänään: {{count}}', other: 'Antoja jäljellä tänään: {{count}}' },
  limitPerDay: { one: 'Enintään {{count}} anto päivässä.', other: 'Enintään {{count}} antoa päivässä.' },
  limitWindow: {
    one: 'Vähintään {{count}} minuutti kahden annon välillä.',
    other: 'Vähintään {{count}} minuuttia kahden annon välillä.',
  },
  dispenseNow: 'Anna pallot nyt',
  dispensed: { one: 'Pallokone antaa {{count}} pallon.', other: 'Pallokone antaa {{count}} palloa.' },
  changeOptions: 'Muuta valintoja',
  chosen: '{{dispenser}}, {{balls}} palloa',
  guideTitle: 'Näin saat pallot',
  guideStep1: 'Seiso pallokoneen luona ja aseta kori sen alle.',
  guideStep2: 'Valitse pallokone ja korin koko.',
  guideStep3: 'Napauta Anna pallot nyt. Maksat vain, kun pallot tulevat.',
  guideOk: 'Selvä',
  noDispensers: 'Klubilla ei ole vielä pallokoneita.',
  noPayment: 'Sinulla ei ole rangekorttia eikä pallorahaa tässä klubissa.',
  notReady: 'Ei valmis',
} satisfies Shape<typeof en>;
