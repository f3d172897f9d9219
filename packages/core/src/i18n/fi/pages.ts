import type { Shape } from '../shape';
import type en from '../en/pages';

export default {
  landing: {
    accountDeleted: 'Tilisi on poistettu.',
    title: 'Golfsetelisi aina taskussa',
    intro:
      'GolfWallet kokoaa golfseurojesi green fee -liput, lahjakortit, kupongit ja rangekorit yhteen paikkaan, verkossa ja sovelluksessa.',
    greeting: 'Tervetuloa, golfaaja {{from}}!',
    greetingAnywhere: 'Tervetuloa, golfaaja!',
    otherSite: 'Oletko {{in}}? Siirry sen maan sivustolle',
    benefitsTitle: 'Miksi GolfWallet?',
    benefits: {
      collect: {
        title: 'Kaikki setelit yhdessä paikassa',
        text: 'Kaikkien seurojesi green fee -liput, lahjakortit ja kupongit kulkevat lompakossasi, joten mikään ei unohdu kotiin.',
      },
      transfer: {
        title: 'Jaa golfkavereille',
        text: 'Lähetä seteli, jota et itse käytä, ystävälle sähköpostilla tai puhelimella muutamassa sekunnissa.',
      },
      redeem: {
        title: 'Käytä seurassa',
        text: 'Näytä seteli sovelluksessa tai tulosta se PDF-tiedostona ja lunasta se, kun ilmoittaudut seurassa.',
      },
      offers: {
        title: 'Tarjouksia seuroiltasi',
        text: 'Saat tarjouksia ja kanta-asiakasetuja seuroilta, joissa pelaat, suoraan lompakkoosi.',
      },
    },
    rangeTitle: 'Harjoittele rangella',
    rangeText: 'Osta pallokoreja ja käynnistä pallokone puhelimellasi. Ei poletteja, ei jonoja.',
    rangeLink: 'Siirry GolfWallet Rangeen',
    appsTitle: 'Lataa sovellus',
    appsText:
      'Lunasta setelit seurassa, tee ostoksia seurojen kaupoissa ja hae rangepalloja GolfWallet-sovelluksella.',
    appStore: 'Lataa App Storesta',
    googlePlay: 'Lataa Google Playsta',
    opensNewWindow: '(avautuu uuteen ikkunaan)',
  },
  contact: {
    title: 'Ota yhteyttä',
    intro: 'Onko sinulla kysyttävää seteleistäsi tai tilistäsi? Asiakastukemme auttaa mielellään.',
    phoneTitle: 'Soita meille',
    phoneText: 'Asiakastuen puhelin (Tanska)',
    emailTitle: 'Kirjoita meille',
    emailText: 'Asiakastuen sähköposti',
    faqText: 'Moniin kysymyksiin löytyy jo vastaus',
    faqLink: 'usein kysytyistä kysymyksistä',
  },
  legal: {
    notAvailable: 'Teksti ei ole juuri nyt saatavilla. Yritä myöhemmin uudelleen.',
    contents: 'Sisältö',
  },
  faq: {
    title: 'Usein kysytyt kysymykset',
    categories: 'Aihealueet',
    questions: 'Kysymykset',
    empty: 'Tässä aihealueessa ei ole vielä kysymyksiä.',
    loadError: 'Kysymyksiä ei voitu ladata. Yritä myöhemmin uudelleen.',
  },
  notFound: {
    title: 'Sivua ei löytynyt',
    text: 'Valitettavasti etsimääsi sivua ei ole olemassa tai se on siirretty.',
    home: 'Etusivu',
    faq: 'Usein kysytyt kysymykset',
    contact: 'Ota yhteyttä',
  },
  drivingRange: {
    redirecting: 'Sinut ohjataan rangen sivustolle…',
    link: 'Jatka rangen sivustolle',
  },
} satisfies Shape<typeof en>;
