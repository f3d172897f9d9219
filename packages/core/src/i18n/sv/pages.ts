import type { Shape } from '../shape';
import type en from '../en/pages';

export default {
  landing: {
    accountDeleted: 'Ditt konto har raderats.',
    title: 'Dina golfvärdebevis, alltid i fickan',
    intro:
      'GolfWallet samlar greenfeebiljetter, presentkort, kuponger och rangekorgar från dina golfklubbar på ett ställe, på webben och i appen.',
    greeting: 'Välkommen, golfare {{from}}!',
    greetingAnywhere: 'Välkommen, golfare!',
    otherSite: 'Är du {{in}}? Gå till vår sajt för landet',
    benefitsTitle: 'Varför GolfWallet?',
    benefits: {
      collect: {
        title: 'Alla värdebevis på ett ställe',
        text: 'Greenfee, presentkort och kuponger från alla dina klubbar samlas i plånboken, så att inget glöms hemma.',
      },
      transfer: {
        title: 'Dela med dina golfvänner',
        text: 'Skicka ett värdebevis som du inte själv ska använda till en vän via e-post eller telefon på några sekunder.',
      },
      redeem: {
        title: 'Använd det på klubben',
        text: 'Visa värdebeviset i appen eller skriv ut det som PDF, och lös in det när du checkar in på klubben.',
      },
      offers: {
        title: 'Erbjudanden från dina klubbar',
        text: 'Få erbjudanden och lojalitetsbelöningar från klubbarna där du spelar, direkt i plånboken.',
      },
    },
    rangeTitle: 'Träna på drivingrangen',
    rangeText: 'Köp bollkorgar och starta bollautomaten från telefonen. Inga polletter, ingen kö.',
    rangeLink: 'Gå till GolfWallet Range',
    appsTitle: 'Skaffa appen',
    appsText:
      'Lös in värdebevis på klubben, handla i klubbarnas butiker och hämta rangebollar med GolfWallet-appen.',
    appStore: 'Hämta i App Store',
    googlePlay: 'Hämta på Google Play',
    opensNewWindow: '(öppnas i ett nytt fönster)',
  },
  contact: {
    title: 'Kontakta oss',
    intro: 'Har du frågor om dina värdebevis eller ditt konto? Vår support hjälper dig gärna.',
    phoneTitle: 'Ring oss',
    phoneText: 'Supporttelefon (Danmark)',
    emailTitle: 'Skriv till oss',
    emailText: 'Support-e-post',
    faqText: 'Många svar finns redan bland våra',
    faqLink: 'vanliga frågor',
  },
  legal: {
    notAvailable: 'Texten är inte tillgänglig just nu. Försök igen senare.',
    contents: 'Innehåll',
  },
  faq: {
    title: 'Vanliga frågor',
    categories: 'Kategorier',
    questions: 'Frågor',
    empty: 'Det finns inga frågor i den här kategorin ännu.',
    loadError: 'Frågorna kunde inte hämtas. Försök igen senare.',
  },
  notFound: {
    title: 'Sidan hittades inte',
    text: 'Tyvärr finns sidan du letar efter inte, eller så har den flyttats.',
    home: 'Startsida',
    faq: 'Vanliga frågor',
    contact: 'Kontakta oss',
  },
  drivingRange: {
    redirecting: 'Du skickas vidare till drivingrange-sajten…',
    link: 'Fortsätt till drivingrange-sajten',
  },
} satisfies Shape<typeof en>;
