import type { Shape } from '../shape';
import type en from '../en/domain';

export default {
  price: { free: 'Gratis', intro: 'Intro' },
  weekdays: {
    '1': 'mandag',
    '2': 'tirsdag',
    '3': 'onsdag',
    '4': 'torsdag',
    '5': 'fredag',
    '6': 'lørdag',
    '7': 'søndag',
  },
  sort: { nearest: 'Nærmeste', clubAZ: 'Klubb A-Å', validUntil: 'Gyldig til' },
  types: {
    personal: 'Personlig',
    introcard: 'Introkort',
    golf_circle: 'Golfsirkel',
    loyalty: 'Lojalitet',
    offer: 'Tilbud',
    ecard: 'E-kort',
  },
  restrictions: {
    title: 'Begrensninger',
    timeOfDay: 'Gjelder fra kl. {{from}} til {{to}}',
    weekdays: 'Gjelder {{days}}',
    weekdaysWindow: 'Gjelder {{days}} fra kl. {{from}} til {{to}}',
    perClub: { one: 'Bruk per klubb: høyst {{count}}', other: 'Bruk per klubb: høyst {{count}}' },
    perDay: { one: 'Bruk per dag: høyst {{count}}', other: 'Bruk per dag: høyst {{count}}' },
    perWeek: { one: 'Bruk per uke: høyst {{count}}', other: 'Bruk per uke: høyst {{count}}' },
    withinHours: 'Tid mellom bruk: minst {{hours}} t',
    requiresMember: 'Krever et medlemsnummer fra golfforbundet',
    playingWithMember: 'Gjelder bare ved spill sammen med et medlem',
    excludedDay: 'Gjelder ikke {{date}}',
    excludedDayExcept: 'Gjelder ikke {{date}}, unntatt fra kl. {{from}} til {{to}}',
  },
} satisfies Shape<typeof en>;
