import type { Shape } from '../shape';
import type en from '../en/federation';

export default {
  devTitle: 'Golfliiton kirjautuminen kehitystä varten',
  devIntro:
    '{{union}}-kirjautuminen testausta varten. Testijäsenet ja heidän salasanansa ovat README-tiedostossa.',
  memberNumber: 'Jäsennumero',
  password: 'Salasana',
  signIn: 'Kirjaudu',
  wrongCredentials: 'Väärä jäsennumero tai salasana.',
  consentTitle: 'Jaetaanko tietosi GolfWalletille?',
  consentText:
    'GolfWallet pyytää liitolta {{union}} nimesi, syntymäaikasi, sähköpostisi, seurasi ja golf-tunnuksesi.',
  allow: 'Salli',
  refuse: 'Kieltäydy',
  signedInAs: 'Kirjautunut: {{name}} ({{memberNumber}})',
  interactionExpired: 'Tämä kirjautuminen on vanhentunut. Aloita uudelleen GolfWalletista.',
  resultTitle: 'Kirjaudu golfliiton kautta',
  denied: 'Kieltäydyit jakamasta tietojasi, joten sinua ei kirjattu sisään.',
  expired: 'Kirjautuminen on vanhentunut tai jo käytetty. Aloita uudelleen.',
  country: 'Vastaus tuli toisen maan golfliitolta. Aloita uudelleen.',
  failed: 'Kirjautuminen golfliitossa epäonnistui. Yritä myöhemmin uudelleen.',
  callback: 'Vain GolfWalletin oma paluusivu on sallittu.',
  unavailable: 'Kirjautuminen tämän maan golfliiton kautta ei ole käytettävissä.',
  browser: 'Tämä kirjautuminen aloitettiin toisessa selaimessa. Aloita se uudelleen tässä.',
  reauth: 'Kirjautumisesi golfliitossa on liian vanha. Kirjaudu uudelleen golfliittosi kautta.',
  subject:
    'Golfliitto tuntee tämän golf-ID:n eri henkilön nimissä kuin sen, johon se liitettiin, joten sinua ei kirjattu sisään. Ota yhteyttä meihin.',
  crossSite:
    'Toinen verkkosivusto yritti aloittaa tämän kirjautumisen, joten sitä ei aloitettu. Jatka tästä, jos haluat itse kirjautua golfliittosi kautta.',
  continueSignIn: 'Jatka golfliiton kirjautumiseen',
  enterGolfId: 'Anna golf-ID:si',
  validGolfId: 'Anna golf-ID muodossa 999999-999',
  chooseReplace: 'Valitse korvattava golf-ID',
  profileTitle: 'Golf-tunnukset',
  profileIntro:
    'Liitä golf-tunnus golfliittosi kautta: kirjaudu sisään siellä, niin golf-tunnus lisätään tähän tiliin.',
  profileCountry: 'Golfliittosi maa',
  profileLink: 'Liitä golf-tunnus',
  profileLinked: 'Golf-tunnus {{golfId}} on nyt tililläsi.',
  profileTaken: 'Tämä golf-tunnus on jo tilillä.',
  tryAgain: 'Takaisin kirjautumiseen',
} satisfies Shape<typeof en>;
