import type en from '../en/range';
import type { Shape } from '../shape';

export default {
  title: 'Æfingasvæði',
  dispenser: 'Boltavél',
  basket: 'Körfustærð',
  balls: { one: '{{count}} bolti', other: '{{count}} boltar' },
  payWith: 'Greiða með',
  ballMoney: 'Boltainneign ({{amount}})',
  usesLeft: { one: '{{card}} ({{count}} eftir)', other: '{{card}} ({{count}} eftir)' },
  unlimited: '{{card}}',
  usesLeftToday: { one: 'Afgreiðslur eftir í dag: {{count}}', other: 'Afgreiðslur eftir í dag: {{count}}' },
  limitPerDay: { one: 'Mest {{count}} afgreiðsla á dag.', other: 'Mest {{count}} afgreiðslur á dag.' },
  limitWindow: {
    one: 'Minnst {{count}} mínúta á milli afgreiðslna.',
    other: 'Minnst {{count}} mínútur á milli afgreiðslna.',
  },
  dispenseNow: 'Afgreiða núna',
  dispensed: { one: 'Vélin afgreiðir {{count}} bolta.', other: 'Vélin afgreiðir {{count}} bolta.' },
  changeOptions: 'Breyta vali',
  chosen: '{{dispenser}}, {{balls}} boltar',
  guideTitle: 'Svona færðu bolta',
  guideStep1: 'Stattu við vélina og settu körfuna undir hana.',
  guideStep2: 'Veldu vél og körfustærð.',
  guideStep3: 'Ýttu á Afgreiða núna. Þú greiðir aðeins þegar boltarnir koma.',
  guideOk: 'Skilið',
  noDispensers: 'Klúbburinn hefur engar boltavélar enn.',
  noPayment: 'Þú átt hvorki boltakort né boltainneign hjá þessum klúbbi.',
  notReady: 'Ekki tilbúin',
} satisfies Shape<typeof en>;
