import type { Shape } from '../shape';
import type en from '../en/faq';

export default {
  title: 'Hjálp með inneignarmiða',
  intro:
    'Inneignarmiði í GolfWallet gefur þér eitthvað í golfklúbbi: hring, afslátt eða körfu af æfingaboltum. Svona lestu hann.',
  valuesTitle: 'Verðgildisstillingar',
  valuesIntro: 'Verðgildið á miðanum segir hvað þú borgar þegar þú notar hann.',
  values: {
    free: {
      title: 'Ókeypis',
      text: 'Þú borgar ekkert. Miðinn dekkar allt verðið og er merktur sem ókeypis.',
    },
    setPrice: {
      title: 'Upphæð til greiðslu',
      text: 'Þú borgar föstu upphæðina sem stendur á miðanum, til dæmis 200,-, óháð venjulegu verði.',
    },
    percentOff: {
      title: 'Prósentuafsláttur',
      text: 'Venjulega verðið lækkar um prósentuna sem sýnd er, til dæmis -20%.',
    },
    amountOff: {
      title: 'Upphæð í afslátt',
      text: 'Venjulega verðið lækkar um upphæðina sem sýnd er, til dæmis -100,-.',
    },
  },
  typesTitle: 'Tegundir miða',
  typesIntro: 'Tegundin segir hvers vegna þú átt miðann.',
  types: {
    normal: {
      title: 'Venjulegur',
      text: 'Miði frá golfklúbbi: keyptur í verslun klúbbsins, fenginn að gjöf eða gefinn þér af klúbbnum.',
    },
    offer: {
      title: 'Tilboð',
      text: 'Sértilboð frá klúbbi. Það gildir aðeins í takmarkaðan tíma, svo athugaðu dagsetningarnar.',
    },
    loyalty: {
      title: 'Tryggð',
      text: 'Verðlaun sem þú fékkst af því að þú greiddir vallargjald í þeim klúbbi. Þau gilda í sama klúbbi.',
    },
  },
  useTitle: 'Svona notarðu miða',
  useText:
    'Athugaðu dagsetningar, vikudaga og tíma á miðanum áður en þú spilar. Sýndu hann í klúbbnum eða innleystu hann sjálf(ur) í appinu þegar þú ert í klúbbnum. Hver notkun er talin og miðinn sýnir hve mörg skipti eru eftir.',
  printTitle: 'Útprentaðir miðar',
  printText:
    'Miði sem þú prentar út sem PDF á vefnum birtist ekki lengur í appinu, svo ekki er hægt að nota hann tvisvar.',
  contactText: 'Ertu enn með spurningu? Skrifaðu okkur á {{email}}.',
} satisfies Shape<typeof en>;
