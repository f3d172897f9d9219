import type { Shape } from '../shape';
import type en from '../en/pages';

export default {
  landing: {
    accountDeleted: 'Aðganginum þínum hefur verið eytt.',
    title: 'Golfinneignarmiðarnir þínir, alltaf í vasanum',
    intro:
      'GolfWallet safnar vallargjaldsmiðum, gjafakortum, afsláttarmiðum og æfingaboltakörfum frá golfklúbbunum þínum á einn stað, á vefnum og í appinu.',
    greeting: 'Velkomin(n), kylfingur {{from}}!',
    greetingAnywhere: 'Velkomin(n), kylfingur!',
    otherSite: 'Ertu {{in}}? Farðu á vefinn okkar fyrir það land',
    benefitsTitle: 'Af hverju GolfWallet?',
    benefits: {
      collect: {
        title: 'Allir miðar á einum stað',
        text: 'Vallargjöld, gjafakort og afsláttarmiðar frá öllum klúbbunum þínum safnast í veskið, svo ekkert gleymist heima.',
      },
      transfer: {
        title: 'Deildu með golffélögunum',
        text: 'Sendu miða sem þú ætlar ekki að nota sjálf(ur) til vinar með tölvupósti eða síma á nokkrum sekúndum.',
      },
      redeem: {
        title: 'Notaðu hann í klúbbnum',
        text: 'Sýndu miðann í appinu eða prentaðu hann út sem PDF og innleystu hann þegar þú skráir þig inn í klúbbnum.',
      },
      offers: {
        title: 'Tilboð frá klúbbunum þínum',
        text: 'Fáðu tilboð og tryggðarverðlaun frá klúbbunum þar sem þú spilar, beint í veskið.',
      },
    },
    rangeTitle: 'Æfðu á æfingasvæðinu',
    rangeText: 'Keyptu boltakörfur og ræstu boltavélina úr símanum. Engir peningar, engin biðröð.',
    rangeLink: 'Fara á GolfWallet Range',
    appsTitle: 'Sæktu appið',
    appsText:
      'Innleystu miða í klúbbnum, verslaðu í klúbbverslunum og fáðu æfingabolta með GolfWallet-appinu.',
    appStore: 'Sækja í App Store',
    googlePlay: 'Sækja á Google Play',
    opensNewWindow: '(opnast í nýjum glugga)',
  },
  contact: {
    title: 'Hafðu samband',
    intro: 'Spurningar um inneignarmiðana eða aðganginn þinn? Þjónustuverið okkar hjálpar gjarnan.',
    phoneTitle: 'Hringdu í okkur',
    phoneText: 'Þjónustusími (Danmörk)',
    emailTitle: 'Skrifaðu okkur',
    emailText: 'Netfang þjónustuvers',
    faqText: 'Mörg svör er þegar að finna í',
    faqLink: 'algengum spurningum',
  },
  legal: {
    notAvailable: 'Textinn er ekki aðgengilegur í augnablikinu. Reyndu aftur síðar.',
    contents: 'Efni',
  },
  faq: {
    title: 'Algengar spurningar',
    categories: 'Flokkar',
    questions: 'Spurningar',
    empty: 'Engar spurningar eru enn í þessum flokki.',
    loadError: 'Ekki tókst að sækja spurningarnar. Reyndu aftur síðar.',
  },
  notFound: {
    title: 'Síðan fannst ekki',
    text: 'Því miður er síðan sem þú leitar að ekki til eða hefur verið færð.',
    home: 'Forsíða',
    faq: 'Algengar spurningar',
    contact: 'Hafðu samband',
  },
  drivingRange: {
    redirecting: 'Þú ert send(ur) áfram á vef æfingasvæðisins…',
    link: 'Halda áfram á vef æfingasvæðisins',
  },
} satisfies Shape<typeof en>;
