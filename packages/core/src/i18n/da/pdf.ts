import type { Shape } from '../shape';
import type en from '../en/pdf';

export default {
  documentTitle: 'GolfWallet-værdibeviser',
  title: 'Værdibevis',
  issuedBy: 'Udstedt af',
  holder: 'Indehaver',
  validity: 'Gyldig',
  validityRange: '{{from}} – {{to}}',
  uses: 'Anvendelser',
  usesLeft: '{{left}} af {{total}} tilbage',
  usesUnlimited: 'Ubegrænset',
  voucherNumber: 'Værdibevisnummer',
  restrictions: 'Begrænsninger',
  noRestrictions: 'Ingen begrænsninger',
  scanHint: 'Vis denne side i klubben; koden kan scannes fra papir eller fra en skærm.',
  cashWarning:
    'Et udskrevet værdibevis svarer til kontanter: alle, der viser det, kan bruge det, så pas godt på det.',
  printedAt: 'Udskrevet {{date}}',
  walletDescription: 'GolfWallet-værdibevis',
  walletValue: 'Værdi',
  walletNearby: 'Dit værdibevis fra {{club}} er klar i klubben.',
} satisfies Shape<typeof en>;
