import type { Shape } from '../shape';
import type en from '../en/pdf';

export default {
  documentTitle: 'GolfWallet-gjafabréf',
  title: 'Gjafabréf',
  issuedBy: 'Útgefið af',
  holder: 'Handhafi',
  validity: 'Gildir',
  validityRange: '{{from}} – {{to}}',
  uses: 'Notkun',
  usesLeft: '{{left}} af {{total}} eftir',
  usesUnlimited: 'Ótakmarkað',
  voucherNumber: 'Númer gjafabréfs',
  restrictions: 'Takmarkanir',
  noRestrictions: 'Engar takmarkanir',
  scanHint: 'Sýndu þessa síðu í klúbbnum; hægt er að skanna kóðann af pappír eða af skjá.',
  cashWarning:
    'Útprentað gjafabréf jafngildir reiðufé: hver sem sýnir það getur notað það, svo geymdu það vel.',
  printedAt: 'Prentað {{date}}',
  walletDescription: 'GolfWallet-inneign',
  walletValue: 'Virði',
  walletNearby: 'Inneignin þín frá {{club}} er tilbúin í klúbbnum.',
} satisfies Shape<typeof en>;
