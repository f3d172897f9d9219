import type { Shape } from '../shape';
import type en from '../en/mail';

export default {
  greeting: 'Hej {{name}},',
  signoff: 'Med venlig hilsen',
  team: 'GolfWallet-teamet',
  verifyEmail: {
    subject: 'Bekræft din e-mailadresse',
    intro: 'Velkommen til GolfWallet! Bekræft venligst din e-mailadresse for at aktivere din konto:',
    action: 'Bekræft e-mailadresse',
    validity: 'Linket er gyldigt i 24 timer og kan bruges én gang.',
    ignore: 'Hvis du ikke har oprettet en GolfWallet-konto, kan du se bort fra denne e-mail.',
  },
  resetPassword: {
    subject: 'Nulstil din adgangskode',
    intro:
      'Vi har modtaget en anmodning om at nulstille adgangskoden til din GolfWallet-konto. Vælg en ny adgangskode her:',
    action: 'Vælg en ny adgangskode',
    validity: 'Linket er gyldigt i 1 time og kan bruges én gang.',
    ignore:
      'Hvis du ikke har bedt om en ny adgangskode, kan du se bort fra denne e-mail. Din adgangskode forbliver uændret.',
  },
  devMailbox: {
    title: 'Udviklingspostkasse',
    intro:
      "Der er ikke sat en SMTP-server op, så e-mails og sms'er bliver liggende her. De nyeste beskeder står øverst.",
    empty: 'Ingen beskeder endnu.',
    to: 'Til',
    subject: 'Emne',
    channel: 'Kanal',
    status: 'Status',
    created: 'Oprettet',
    links: 'Links',
    channels: {
      email: 'E-mail',
      sms: 'Sms',
      push: 'Push-besked',
    },
    statuses: {
      pending: 'Venter',
      sent: 'Sendt',
      failed: 'Fejlet',
    },
  },
} satisfies Shape<typeof en>;
