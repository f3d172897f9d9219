import type { Shape } from '../shape';
import type en from '../en/domain';

export default {
  price: { free: 'Ókeypis', intro: 'Kynning' },
  weekdays: {
    '1': 'mánudagur',
    '2': 'þriðjudagur',
    '3': 'miðvikudagur',
    '4': 'fimmtudagur',
    '5': 'föstudagur',
    '6': 'laugardagur',
    '7': 'sunnudagur',
  },
  sort: { nearest: 'Næst', clubAZ: 'Klúbbur A-Ö', validUntil: 'Gildir til' },
  types: {
    personal: 'Persónulegt',
    introcard: 'Kynningarkort',
    golf_circle: 'Golfhringur',
    loyalty: 'Tryggðarkort',
    offer: 'Tilboð',
    ecard: 'Rafrænt kort',
  },
  restrictions: {
    title: 'Takmarkanir',
    timeOfDay: 'Gildir frá kl. {{from}} til {{to}}',
    weekdays: 'Gildir: {{days}}',
    weekdaysWindow: 'Gildir: {{days}}, frá kl. {{from}} til {{to}}',
    perClub: { one: 'Notkun á hvern klúbb: mest {{count}}', other: 'Notkun á hvern klúbb: mest {{count}}' },
    perDay: { one: 'Notkun á dag: mest {{count}}', other: 'Notkun á dag: mest {{count}}' },
    perWeek: { one: 'Notkun á viku: mest {{count}}', other: 'Notkun á viku: mest {{count}}' },
    withinHours: 'Tími milli notkunar: minnst {{hours}} klst.',
    requiresMember: 'Krefst félagsnúmers í golfsambandi',
    playingWithMember: 'Gildir aðeins þegar leikið er með félagsmanni',
    excludedDay: 'Gildir ekki {{date}}',
    excludedDayExcept: 'Gildir ekki {{date}}, nema frá kl. {{from}} til {{to}}',
  },
} satisfies Shape<typeof en>;
