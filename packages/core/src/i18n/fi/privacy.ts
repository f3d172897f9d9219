import type { Shape } from '../shape';
import type en from '../en/privacy';

export default {
  export: {
    title: 'Tietosi',
    text: 'Lataa kopio kaikesta, mitä GolfWallet säilyttää sinusta: profiili, arvosetelit ja niiden historia, siirrot, tilaukset, pisteet, ilmoitukset, suostumukset ja istunnot. Valmistelemme sen taustalla ja lähetämme sinulle linkin sähköpostitse.',
    button: 'Lataa tietoni',
    requestedTitle: 'Valmistelemme tietojasi',
    requestedText:
      'Saat pian sähköpostin, jossa on latauslinkki, osoitteeseen {{email}}. Linkki toimii kerran ja {{days}} päivän ajan.',
    lastRequest: 'Viimeisin pyyntösi: {{date}}',
  },
  consent: {
    newsletter: 'Vastaanota tietoa sähköpostitse (uutiskirje)',
    clubOffers: 'Vastaanota tarjouksia klubeilta',
    cookieStatistics: 'Tilastointievästeet',
  },
  errors: {
    tooSoon:
      'Tietosuojaselosteemme mukaan tietopyyntö käsitellään vain, jos edellisestä on kulunut yli 6 kuukautta. Viimeisin pyyntösi tehtiin {{date}}; voit pyytää uudelleen {{next}} alkaen.',
    accountBlocked:
      'GolfWallet on estänyt tämän profiilin. Lähetimme sinulle syyn sähköpostitse. Ota yhteyttä tukeen, jos uskot tämän olevan virhe.',
    exportLinkInvalid:
      'Tämä latauslinkki on jo käytetty tai vanhentunut. Voit pyytää tietojasi profiilisivultasi.',
  },
} satisfies Shape<typeof en>;
