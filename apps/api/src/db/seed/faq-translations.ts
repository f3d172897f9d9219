import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { faqCategories, faqItems } from '../schema/index';

/** An Icelandic and a Finnish text. */
export type NordicTexts = { is: string; fi: string };

/** The FAQ category titles in Icelandic and Finnish, by category id (seed/faq.ts). */
export const FAQ_CATEGORY_TRANSLATIONS: Readonly<Record<number, NordicTexts>> = {
  1: { is: 'Að byrja', fi: 'Aloittaminen' },
  2: { is: 'Aðgangur og prófíll', fi: 'Tili ja profiili' },
  3: { is: 'Inneignarmiðar', fi: 'Arvosetelit' },
  4: { is: 'Í klúbbnum', fi: 'Klubilla' },
  5: { is: 'Kaup og greiðsla', fi: 'Ostot ja maksaminen' },
};

/**
 * The FAQ items in Icelandic and Finnish, keyed by the English question of seed/faq.ts (which
 * also finds them in a database seeded before these translations existed).
 */
export const FAQ_ITEM_TRANSLATIONS: Readonly<Record<string, { question: NordicTexts; answer: NordicTexts }>> =
  {
    'What is GolfWallet?': {
      question: { is: 'Hvað er GolfWallet?', fi: 'Mikä GolfWallet on?' },
      answer: {
        is: 'GolfWallet er stafrænt golfveski þitt. Þar geymir þú vallargjaldsmiða, klippikort, gjafabréf, tilboð og bolta fyrir æfingasvæðið frá golfklúbbunum þínum á einum stað, og þú getur innleyst þau, prentað og flutt þau úr símanum eða tölvunni.',
        fi: 'GolfWallet on digitaalinen golflompakkosi. Se kokoaa golfseurojesi greenfee-liput, sarjakortit, lahjakortit, tarjoukset ja rangepallot yhteen paikkaan, ja voit lunastaa, tulostaa ja siirtää niitä puhelimella tai tietokoneella.',
      },
    },
    'Do I have to be a golf club member to use GolfWallet?': {
      question: {
        is: 'Þarf ég að vera í golfklúbbi til að nota GolfWallet?',
        fi: 'Pitääkö minun olla golfseuran jäsen käyttääkseni GolfWalletia?',
      },
      answer: {
        is: 'Nei. Ef þú ert félagi í danska, sænska eða norska golfsambandinu skráir þú þig með félagsnúmerinu þínu og fæðingardegi, svo klúbbarnir þekkja þig strax. Ef þú ert ekki félagi velur þú „Ekki félagi“ og fyllir sjálf(ur) út upplýsingarnar.',
        fi: 'Ei tarvitse. Jos olet Tanskan, Ruotsin tai Norjan golfliiton jäsen, rekisteröidy jäsennumerollasi ja syntymäajallasi, niin seurat tunnistavat sinut heti. Jos et ole jäsen, valitse ”Ei jäsen” ja täytä tietosi itse.',
      },
    },
    'Why do I have to confirm my e-mail address?': {
      question: {
        is: 'Af hverju þarf ég að staðfesta netfangið mitt?',
        fi: 'Miksi minun pitää vahvistaa sähköpostiosoitteeni?',
      },
      answer: {
        is: 'Við sendum kvittanir, flutninga og endurstillingu lykilorðs á netfangið þitt og þurfum því að vita að það sé þitt. Smelltu á hlekkinn í póstinum sem við sendum við nýskráningu. Ef hann barst ekki getur þú beðið um nýjan þegar þú skráir þig inn.',
        fi: 'Lähetämme kuitit, siirrot ja salasanan palautukset sähköpostiisi, joten meidän on tiedettävä, että osoite on sinun. Napsauta linkkiä viestissä, jonka lähetämme rekisteröityessäsi. Jos viesti ei tullut, voit pyytää uuden kirjautuessasi.',
      },
    },
    'How do I change my home club or golf ID?': {
      question: {
        is: 'Hvernig skipti ég um heimaklúbb eða golfauðkenni?',
        fi: 'Miten vaihdan kotiseuraa tai golf-tunnusta?',
      },
      answer: {
        is: 'Opnaðu prófílinn þinn og veldu að skipta um klúbb. Sláðu inn nýja félagsnúmerið og fæðingardaginn; við flettum þeim upp hjá golfsambandinu og uppfærum heimaklúbbinn þinn. Félagsnúmer getur aðeins tilheyrt einum prófíl.',
        fi: 'Avaa profiilisi ja valitse seuran vaihto. Anna uusi jäsennumerosi ja syntymäaikasi; tarkistamme ne golfliitosta ja päivitämme kotiseurasi. Jäsennumero voi kuulua vain yhdelle profiilille.',
      },
    },
    'I have forgotten my password. What do I do?': {
      question: { is: 'Ég hef gleymt lykilorðinu. Hvað geri ég?', fi: 'Unohdin salasanani. Mitä teen?' },
      answer: {
        is: 'Veldu „Gleymt lykilorð“ við innskráningu og sláðu inn netfangið þitt. Þú færð póst með hlekk sem gildir í eina klukkustund, þar sem þú velur nýtt lykilorð með 6 til 30 stöfum.',
        fi: 'Valitse kirjautuessa ”Unohditko salasanan” ja anna sähköpostiosoitteesi. Saat viestin, jossa on tunnin voimassa oleva linkki, ja sen kautta valitset uuden 6–30 merkin salasanan.',
      },
    },
    'What is my PIN code for?': {
      question: { is: 'Til hvers er PIN-númerið mitt?', fi: 'Mihin PIN-koodiani käytetään?' },
      answer: {
        is: 'PIN-númerið sem þú velur við nýskráningu (að minnsta kosti 4 tölustafir) staðfestir að þetta sért þú þegar þú innleysir í klúbbnum. Sumir inneignarmiðar hafa líka sitt eigið PIN-númer, sem þú færð frá klúbbnum eða þeim sem gaf þér inneignarmiðann. Deildu aldrei númerunum þínum.',
        fi: 'Rekisteröityessä valitsemasi PIN-koodi (vähintään 4 numeroa) vahvistaa henkilöllisyytesi, kun lunastat seuralla. Joillakin arvoseteleillä on myös oma PIN-koodi, jonka saat seuralta tai arvosetelin antajalta. Älä koskaan kerro koodejasi muille.',
      },
    },
    'How do I delete my profile?': {
      question: { is: 'Hvernig eyði ég prófílnum mínum?', fi: 'Miten poistan profiilini?' },
      answer: {
        is: 'Veldu „Eyða aðgangi“ neðst á prófílnum þínum og staðfestu. Öll ónotuð punktar og inneignarmiðar glatast, svo notaðu þá eða fluttu fyrst. Prófíl án virkra punkta eða inneignarmiða er eytt sjálfkrafa eftir 24 mánuði án innskráningar.',
        fi: 'Valitse profiilisi alareunasta ”Poista tili” ja vahvista. Kaikki käyttämättömät pisteet ja arvosetelit menetetään, joten käytä tai siirrä ne ensin. Profiili, jolla ei ole voimassa olevia pisteitä tai arvoseteleitä, poistetaan automaattisesti 24 kuukauden kuluttua viimeisestä kirjautumisesta.',
      },
    },
    'How do I print a voucher?': {
      question: { is: 'Hvernig prenta ég inneignarmiða?', fi: 'Miten tulostan arvosetelin?' },
      answer: {
        is: 'Veldu inneignarmiðann á síðunni Inneignarmiðar og ýttu á Prenta. Í fyrsta skiptið samþykkir þú prentreglurnar. Þú færð PDF-skjal til að prenta eða vista. Prentaður inneignarmiði gildir aðeins á pappír: hann hverfur úr appinu og birtist undir flipanum Allir á vefnum.',
        fi: 'Valitse arvoseteli Arvosetelit-sivulta ja paina Tulosta. Ensimmäisellä kerralla hyväksyt tulostussäännöt. Saat PDF-tiedoston tulostettavaksi tai tallennettavaksi. Tulostettu arvoseteli on voimassa vain paperilla: se poistuu sovelluksesta ja näkyy verkkosivuston Kaikki-välilehdellä.',
      },
    },
    'How do I give a voucher to someone else?': {
      question: { is: 'Hvernig gef ég öðrum inneignarmiða?', fi: 'Miten annan arvosetelin toiselle?' },
      answer: {
        is: 'Ýttu á Flytja á inneignarmiðanum, veldu fjölda og sláðu inn netfang eða farsímanúmer viðtakandans, með skilaboðum ef þú vilt. Viðtakandinn fær hlekk og staðfestir með eigin prófíl. Þangað til er inneignarmiðinn læstur, svo hvorki er hægt að nota hann né flytja aftur.',
        fi: 'Paina arvosetelin kohdalla Siirrä, valitse määrä ja anna vastaanottajan sähköpostiosoite tai matkapuhelinnumero sekä halutessasi viesti. Vastaanottaja saa linkin ja vahvistaa siirron omalla profiilillaan. Siihen asti arvoseteli on lukittu, eikä sitä voi käyttää eikä siirtää uudelleen.',
      },
    },
    'I have a paper voucher. How do I add it to the app?': {
      question: {
        is: 'Ég er með inneignarmiða á pappír. Hvernig bæti ég honum í appið?',
        fi: 'Minulla on paperinen arvoseteli. Miten lisään sen sovellukseen?',
      },
      answer: {
        is: 'Veldu „Bæta við inneignarmiða“ og sláðu inn kóðann sem er prentaður á hann, eða skannaðu strikamerkið með myndavélinni. Aðeins er hægt að bæta inneignarmiða við einn prófíl; eftir það virkar pappírsútgáfan ekki lengur.',
        fi: 'Valitse ”Lisää arvoseteli” ja kirjoita arvoseteliin painettu koodi tai skannaa sen viivakoodi kameralla. Arvosetelin voi lisätä vain yhteen profiiliin; sen jälkeen paperinen arvoseteli ei enää kelpaa.',
      },
    },
    'Why can I no longer see a voucher?': {
      question: { is: 'Af hverju sé ég ekki lengur inneignarmiða?', fi: 'Miksi en enää näe arvoseteliä?' },
      answer: {
        is: 'Sjálfgefið sýnir listinn aðeins virka, ónotaða inneignarmiða sem hafa ekki verið prentaðir. Inneignarmiði hverfur þegar hann er uppnotaður, útrunninn, prentaður eða fluttur. Prentaðir inneignarmiðar eru undir flipanum Allir og sagan þín sýnir hvað gerðist.',
        fi: 'Oletuksena luettelossa näkyvät vain voimassa olevat, käyttämättömät arvosetelit, joita ei ole tulostettu. Arvoseteli katoaa, kun se on käytetty loppuun, vanhentunut, tulostettu tai siirretty. Tulostetut arvosetelit ovat Kaikki-välilehdellä, ja historiasta näet, mitä tapahtui.',
      },
    },
    'What do the restrictions on a voucher mean?': {
      question: {
        is: 'Hvað þýða takmarkanirnar á inneignarmiða?',
        fi: 'Mitä arvosetelin rajoitukset tarkoittavat?',
      },
      answer: {
        is: 'Klúbburinn getur takmarkað hvenær inneignarmiði gildir: ákveðna vikudaga eða tíma dags, fjölda notkana á dag eða viku, hlé í nokkrar klukkustundir milli notkana, lokaða daga, áskilið félagsnúmer eða að spila með félaga. Takmarkanirnar sjást á inneignarmiðanum og tímar eru að staðartíma klúbbsins.',
        fi: 'Seura voi rajoittaa arvosetelin voimassaoloa: tietyt viikonpäivät tai kellonajat, käyttökertojen määrä päivässä tai viikossa, muutaman tunnin tauko kahden käytön välillä, suljetut päivät, vaadittu jäsennumero tai pelaaminen jäsenen kanssa. Rajoitukset näkyvät arvosetelissä, ja ajat ovat seuran paikallista aikaa.',
      },
    },
    'How do I redeem a voucher myself at the club?': {
      question: {
        is: 'Hvernig innleysi ég inneignarmiða sjálf(ur) í klúbbnum?',
        fi: 'Miten lunastan arvosetelin itse seuralla?',
      },
      answer: {
        is: 'Inneignarmiða sem merktir eru til sjálfsinnlausnar má innleysa í appinu þegar þú ert innan 500 metra frá klúbbnum. Kveiktu á staðsetningu, opnaðu inneignarmiðann og ýttu á Innleysa. Sýndu skjáinn í klúbbnum ef starfsfólkið biður um það.',
        fi: 'Itse lunastettaviksi merkityt arvosetelit voi lunastaa sovelluksessa, kun olet enintään 500 metrin päässä seurasta. Laita sijainti päälle, avaa arvoseteli ja paina Lunasta. Näytä näyttöä seuralla, jos henkilökunta pyytää.',
      },
    },
    'Why does the app need my location?': {
      question: {
        is: 'Af hverju þarf appið staðsetninguna mína?',
        fi: 'Miksi sovellus tarvitsee sijaintiani?',
      },
      answer: {
        is: 'Staðsetningin þín er notuð til að sýna næsta klúbb og inneignarmiðana þína þar, til að raða eftir fjarlægð og til að staðfesta að þú sért í klúbbnum þegar þú innleysir sjálf(ur) eða ræsir boltavél. Ef þú ert beðin(n) um að kveikja á staðsetningu gerir þú það í stillingum símans.',
        fi: 'Sijaintiasi käytetään lähimmän seuran ja siellä käytettävien arvosetelien näyttämiseen, etäisyyden mukaan lajitteluun sekä sen varmistamiseen, että olet seuralla, kun lunastat itse tai käynnistät pallokoneen. Jos sinua pyydetään ottamaan sijainti käyttöön, tee se puhelimen asetuksista.',
      },
    },
    'How do I get balls at the driving range?': {
      question: { is: 'Hvernig fæ ég bolta á æfingasvæðinu?', fi: 'Miten saan palloja rangella?' },
      answer: {
        is: 'Ef þú ert með boltakort í appinu velur þú það við boltavélina, velur stærð fötunnar og ýtir á Byrja. Hámarksfjöldi fatna á dag getur átt við. Ef engir boltar koma, reyndu aftur eða hafðu samband við klúbbinn; fata telst aðeins notuð þegar vélin hefur skilað henni.',
        fi: 'Jos sovelluksessasi on pallokortti, valitse se pallokoneella, valitse korin koko ja paina Käynnistä. Päivittäisten korien määrä voi olla rajoitettu. Jos palloja ei tule, yritä uudelleen tai ota yhteyttä seuraan; kori lasketaan käytetyksi vasta, kun kone on antanut sen.',
      },
    },
    'How do I pay, and where is my receipt?': {
      question: {
        is: 'Hvernig greiði ég og hvar er kvittunin mín?',
        fi: 'Miten maksan, ja missä kuittini on?',
      },
      answer: {
        is: 'Þú greiðir með korti í gegnum viðurkenndan greiðsluþjón; við geymum aldrei kortanúmerið þitt. Kaupin eru samningur milli þín og klúbbsins og reikningurinn er sendur á netfangið þitt. Inneignarmiðarnir birtast í veskinu þínu um leið og greiðslan hefur gengið í gegn.',
        fi: 'Maksat kortilla hyväksytyn maksupalvelimen kautta; emme koskaan tallenna korttisi numeroa. Osto on sinun ja seuran välinen sopimus, ja lasku lähetetään sähköpostiisi. Arvosetelit näkyvät lompakossasi heti, kun maksu on mennyt läpi.',
      },
    },
    'Can I cancel a purchase?': {
      question: { is: 'Get ég hætt við kaup?', fi: 'Voinko perua oston?' },
      answer: {
        is: 'Þú hefur 14 daga skilarétt, sem fellur niður þegar stafræna varan hefur verið notuð. Hafðu samband við klúbbinn sem þú keyptir af. Ekki er hægt að breyta punktum í reiðufé og ekki er hægt að hætta við eða skipta þjónustu sem keypt er með punktum.',
        fi: 'Sinulla on 14 päivän peruuttamisoikeus, joka päättyy, kun digitaalinen tuote on otettu käyttöön. Ota yhteyttä seuraan, jolta ostit. Pisteitä ei voi vaihtaa rahaksi, eikä pisteillä ostettuja palveluja voi perua tai vaihtaa.',
      },
    },
  };

