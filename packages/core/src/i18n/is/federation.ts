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
  browser: 'Þessi innskráning hófst í öðrum vafra. Byrjaðu hana aftur hér.',
  reauth: 'Innskráning þín hjá golfsambandinu er of gömul. Skráðu þig aftur inn hjá golfsambandinu.',
  subject:
    'Golfsambandið tengir þetta golfauðkenni við aðra manneskju en þá sem það var tengt við, svo þú varst ekki skráð(ur) inn. Hafðu samband við okkur.',
  crossSite:
    'Önnur vefsíða reyndi að hefja þessa innskráningu, svo hún var ekki hafin. Haltu áfram hér ef þú vilt sjálf(ur) skrá þig inn hjá golfsambandinu.',
  continueSignIn: 'Áfram í innskráningu golfsambandsins',
  enterGolfId: 'Sláðu inn golfauðkennið þitt',
  validGolfId: 'Sláðu inn golfauðkennið á forminu 999999-999',
  chooseReplace: 'Veldu golfauðkennið sem á að skipta út',
  profileTitle: 'Golfauðkenni',
  profileIntro:
    'Tengdu golfauðkenni í gegnum golfsambandið þitt: skráðu þig inn þar og golfauðkennið bætist við þennan aðgang.',
  profileCountry: 'Land golfsambandsins þíns',
  profileLink: 'Tengja golfauðkenni',
  profileLinked: 'Golfauðkennið {{golfId}} er nú á aðganginum þínum.',
  profileTaken: 'Þetta golfauðkenni er þegar á aðgangi.',
  tryAgain: 'Til baka í innskráningu',
} satisfies Shape<typeof en>;
