import type { Shape } from '../shape';
import type en from '../en/privacy';

export default {
  export: {
    title: 'Dine data',
    text: 'Last ned en kopi av alt GolfWallet har om deg: profil, kuponger og historikken deres, overføringer, bestillinger, poeng, varsler, samtykker og økter. Vi gjør den klar i bakgrunnen og sender deg en lenke på e-post.',
    button: 'Last ned mine data',
    requestedTitle: 'Vi gjør dataene dine klare',
    requestedText:
      'Du får snart en e-post med en nedlastingslenke til {{email}}. Lenken virker én gang og i {{days}} dager.',
    lastRequest: 'Din siste forespørsel: {{date}}',
  },
  consent: {
    newsletter: 'Motta informasjon på e-post (nyhetsbrev)',
    clubOffers: 'Motta tilbud fra klubber',
    cookieStatistics: 'Informasjonskapsler for statistikk',
  },
  errors: {
    tooSoon:
      'Etter vår personvernerklæring behandles en forespørsel om innsyn bare hvis det har gått mer enn 6 måneder siden den forrige. Din siste forespørsel ble gjort {{date}}; du kan spørre igjen fra {{next}}.',
    accountBlocked:
      'Denne profilen er sperret av GolfWallet. Vi har sendt deg begrunnelsen på e-post. Kontakt kundestøtte hvis du mener det er en feil.',
    exportLinkInvalid:
      'Denne nedlastingslenken er allerede brukt eller utløpt. Du kan be om dataene dine på profilsiden.',
  },
  mail: {
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
  readme: {
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
} satisfies Shape<typeof en>;
