import type { Shape } from '../shape';
import type en from '../en/domain';

export default {
  price: { free: 'Ilmainen', intro: 'Intro' },
  weekdays: {
    '1': 'maanantai',
    '2': 'tiistai',
    '3': 'keskiviikko',
    '4': 'torstai',
    '5': 'perjantai',
    '6': 'lauantai',
    '7': 'sunnuntai',
  },
  sort: { nearest: 'Lähin', clubAZ: 'Seura A-Ö', validUntil: 'Voimassa asti' },
  types: {
    personal: 'Henkilökohtainen',
    introcard: 'Esittelykortti',
    golf_circle: 'Golfpiiri',
    loyalty: 'Kanta-asiakas',
    offer: 'Tarjous',
    ecard: 'E-kortti',
  },
  restrictions: {
    title: 'Rajoitukset',
    timeOfDay: 'Voimassa klo {{from}}–{{to}}',
    weekdays: 'Voimassa: {{days}}',
    weekdaysWindow: 'Voimassa: {{days}} klo {{from}}–{{to}}',
    perClub: {
      one: 'Käyttökertoja seuraa kohden: enintään {{count}}',
      other: 'Käyttökertoja seuraa kohden: enintään {{count}}',
    },
    perDay: {
      one: 'Käyttökertoja päivässä: enintään {{count}}',
      other: 'Käyttökertoja päivässä: enintään {{count}}',
    },
    perWeek: {
      one: 'Käyttökertoja viikossa: enintään {{count}}',
      other: 'Käyttökertoja viikossa: enintään {{count}}',
    },
    withinHours: 'Käyttökertojen väli: vähintään {{hours}} h',
    requiresMember: 'Edellyttää golfliiton jäsennumeroa',
    playingWithMember: 'Voimassa vain pelattaessa jäsenen kanssa',
    excludedDay: 'Ei voimassa {{date}}',
    excludedDayExcept: 'Ei voimassa {{date}}, paitsi klo {{from}}–{{to}}',
  },
} satisfies Shape<typeof en>;
