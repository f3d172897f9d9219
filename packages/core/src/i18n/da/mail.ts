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
  privacy: {
    greeting: 'Hej {{name}},',
    signoff: 'Venlig hilsen',
    team: 'GolfWallet',
    exportReady: {
      subject: 'Dine data fra GolfWallet er klar',
      intro:
        'Kopien af dine data, som du bad om, er klar. Det er en zip-fil med dine data som JSON og en kort forklaring.',
      action: 'Download mine data',
      validity: 'Linket virker én gang og i {{days}} dage.',
      ignore: 'Hvis du ikke har bedt om dine data, så kontakt os straks.',
    },
    blocked: {
      subject: 'Din GolfWallet-profil er blokeret',
      intro:
        'Vi har blokeret din GolfWallet-profil, som vores privatlivspolitik giver mulighed for ved krænkende indhold eller misbrug. Du er logget ud og kan ikke logge ind, så længe blokeringen varer.',
      reason: 'Begrundelse: {{reason}}',
      contact: 'Er du uenig, så svar på denne e-mail.',
    },
    unblocked: {
      subject: 'Din GolfWallet-profil er åben igen',
      intro: 'Vi har ophævet blokeringen af din GolfWallet-profil. Du kan logge ind igen.',
    },
    deleted: {
      subject: 'Din GolfWallet-profil er slettet',
      intro:
        'Vi har slettet din GolfWallet-profil og de personoplysninger, den indeholdt, som vores privatlivspolitik giver mulighed for ved krænkende indhold eller misbrug. Ubrugte point og værdibeviser er tabt.',
      reason: 'Begrundelse: {{reason}}',
    },
    inactivity: {
      subject: 'Din GolfWallet-profil bliver slettet',
      intro:
        'Du har ikke logget ind på GolfWallet i 24 måneder og har ingen aktive point eller værdibeviser. Som vores privatlivspolitik siger, bliver din profil slettet den {{date}}.',
      action: 'Log ind og behold min profil',
      keep: 'Logger du ind inden da, beholder du din profil.',
    },
  },
  exportReadme: {
    title: 'Dine data fra GolfWallet',
    intro:
      'Dette arkiv indeholder alt, hvad GolfWallet havde om dig den {{date}}, som du bad om efter GDPR (retten til indsigt).',
    files: 'data.json indeholder dataene, én sektion pr. slags:',
    sections: {
      profile: 'din profil, dit medlemskab af en golfunion og dine golf-id’er',
      vouchers: 'dine værdibeviser med deres historik og indløsninger',
      transfers: 'værdibeviser, du har sendt og modtaget',
      orders:
        'dine ordrer og betalinger (kun korttoken, korttype og de sidste fire cifre), gemte kort og kurv',
      wallet: 'point og boldpenge som en kontobog',
      notifications: 'din indbakke og dine notifikationsindstillinger',
      consents: 'hvert svar på et samtykke med tidspunkt og tekstversion',
      sessions: 'hvor og hvornår du var logget ind (ingen hemmeligheder)',
      other: 'feedback, boldautomat-udleveringer, anmodninger om data, handlinger på din konto',
    },
    times: 'Tidspunkter er i UTC (ISO 8601); beløb i øre.',
  },
  creditNote: {
    subject: 'Kreditnota {{number}} fra {{club}} (ordre {{id}})',
    intro: 'Din fortrydelse af ordre {{id}} hos {{club}} er registreret. Kreditnotaen er vedhæftet som PDF.',
    title: 'Kreditnota',
    number: 'Kreditnotanummer',
    orderRef: 'Kreditering af ordrenummer',
    total: 'Krediteret i alt',
    refundedTo: 'Tilbagebetalt til',
    refundCard: 'Kort {{brand}} •••• {{last4}}',
    refundCardUnknown: 'Det kort, der betalte',
    refundBallMoney: 'Dine boldpenge',
    refundPoints: 'Dine point',
    pointsReversed: {
      one: 'Optjente point fra købet trukket tilbage: {{count}}',
      other: 'Optjente point fra købet trukket tilbage: {{count}}',
    },
    note: 'Denne kreditnota annullerer ovenstående beløb på kvitteringen for ordre {{id}}.',
    cardDelay: 'En tilbagebetaling til kort kan tage nogle bankdage, før den ses på din konto.',
    filename: 'kreditnota-{{number}}.pdf',
  },
} satisfies Shape<typeof en>;
