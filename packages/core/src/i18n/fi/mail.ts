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
} satisfies Shape<typeof en>;
