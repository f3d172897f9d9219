import type { Shape } from '../shape';
import type en from '../en/pdf';

export default {
  documentTitle: 'GolfWallet-verdikuponger',
  title: 'Verdikupong',
  issuedBy: 'Utstedt av',
  holder: 'Innehaver',
  validity: 'Gyldig',
  validityRange: '{{from}} – {{to}}',
  uses: 'Bruk',
  usesLeft: '{{left}} av {{total}} igjen',
  usesUnlimited: 'Ubegrenset',
  voucherNumber: 'Kupongnummer',
  restrictions: 'Begrensninger',
  noRestrictions: 'Ingen begrensninger',
  scanHint: 'Vis denne siden i klubben; koden kan skannes fra papir eller fra en skjerm.',
  cashWarning:
    'En utskrevet verdikupong er som kontanter: alle som viser den, kan bruke den, så ta godt vare på den.',
  printedAt: 'Skrevet ut {{date}}',
  walletDescription: 'GolfWallet-verdikupong',
  walletValue: 'Verdi',
  walletNearby: 'Verdikupongen din fra {{club}} er klar i klubben.',
} satisfies Shape<typeof en>;
