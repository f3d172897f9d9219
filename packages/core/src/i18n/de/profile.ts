import type { Shape } from '../shape';
import type en from '../en/profile';

export default {
  title: 'Mein Profil',
  notSet: 'Nicht angegeben',
  save: 'Speichern',
  gotIt: 'Verstanden',
  fields: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    mobile: 'Handynummer',
    mobileHint: 'Mit Ländervorwahl, z. B. +49 1701234567',
    birthday: 'Geburtstag',
    clubName: 'Clubname',
    union: 'Verband',
    memberNumber: 'Mitgliedsnummer',
  },
  club: {
    addUnion: 'Verband hinzufügen',
    change: 'Ändern',
    addUnionTitle: 'Verband hinzufügen',
    changeTitle: 'Club wechseln',
    union: 'Verband',
    memberNumber: 'Mitgliedsnummer im Verband',
    request: 'Anfragen',
    unionChangedTitle: 'Verband gewechselt',
    unionChangedText: 'Du bist jetzt als Mitglied von {{union}} registriert.',
    changedText: 'Dein Club wurde geändert.',
  },
  newsletter: {
    legend: 'Newsletter',
    email: 'Informationen von GolfWallet per E-Mail erhalten',
    club: 'Informationen und Angebote von Golfclubs erhalten',
  },
  password: {
    legend: 'Passwort ändern',
    password: 'Neues Passwort',
    repeat: 'Neues Passwort wiederholen',
    hint: 'Leer lassen, um dein Passwort zu behalten. 6 bis 30 Zeichen.',
  },
  currentPassword: {
    label: 'Aktuelles Passwort',
  },
  sessions: {
    title: 'Angemeldete Geräte',
    intro:
      'Hier ist dein Konto angemeldet. Melde ein Gerät ab, das du nicht kennst; gib zuerst dein aktuelles Passwort ein.',
    thisDevice: 'Dieses Gerät',
    created: 'Angemeldet {{date}}',
    lastUsed: 'Zuletzt genutzt {{date}}',
    end: 'Abmelden',
    endOthers: 'Alle anderen Geräte abmelden',
    none: 'Keine anderen Geräte sind angemeldet.',
    ended: 'Das Gerät wurde abgemeldet.',
    endedOthers: 'Alle anderen Geräte wurden abgemeldet.',
    device: {
      web: 'Browser',
      ios: 'iPhone-App',
      android: 'Android-App',
      unknown: 'Unbekanntes Gerät',
    },
  },
  language: {
    title: 'Sprache',
    hint: 'Die Sprache der Website und deiner E-Mails.',
  },
  offline: {
    title: 'OOOPS',
  },
  success: {
    title: 'Erfolgreich',
    text: 'Deine Angaben wurden geändert.',
  },
  nothing: {
    title: 'Nichts zu speichern',
    text: 'Du hast nichts geändert.',
  },
  delete: {
    title: 'Konto löschen',
    text: 'Wenn du dein Konto löschst, werden dein Profil und alle ungenutzten Punkte und Gutscheine entfernt. Das kann nicht rückgängig gemacht werden.',
    button: 'Konto löschen',
    confirmTitle: 'Dein Konto löschen?',
    confirmText: 'Alle ungenutzten Punkte und Gutscheine gehen verloren. Möchtest du dein Konto löschen?',
    yes: 'Ja, löschen',
    no: 'Nein',
  },
} satisfies Shape<typeof en>;
