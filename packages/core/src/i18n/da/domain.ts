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
  sort: { nearest: 'Nærmeste', clubAZ: 'Klub A-Å', validUntil: 'Gyldig til' },
  types: {
    personal: 'Personlig',
    introcard: 'Introkort',
    golf_circle: 'Golfcirkel',
    loyalty: 'Loyalitet',
    offer: 'Tilbud',
    ecard: 'E-kort',
  },
  restrictions: {
    title: 'Begrænsninger',
    timeOfDay: 'Gælder fra kl. {{from}} til {{to}}',
    weekdays: 'Gælder {{days}}',
    weekdaysWindow: 'Gælder {{days}} fra kl. {{from}} til {{to}}',
    perClub: { one: 'Brug pr. klub: højst {{count}}', other: 'Brug pr. klub: højst {{count}}' },
    perDay: { one: 'Brug pr. dag: højst {{count}}', other: 'Brug pr. dag: højst {{count}}' },
    perWeek: { one: 'Brug pr. uge: højst {{count}}', other: 'Brug pr. uge: højst {{count}}' },
    withinHours: 'Tid mellem brug: mindst {{hours}} t.',
    requiresMember: 'Kræver et medlemsnummer fra golfunionen',
    playingWithMember: 'Gælder kun ved spil sammen med et medlem',
    excludedDay: 'Gælder ikke {{date}}',
    excludedDayExcept: 'Gælder ikke {{date}}, undtagen fra kl. {{from}} til {{to}}',
  },
} satisfies Shape<typeof en>;
