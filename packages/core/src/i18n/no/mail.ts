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
  privacy: {
    greeting: 'Hei {{name}},',
    signoff: 'Vennlig hilsen',
    team: 'GolfWallet',
    exportReady: {
      subject: 'Dataene dine fra GolfWallet er klare',
      intro:
        'Kopien av dataene dine som du ba om, er klar. Det er en zip-fil med dataene som JSON og en kort forklaring.',
      action: 'Last ned mine data',
      validity: 'Lenken virker én gang og i {{days}} dager.',
      ignore: 'Hvis du ikke ba om dataene dine, ta kontakt med oss med en gang.',
    },
    blocked: {
      subject: 'GolfWallet-profilen din er sperret',
      intro:
        'Vi har sperret GolfWallet-profilen din, slik personvernerklæringen vår tillater ved krenkende innhold eller misbruk. Du er logget ut og kan ikke logge inn så lenge sperringen varer.',
      reason: 'Begrunnelse: {{reason}}',
      contact: 'Er du uenig, svar på denne e-posten.',
    },
    unblocked: {
      subject: 'GolfWallet-profilen din er åpen igjen',
      intro: 'Vi har opphevet sperringen av GolfWallet-profilen din. Du kan logge inn igjen.',
    },
    deleted: {
      subject: 'GolfWallet-profilen din er slettet',
      intro:
        'Vi har slettet GolfWallet-profilen din og personopplysningene den inneholdt, slik personvernerklæringen vår tillater ved krenkende innhold eller misbruk. Ubrukte poeng og kuponger er tapt.',
      reason: 'Begrunnelse: {{reason}}',
    },
    inactivity: {
      subject: 'GolfWallet-profilen din blir slettet',
      intro:
        'Du har ikke logget inn på GolfWallet på 24 måneder og har ingen aktive poeng eller kuponger. Som personvernerklæringen vår sier, blir profilen din slettet {{date}}.',
      action: 'Logg inn og behold profilen',
      keep: 'Logger du inn før det, beholder du profilen.',
    },
  },
  exportReadme: {
    title: 'Dataene dine fra GolfWallet',
    intro:
      'Dette arkivet inneholder alt GolfWallet hadde om deg {{date}}, som du ba om etter GDPR (retten til innsyn).',
    files: 'data.json inneholder dataene, én del per slag:',
    sections: {
      profile: 'profilen din, medlemskapet i golfforbundet og golf-ID-ene dine',
      vouchers: 'kupongene dine med historikk og innløsninger',
      transfers: 'kuponger du har sendt og mottatt',
      orders:
        'bestillinger og betalinger (bare korttoken, korttype og de fire siste sifrene), lagrede kort og handlekurv',
      wallet: 'poeng og ballpenger som en kontobok',
      notifications: 'innboksen og varslingsinnstillingene dine',
      consents: 'hvert svar på et samtykke med tidspunkt og tekstversjon',
      sessions: 'hvor og når du var logget inn (ingen hemmeligheter)',
      other: 'tilbakemeldinger, ballautomat-utleveringer, forespørsler om data, handlinger på kontoen din',
    },
    times: 'Tidspunkter er i UTC (ISO 8601); beløp i øre.',
  },
  creditNote: {
    subject: 'Kreditnota {{number}} fra {{club}} (ordre {{id}})',
    intro: 'Angringen av ordre {{id}} hos {{club}} er registrert. Kreditnotaen er vedlagt som PDF.',
    title: 'Kreditnota',
    number: 'Kreditnotanummer',
    orderRef: 'Kreditering av ordrenummer',
    total: 'Kreditert totalt',
    refundedTo: 'Tilbakebetalt til',
    refundCard: 'Kort {{brand}} •••• {{last4}}',
    refundCardUnknown: 'Kortet som betalte',
    refundBallMoney: 'Ballpengene dine',
    refundPoints: 'Poengene dine',
    pointsReversed: {
      one: 'Opptjente poeng fra kjøpet trukket tilbake: {{count}}',
      other: 'Opptjente poeng fra kjøpet trukket tilbake: {{count}}',
    },
    note: 'Denne kreditnotaen annullerer beløpene over på kvitteringen for ordre {{id}}.',
    cardDelay: 'En tilbakebetaling til kort kan ta noen bankdager før den vises på kontoen din.',
    filename: 'kreditnota-{{number}}.pdf',
  },
} satisfies Shape<typeof en>;
