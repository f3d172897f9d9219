import type { Shape } from '../shape';
import type en from '../en/mail';

export default {
  greeting: 'Hei {{name}},',
  signoff: 'Ystävällisin terveisin',
  team: 'GolfWallet-tiimi',
  verifyEmail: {
    subject: 'Vahvista sähköpostiosoitteesi',
    intro: 'Tervetuloa GolfWalletiin! Vahvista sähköpostiosoitteesi, niin tilisi aktivoituu:',
    action: 'Vahvista sähköpostiosoite',
    validity: 'Linkki on voimassa 24 tuntia, ja sitä voi käyttää kerran.',
    ignore: 'Jos et luonut GolfWallet-tiliä, voit jättää tämän viestin huomiotta.',
  },
  resetPassword: {
    subject: 'Vaihda salasanasi',
    intro: 'Saimme pyynnön GolfWallet-tilisi salasanan vaihtamisesta. Valitse uusi salasana tästä:',
    action: 'Valitse uusi salasana',
    validity: 'Linkki on voimassa 1 tunnin, ja sitä voi käyttää kerran.',
    ignore:
      'Jos et pyytänyt uutta salasanaa, voit jättää tämän viestin huomiotta. Salasanasi pysyy ennallaan.',
  },
  devMailbox: {
    title: 'Kehityspostilaatikko',
    intro:
      'SMTP-palvelinta ei ole määritetty, joten sähköpostit ja tekstiviestit jäävät tänne. Uusimmat viestit näkyvät ensin.',
    empty: 'Ei vielä viestejä.',
    to: 'Vastaanottaja',
    subject: 'Aihe',
    channel: 'Kanava',
    status: 'Tila',
    created: 'Luotu',
    links: 'Linkit',
    channels: {
      email: 'Sähköposti',
      sms: 'Tekstiviesti',
      push: 'Push-ilmoitus',
    },
    statuses: {
      pending: 'Odottaa',
      sent: 'Lähetetty',
      failed: 'Epäonnistui',
    },
  },
  privacy: {
    greeting: 'Hei {{name}},',
    signoff: 'Ystävällisin terveisin',
    team: 'GolfWallet',
    exportReady: {
      subject: 'GolfWallet-tietosi ovat valmiina',
      intro:
        'Pyytämäsi kopio tiedoistasi on valmis. Se on zip-tiedosto, jossa tietosi ovat JSON-muodossa, sekä lyhyt selitys.',
      action: 'Lataa tietoni',
      validity: 'Linkki toimii kerran ja {{days}} päivän ajan.',
      ignore: 'Jos et pyytänyt tietojasi, ota heti yhteyttä meihin.',
    },
    blocked: {
      subject: 'GolfWallet-profiilisi on estetty',
      intro:
        'Olemme estäneet GolfWallet-profiilisi, kuten tietosuojaselosteemme sallii loukkaavan sisällön tai väärinkäytön vuoksi. Sinut on kirjattu ulos, etkä voi kirjautua sisään eston aikana.',
      reason: 'Syy: {{reason}}',
      contact: 'Jos olet eri mieltä, vastaa tähän sähköpostiin.',
    },
    unblocked: {
      subject: 'GolfWallet-profiilisi on taas avoinna',
      intro: 'Olemme poistaneet GolfWallet-profiilisi eston. Voit kirjautua taas sisään.',
    },
    deleted: {
      subject: 'GolfWallet-profiilisi on poistettu',
      intro:
        'Olemme poistaneet GolfWallet-profiilisi ja sen sisältämät henkilötiedot, kuten tietosuojaselosteemme sallii loukkaavan sisällön tai väärinkäytön vuoksi. Käyttämättömät pisteet ja arvosetelit menetetään.',
      reason: 'Syy: {{reason}}',
    },
    inactivity: {
      subject: 'GolfWallet-profiilisi poistetaan',
      intro:
        'Et ole kirjautunut GolfWalletiin 24 kuukauteen, eikä sinulla ole voimassa olevia pisteitä tai arvoseteleitä. Tietosuojaselosteemme mukaisesti profiilisi poistetaan {{date}}.',
      action: 'Kirjaudu ja säilytä profiilini',
      keep: 'Jos kirjaudut sisään ennen sitä, profiilisi säilyy.',
    },
  },
  exportReadme: {
    title: 'Tietosi GolfWalletista',
    intro:
      'Tämä arkisto sisältää kaiken, mitä GolfWallet säilytti sinusta {{date}}, kuten pyysit GDPR:n mukaisesti (oikeus saada pääsy tietoihin).',
    files: 'data.json sisältää tiedot, yksi osio kutakin lajia kohden:',
    sections: {
      profile: 'profiilisi, golfliiton jäsenyytesi ja golf-tunnuksesi',
      vouchers: 'arvosetelisi historioineen ja lunastuksineen',
      transfers: 'lähettämäsi ja vastaanottamasi arvosetelit',
      orders:
        'tilaukset ja maksut (vain korttitunniste, korttityyppi ja neljä viimeistä numeroa), tallennetut kortit ja ostoskori',
      wallet: 'pisteet ja pallorahat tilikirjana',
      notifications: 'saapuneet ilmoitukset ja ilmoitusasetukset',
      consents: 'jokainen suostumusvastaus aikoineen ja tekstiversioineen',
      sessions: 'missä ja milloin olit kirjautuneena (ei salaisuuksia)',
      other: 'palaute, pallokoneen annostelut, tietopyynnöt, tiliisi kohdistuneet toimet',
    },
    times: 'Ajat ovat UTC-aikaa (ISO 8601); summat senteissä.',
  },
  creditNote: {
    subject: 'Hyvityslasku {{number}}: {{club}} (tilaus {{id}})',
    intro: 'Tilauksen {{id}} peruutus ({{club}}) on kirjattu. Hyvityslasku on liitteenä PDF-tiedostona.',
    title: 'Hyvityslasku',
    number: 'Hyvityslaskun numero',
    orderRef: 'Hyvitys tilausnumerolle',
    total: 'Hyvitetty yhteensä',
    refundedTo: 'Palautettu',
    refundCard: 'Kortille {{brand}} •••• {{last4}}',
    refundCardUnknown: 'Maksaneelle kortille',
    refundBallMoney: 'Pallorahoihisi',
    refundPoints: 'Pisteisiisi',
    pointsReversed: {
      one: 'Ostosta ansaitut pisteet peruttu: {{count}}',
      other: 'Ostosta ansaitut pisteet peruttu: {{count}}',
    },
    note: 'Tämä hyvityslasku mitätöi yllä olevat summat tilauksen {{id}} kuitista.',
    cardDelay: 'Korttipalautus voi näkyä tililläsi vasta muutaman pankkipäivän kuluttua.',
    filename: 'hyvityslasku-{{number}}.pdf',
  },
} satisfies Shape<typeof en>;
