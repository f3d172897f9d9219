import type { Shape } from '../shape';
import type en from '../en/mail';

export default {
  greeting: 'Hæ {{name}},',
  signoff: 'Með kveðju,',
  team: 'GolfWallet-teymið',
  verifyEmail: {
    subject: 'Staðfestu netfangið þitt',
    intro: 'Velkomin(n) í GolfWallet! Staðfestu netfangið þitt til að virkja aðganginn þinn:',
    action: 'Staðfesta netfang',
    validity: 'Tengillinn gildir í 24 klukkustundir og aðeins er hægt að nota hann einu sinni.',
    ignore: 'Ef þú stofnaðir ekki GolfWallet-aðgang getur þú hunsað þennan tölvupóst.',
  },
  resetPassword: {
    subject: 'Endurstilltu lykilorðið þitt',
    intro:
      'Við fengum beiðni um að endurstilla lykilorðið að GolfWallet-aðganginum þínum. Veldu nýtt lykilorð hér:',
    action: 'Velja nýtt lykilorð',
    validity: 'Tengillinn gildir í 1 klukkustund og aðeins er hægt að nota hann einu sinni.',
    ignore:
      'Ef þú baðst ekki um nýtt lykilorð getur þú hunsað þennan tölvupóst. Lykilorðið þitt helst óbreytt.',
  },
  devMailbox: {
    title: 'Þróunarpósthólf',
    intro:
      'Enginn SMTP-þjónn er stilltur, svo tölvupóstur og SMS-skilaboð verða eftir hér. Nýjustu skilaboðin eru efst.',
    empty: 'Engin skilaboð enn.',
    to: 'Til',
    subject: 'Efni',
    channel: 'Rás',
    status: 'Staða',
    created: 'Búið til',
    links: 'Tenglar',
    channels: {
      email: 'Tölvupóstur',
      sms: 'SMS',
      push: 'Tilkynning',
    },
    statuses: {
      pending: 'Bíður',
      sent: 'Sent',
      failed: 'Mistókst',
    },
  },
  privacy: {
    greeting: 'Halló {{name}},',
    signoff: 'Bestu kveðjur,',
    team: 'GolfWallet',
    exportReady: {
      subject: 'Gögnin þín frá GolfWallet eru tilbúin',
      intro:
        'Afritið af gögnunum þínum sem þú baðst um er tilbúið. Það er zip-skrá með gögnunum sem JSON og stuttri skýringu.',
      action: 'Sækja gögnin mín',
      validity: 'Tengillinn virkar einu sinni og í {{days}} daga.',
      ignore: 'Ef þú baðst ekki um gögnin þín, hafðu strax samband við okkur.',
    },
    blocked: {
      subject: 'GolfWallet-prófílnum þínum hefur verið lokað',
      intro:
        'Við höfum lokað GolfWallet-prófílnum þínum, eins og persónuverndarstefna okkar leyfir vegna meiðandi efnis eða misnotkunar. Þú hefur verið skráð(ur) út og getur ekki skráð þig inn meðan lokunin varir.',
      reason: 'Ástæða: {{reason}}',
      contact: 'Ef þú ert ósammála, svaraðu þessum tölvupósti.',
    },
    unblocked: {
      subject: 'GolfWallet-prófíllinn þinn er opinn aftur',
      intro: 'Við höfum aflétt lokun GolfWallet-prófílsins þíns. Þú getur skráð þig inn aftur.',
    },
    deleted: {
      subject: 'GolfWallet-prófílnum þínum hefur verið eytt',
      intro:
        'Við höfum eytt GolfWallet-prófílnum þínum og persónuupplýsingunum sem hann geymdi, eins og persónuverndarstefna okkar leyfir vegna meiðandi efnis eða misnotkunar. Ónotaðir punktar og inneignarmiðar glatast.',
      reason: 'Ástæða: {{reason}}',
    },
    inactivity: {
      subject: 'GolfWallet-prófílnum þínum verður eytt',
      intro:
        'Þú hefur ekki skráð þig inn á GolfWallet í 24 mánuði og átt enga virka punkta eða inneignarmiða. Eins og persónuverndarstefna okkar segir verður prófílnum þínum eytt {{date}}.',
      action: 'Skrá mig inn og halda prófílnum',
      keep: 'Ef þú skráir þig inn fyrir þann tíma heldur þú prófílnum.',
    },
  },
  exportReadme: {
    title: 'Gögnin þín frá GolfWallet',
    intro:
      'Þetta safn geymir allt sem GolfWallet hafði um þig {{date}}, eins og þú baðst um samkvæmt GDPR (réttur til aðgangs).',
    files: 'data.json geymir gögnin, einn hluti fyrir hverja tegund:',
    sections: {
      profile: 'prófíllinn þinn, aðild þín að golfsambandi og golfauðkenni',
      vouchers: 'inneignarmiðarnir þínir með sögu og innlausnum',
      transfers: 'inneignarmiðar sem þú hefur sent og tekið við',
      orders:
        'pantanir og greiðslur (aðeins kortatákn, kortategund og fjórir síðustu tölustafir), vistuð kort og karfa',
      wallet: 'punktar og boltapeningar sem færslubók',
      notifications: 'innhólfið þitt og tilkynningastillingar',
      consents: 'hvert svar við samþykki með tíma og textaútgáfu',
      sessions: 'hvar og hvenær þú varst innskráð(ur) (engin leyndarmál)',
      other: 'endurgjöf, boltavélarafgreiðslur, gagnabeiðnir, aðgerðir á reikningnum þínum',
    },
    times: 'Tímar eru í UTC (ISO 8601); upphæðir í aurum.',
  },
  creditNote: {
    subject: 'Kreditreikningur {{number}} frá {{club}} (pöntun {{id}})',
    intro: 'Afturköllun pöntunar {{id}} hjá {{club}} hefur verið skráð. Kreditreikningurinn fylgir sem PDF.',
    title: 'Kreditreikningur',
    number: 'Númer kreditreiknings',
    orderRef: 'Kreditfærsla á pöntunarnúmer',
    total: 'Samtals endurgreitt',
    refundedTo: 'Endurgreitt á',
    refundCard: 'Kort {{brand}} •••• {{last4}}',
    refundCardUnknown: 'Kortið sem greitt var með',
    refundBallMoney: 'Boltaféð þitt',
    refundPoints: 'Stigin þín',
    pointsReversed: {
      one: 'Stig sem unnust við kaupin dregin til baka: {{count}}',
      other: 'Stig sem unnust við kaupin dregin til baka: {{count}}',
    },
    note: 'Þessi kreditreikningur fellir niður upphæðirnar hér að ofan á kvittuninni fyrir pöntun {{id}}.',
    cardDelay: 'Endurgreiðsla á kort getur tekið nokkra bankadaga að birtast á reikningnum þínum.',
    filename: 'kreditreikningur-{{number}}.pdf',
  },
} satisfies Shape<typeof en>;
