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
} satisfies Shape<typeof en>;
