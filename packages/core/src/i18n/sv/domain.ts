import type { Shape } from '../shape';
import type en from '../en/domain';

export default {
  price: { free: 'Gratis', intro: 'Intro' },
  weekdays: {
    '1': 'måndag',
    '2': 'tisdag',
    '3': 'onsdag',
    '4': 'torsdag',
    '5': 'fredag',
    '6': 'lördag',
    '7': 'söndag',
  },
  sort: { nearest: 'Närmast', clubAZ: 'Klubb A-Ö', validUntil: 'Giltig till' },
  types: {
    personal: 'Personlig',
    introcard: 'Introkort',
    golf_circle: 'Golfcirkel',
    loyalty: 'Lojalitet',
    offer: 'Erbjudande',
    ecard: 'E-kort',
  },
  restrictions: {
    title: 'Begränsningar',
    timeOfDay: 'Gäller från kl. {{from}} till {{to}}',
    weekdays: 'Gäller {{days}}',
    weekdaysWindow: 'Gäller {{days}} från kl. {{from}} till {{to}}',
    perClub: {
      one: 'Användningar per klubb: högst {{count}}',
      other: 'Användningar per klubb: högst {{count}}',
    },
    perDay: { one: 'Användningar per dag: högst {{count}}', other: 'Användningar per dag: högst {{count}}' },
    perWeek: {
      one: 'Användningar per vecka: högst {{count}}',
      other: 'Användningar per vecka: högst {{count}}',
    },
    withinHours: 'Tid mellan användningar: minst {{hours}} tim',
    requiresMember: 'Kräver ett medlemsnummer från golfförbundet',
    playingWithMember: 'Gäller endast vid spel tillsammans med en medlem',
    excludedDay: 'Gäller inte {{date}}',
    excludedDayExcept: 'Gäller inte {{date}}, utom från kl. {{from}} till {{to}}',
  },
} satisfies Shape<typeof en>;
