import type { Shape } from '../shape';
import type en from '../en/federation';

export default {
  devTitle: 'Innskráning golfsambands fyrir þróun',
  devIntro: 'Innskráning hjá {{union}} til prófunar. Prófunarmeðlimir og lykilorð þeirra eru í README.',
  memberNumber: 'Félagsnúmer',
  password: 'Lykilorð',
  signIn: 'Skrá inn',
  wrongCredentials: 'Rangt félagsnúmer eða lykilorð.',
  consentTitle: 'Deila upplýsingum þínum með GolfWallet?',
  consentText: 'GolfWallet biður {{union}} um nafn þitt, fæðingardag, netfang, klúbb og golfauðkenni.',
  allow: 'Leyfa',
  refuse: 'Hafna',
  signedInAs: 'Innskráð(ur) sem {{name}} ({{memberNumber}})',
  interactionExpired: 'Þessi innskráning er útrunnin. Byrjaðu aftur í GolfWallet.',
  resultTitle: 'Skrá inn með golfsambandi',
  denied: 'Þú hafnaðir því að deila upplýsingum þínum og varst því ekki skráð(ur) inn.',
  expired: 'Innskráningin er útrunnin eða þegar notuð. Byrjaðu aftur.',
  country: 'Svarið kom frá golfsambandi annars lands. Byrjaðu aftur.',
  failed: 'Innskráning hjá golfsambandinu mistókst. Reyndu aftur síðar.',
  callback: 'Aðeins eigin til baka síða GolfWallet er leyfð.',
  unavailable: 'Innskráning í gegnum golfsamband þessa lands er ekki í boði.',
  enterGolfId: 'Sláðu inn golfauðkennið þitt',
  validGolfId: 'Sláðu inn golfauðkennið á forminu 999999-999',
  chooseReplace: 'Veldu golfauðkennið sem á að skipta út',
  tryAgain: 'Til baka í innskráningu',
} satisfies Shape<typeof en>;
