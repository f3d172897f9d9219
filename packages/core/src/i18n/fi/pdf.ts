import type { Shape } from '../shape';
import type en from '../en/pdf';

export default {
  documentTitle: 'GolfWallet-lahjakortit',
  title: 'Lahjakortti',
  issuedBy: 'Myöntäjä',
  holder: 'Haltija',
  validity: 'Voimassa',
  validityRange: '{{from}} – {{to}}',
  uses: 'Käyttökerrat',
  usesLeft: '{{left}}/{{total}} jäljellä',
  usesUnlimited: 'Rajoittamaton',
  voucherNumber: 'Lahjakortin numero',
  restrictions: 'Rajoitukset',
  noRestrictions: 'Ei rajoituksia',
  scanHint: 'Näytä tämä sivu klubilla; koodin voi skannata paperilta tai näytöltä.',
  cashWarning:
    'Tulostettu lahjakortti on kuin käteistä: kuka tahansa sen näyttävä voi käyttää sen, joten säilytä se huolellisesti.',
  printedAt: 'Tulostettu {{date}}',
  walletDescription: 'GolfWallet-arvoseteli',
  walletValue: 'Arvo',
  walletNearby: 'Arvosetelisi seurasta {{club}} on valmiina kentällä.',
} satisfies Shape<typeof en>;
