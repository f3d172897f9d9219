import type { Shape } from '../shape';
import type en from '../en/pdf';

export default {
  documentTitle: 'GolfWallet-Gutscheine',
  title: 'Gutschein',
  issuedBy: 'Ausgestellt von',
  holder: 'Inhaber',
  validity: 'Gültig',
  validityRange: '{{from}} – {{to}}',
  uses: 'Einlösungen',
  usesLeft: 'noch {{left}} von {{total}}',
  usesUnlimited: 'Unbegrenzt',
  voucherNumber: 'Gutscheinnummer',
  restrictions: 'Einschränkungen',
  noRestrictions: 'Keine Einschränkungen',
  scanHint:
    'Zeigen Sie diese Seite im Club vor; der Code kann vom Papier oder vom Bildschirm gescannt werden.',
  cashWarning:
    'Ein ausgedruckter Gutschein ist wie Bargeld: Jeder, der ihn vorzeigt, kann ihn einlösen. Bewahren Sie ihn sicher auf.',
  printedAt: 'Gedruckt am {{date}}',
  walletDescription: 'GolfWallet-Gutschein',
  walletValue: 'Wert',
  walletNearby: 'Dein Gutschein von {{club}} ist im Club bereit.',
} satisfies Shape<typeof en>;
