import type { Shape } from '../shape';
import type en from '../en/privacy';

export default {
  export: {
    title: 'Gögnin þín',
    text: 'Sæktu afrit af öllu sem GolfWallet geymir um þig: prófíl, inneignarmiða og sögu þeirra, millifærslur, pantanir, punkta, tilkynningar, samþykki og innskráningar. Við undirbúum það í bakgrunni og sendum þér tengil í tölvupósti.',
    button: 'Sækja gögnin mín',
    requestedTitle: 'Við erum að undirbúa gögnin þín',
    requestedText:
      'Þú færð brátt tölvupóst með niðurhalstengli á {{email}}. Tengillinn virkar einu sinni og í {{days}} daga.',
    lastRequest: 'Síðasta beiðni þín: {{date}}',
  },
  consent: {
    newsletter: 'Fá upplýsingar í tölvupósti (fréttabréf)',
    clubOffers: 'Fá tilboð frá klúbbum',
    cookieStatistics: 'Vafrakökur fyrir tölfræði',
  },
  errors: {
    tooSoon:
      'Samkvæmt persónuverndarstefnu okkar er beiðni um aðgang að gögnum aðeins afgreidd ef meira en 6 mánuðir eru liðnir frá þeirri síðustu. Síðasta beiðni þín var gerð {{date}}; þú getur beðið aftur frá {{next}}.',
    accountBlocked:
      'GolfWallet hefur lokað þessum prófíl. Við höfum sent þér ástæðuna í tölvupósti. Hafðu samband við þjónustuna ef þú telur þetta vera mistök.',
    exportLinkInvalid:
      'Þessi niðurhalstengill hefur þegar verið notaður eða er útrunninn. Þú getur beðið um gögnin þín á prófílsíðunni.',
  },
} satisfies Shape<typeof en>;
