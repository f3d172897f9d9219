import type en from '../en/range';
import type { Shape } from '../shape';

export default {
  title: 'Driving Range',
  dispenser: 'Ballautomat',
  basket: 'Korbgröße',
  balls: { one: '{{count}} Ball', other: '{{count}} Bälle' },
  payWith: 'Bezahlen mit',
  ballMoney: 'Ballguthaben ({{amount}})',
  usesLeft: { one: '{{card}} ({{count}} übrig)', other: '{{card}} ({{count}} übrig)' },
  unlimited: '{{card}}',
  usesLeftToday: { one: 'Heute noch {{count}} Ausgabe', other: 'Heute noch {{count}} Ausgaben' },
  limitPerDay: {
    one: 'Höchstens {{count}} Ausgabe pro Tag.',
    other: 'Höchstens {{count}} Ausgaben pro Tag.',
  },
  limitWindow: {
    one: 'Mindestens {{count}} Minute zwischen zwei Ausgaben.',
    other: 'Mindestens {{count}} Minuten zwischen zwei Ausgaben.',
  },
  dispenseNow: 'Jetzt ausgeben',
  dispensed: { one: 'Der Automat gibt {{count}} Ball aus.', other: 'Der Automat gibt {{count}} Bälle aus.' },
  changeOptions: 'Auswahl ändern',
  chosen: '{{dispenser}}, {{balls}} Bälle',
  guideTitle: 'So holen Sie Bälle',
  guideStep1: 'Stellen Sie sich an den Automaten und den Korb darunter.',
  guideStep2: 'Wählen Sie Automat und Korbgröße.',
  guideStep3: 'Tippen Sie auf Jetzt ausgeben. Sie zahlen nur, wenn die Bälle kommen.',
  guideOk: 'Verstanden',
  noDispensers: 'Dieser Club hat noch keine Ballautomaten.',
  noPayment: 'Sie haben in diesem Club keine Rangekarte und kein Ballguthaben.',
  notReady: 'Nicht bereit',
} satisfies Shape<typeof en>;
