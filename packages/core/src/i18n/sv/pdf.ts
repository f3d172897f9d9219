import type { Shape } from '../shape';
import type en from '../en/pdf';

export default {
  documentTitle: 'GolfWallet-värdebevis',
  title: 'Värdebevis',
  issuedBy: 'Utfärdat av',
  holder: 'Innehavare',
  validity: 'Giltigt',
  validityRange: '{{from}} – {{to}}',
  uses: 'Användningar',
  usesLeft: '{{left}} av {{total}} kvar',
  usesUnlimited: 'Obegränsat',
  voucherNumber: 'Värdebevisnummer',
  restrictions: 'Begränsningar',
  noRestrictions: 'Inga begränsningar',
  scanHint: 'Visa den här sidan på klubben; koden kan skannas från papper eller från en skärm.',
  cashWarning:
    'Ett utskrivet värdebevis fungerar som kontanter: den som visar upp det kan använda det, så förvara det väl.',
  printedAt: 'Utskrivet {{date}}',
  walletDescription: 'GolfWallet-värdebevis',
  walletValue: 'Värde',
  walletNearby: 'Ditt värdebevis från {{club}} är redo på klubben.',
} satisfies Shape<typeof en>;
