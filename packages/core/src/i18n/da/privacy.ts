import type { Shape } from '../shape';
import type en from '../en/privacy';

export default {
  export: {
    title: 'Dine data',
    text: 'Download en kopi af alt, hvad GolfWallet har om dig: profil, værdibeviser og deres historik, overførsler, ordrer, point, notifikationer, samtykker og sessioner. Vi gør den klar i baggrunden og sender dig et link på e-mail.',
    button: 'Download mine data',
    requestedTitle: 'Vi gør dine data klar',
    requestedText:
      'Du modtager snart en e-mail med et downloadlink på {{email}}. Linket virker én gang og i {{days}} dage.',
    lastRequest: 'Din seneste anmodning: {{date}}',
  },
  consent: {
    newsletter: 'Modtag information på e-mail (nyhedsbrev)',
    clubOffers: 'Modtag tilbud fra klubber',
    cookieStatistics: 'Cookies til statistik',
  },
  errors: {
    tooSoon:
      'Ifølge vores privatlivspolitik behandles en anmodning om indsigt kun, hvis der er gået mere end 6 måneder siden den seneste. Din seneste anmodning blev gjort den {{date}}; du kan spørge igen fra {{next}}.',
    accountBlocked:
      'Denne profil er blokeret af GolfWallet. Vi har sendt dig begrundelsen på e-mail. Kontakt support, hvis du mener, det er en fejl.',
    exportLinkInvalid:
      'Dette downloadlink er allerede brugt eller udløbet. Du kan bede om dine data på din profilside.',
  },
  mail: {
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
  readme: {
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
} satisfies Shape<typeof en>;