/**
 * Adds the Icelandic and Finnish FAQ texts to a database seeded before they existed, and is a
 * no-op on one that has them: a category or item gets them only where they are missing (a text
 * changed in the database since is kept), and items are found by their seeded English question.
 * Runs at every start-up, after the seed.
 */
export async function addFaqTranslations(db: DbOrTx): Promise<void> {
  for (const [id, title] of Object.entries(FAQ_CATEGORY_TRANSLATIONS)) {
    await db
      .update(faqCategories)
      .set({ title: sql`${JSON.stringify(title)}::jsonb || ${faqCategories.title}` })
      .where(and(eq(faqCategories.id, Number(id)), sql`not (${faqCategories.title} ?& array['is', 'fi'])`));
  }
  for (const [english, texts] of Object.entries(FAQ_ITEM_TRANSLATIONS)) {
    await db
      .update(faqItems)
      .set({
        question: sql`${JSON.stringify(texts.question)}::jsonb || ${faqItems.question}`,
        answer: sql`${JSON.stringify(texts.answer)}::jsonb || ${faqItems.answer}`,
      })
      .where(
        and(
          sql`${faqItems.question} ->> 'en' = ${english}`,
          sql`not (${faqItems.question} ?& array['is', 'fi'] and ${faqItems.answer} ?& array['is', 'fi'])`,
        ),
      );
  }
}
