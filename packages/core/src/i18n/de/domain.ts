import type { Shape } from '../shape';
import type en from '../en/domain';

export default {
  price: { free: 'Kostenlos', intro: 'Intro' },
  weekdays: {
    '1': 'Montag',
    '2': 'Dienstag',
    '3': 'Mittwoch',
    '4': 'Donnerstag',
    '5': 'Freitag',
    '6': 'Samstag',
    '7': 'Sonntag',
  },
  sort: { nearest: 'Nächstgelegen', clubAZ: 'Club A-Z', validUntil: 'Gültig bis' },
  types: {
    personal: 'Persönlich',
    introcard: 'Schnupperkarte',
    golf_circle: 'Golfkreis',
    loyalty: 'Treuebonus',
    offer: 'Angebot',
    ecard: 'E-Karte',
  },
  restrictions: {
    title: 'Einschränkungen',
    timeOfDay: 'Gültig von {{from}} bis {{to}} Uhr',
    weekdays: 'Gültig am {{days}}',
    weekdaysWindow: 'Gültig am {{days}} von {{from}} bis {{to}} Uhr',
    perClub: {
      one: 'Nutzungen pro Club: höchstens {{count}}',
      other: 'Nutzungen pro Club: höchstens {{count}}',
    },
    perDay: {
      one: 'Nutzungen pro Tag: höchstens {{count}}',
      other: 'Nutzungen pro Tag: höchstens {{count}}',
    },
    perWeek: {
      one: 'Nutzungen pro Woche: höchstens {{count}}',
      other: 'Nutzungen pro Woche: höchstens {{count}}',
    },
    withinHours: 'Zeit zwischen Nutzungen: mindestens {{hours}} Std.',
    requiresMember: 'Erfordert eine Mitgliedsnummer des Golfverbands',
    playingWithMember: 'Nur gültig beim Spiel mit einem Mitglied',
    excludedDay: 'Nicht gültig am {{date}}',
    excludedDayExcept: 'Nicht gültig am {{date}}, außer von {{from}} bis {{to}} Uhr',
  },
} satisfies Shape<typeof en>;
