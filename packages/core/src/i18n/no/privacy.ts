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
} satisfies Shape<typeof en>;
