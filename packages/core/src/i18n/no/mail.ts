import type { Shape } from '../shape';
import type en from '../en/mail';

export default {
  greeting: 'Hei {{name}},',
  signoff: 'Med vennlig hilsen',
  team: 'GolfWallet-teamet',
  verifyEmail: {
    subject: 'Bekreft e-postadressen din',
    intro: 'Velkommen til GolfWallet! Bekreft e-postadressen din for å aktivere kontoen:',
    action: 'Bekreft e-postadressen',
    validity: 'Lenken er gyldig i 24 timer og kan brukes én gang.',
    ignore: 'Hvis du ikke har opprettet en GolfWallet-konto, kan du se bort fra denne e-posten.',
  },
  resetPassword: {
    subject: 'Tilbakestill passordet ditt',
    intro:
      'Vi har mottatt en forespørsel om å tilbakestille passordet til GolfWallet-kontoen din. Velg et nytt passord her:',
    action: 'Velg et nytt passord',
    validity: 'Lenken er gyldig i 1 time og kan brukes én gang.',
    ignore:
      'Hvis du ikke har bedt om et nytt passord, kan du se bort fra denne e-posten. Passordet ditt forblir uendret.',
  },
  devMailbox: {
    title: 'Utviklingspostkasse',
    intro:
      'Ingen SMTP-server er satt opp, så e-post og SMS blir liggende her. De nyeste meldingene står øverst.',
    empty: 'Ingen meldinger ennå.',
    to: 'Til',
    subject: 'Emne',
    channel: 'Kanal',
    status: 'Status',
    created: 'Opprettet',
    links: 'Lenker',
    channels: {
      email: 'E-post',
      sms: 'SMS',
      push: 'Push-varsel',
    },
    statuses: {
      pending: 'Venter',
      sent: 'Sendt',
      failed: 'Mislyktes',
    },
  },
} satisfies Shape<typeof en>;
