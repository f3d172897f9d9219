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
} satisfies Shape<typeof en>;
