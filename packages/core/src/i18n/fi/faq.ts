import type { Shape } from '../shape';
import type en from '../en/faq';

export default {
  title: 'Apua seteleihin',
  intro:
    'GolfWalletin seteli antaa sinulle jotain golfseurassa: kierroksen, alennuksen tai korillisen rangepalloja. Näin luet sen.',
  valuesTitle: 'Arvoasetukset',
  valuesIntro: 'Setelin arvo kertoo, mitä maksat, kun käytät sen.',
  values: {
    free: {
      title: 'Ilmainen',
      text: 'Et maksa mitään. Seteli kattaa koko hinnan, ja se on merkitty ilmaiseksi.',
    },
    setPrice: {
      title: 'Maksettava summa',
      text: 'Maksat setelissä näkyvän kiinteän summan, esimerkiksi 200,-, normaalihinnasta riippumatta.',
    },
    percentOff: {
      title: 'Prosenttialennus',
      text: 'Normaalihintaa alennetaan näytetyllä prosentilla, esimerkiksi -20%.',
    },
    amountOff: {
      title: 'Summa-alennus',
      text: 'Normaalihintaa alennetaan näytetyllä summalla, esimerkiksi -100,-.',
    },
  },
  typesTitle: 'Setelityypit',
  typesIntro: 'Tyyppi kertoo, miksi sinulla on seteli.',
  types: {
    normal: {
      title: 'Tavallinen',
      text: 'Golfseuran seteli: ostettu seuran kaupasta, saatu lahjaksi tai seuran sinulle antama.',
    },
    offer: {
      title: 'Tarjous',
      text: 'Seuran erikoistarjous. Se on voimassa vain rajoitetun ajan, joten tarkista päivämäärät.',
    },
    loyalty: {
      title: 'Kanta-asiakas',
      text: 'Palkinto, jonka sait, koska maksoit green feen kyseisessä seurassa. Sitä voi käyttää samassa seurassa.',
    },
  },
  useTitle: 'Näin käytät setelin',
  useText:
    'Tarkista setelin päivämäärät, viikonpäivät ja kellonajat ennen pelaamista. Näytä se seurassa tai lunasta se itse sovelluksessa, kun olet seurassa. Jokainen käyttökerta lasketaan, ja seteli näyttää, montako käyttökertaa on jäljellä.',
  printTitle: 'Tulostetut setelit',
  printText:
    'Seteli, jonka tulostat verkossa PDF-tiedostoksi, ei enää näy sovelluksessa, joten sitä ei voi käyttää kahdesti.',
  contactText: 'Onko sinulla vielä kysyttävää? Kirjoita meille osoitteeseen {{email}}.',
} satisfies Shape<typeof en>;
