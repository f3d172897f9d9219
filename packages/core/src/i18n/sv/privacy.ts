import type { Shape } from '../shape';
import type en from '../en/privacy';

export default {
  export: {
    title: 'Dina uppgifter',
    text: 'Ladda ner en kopia av allt GolfWallet har om dig: profil, värdebevis och deras historik, överföringar, beställningar, poäng, aviseringar, samtycken och sessioner. Vi förbereder den i bakgrunden och skickar en länk via e-post.',
    button: 'Ladda ner mina uppgifter',
    requestedTitle: 'Vi förbereder dina uppgifter',
    requestedText:
      'Du får snart ett e-postmeddelande med en nedladdningslänk till {{email}}. Länken fungerar en gång och i {{days}} dagar.',
    lastRequest: 'Din senaste begäran: {{date}}',
  },
  consent: {
    newsletter: 'Ta emot information via e-post (nyhetsbrev)',
    clubOffers: 'Ta emot erbjudanden från klubbar',
    cookieStatistics: 'Kakor för statistik',
  },
  errors: {
    tooSoon:
      'Enligt vår integritetspolicy hanteras en begäran om registerutdrag bara om mer än 6 månader har gått sedan den senaste. Din senaste begäran gjordes {{date}}; du kan fråga igen från {{next}}.',
    accountBlocked:
      'Den här profilen har spärrats av GolfWallet. Vi har skickat skälet till dig via e-post. Kontakta supporten om du tror att det är ett misstag.',
    exportLinkInvalid:
      'Den här nedladdningslänken har redan använts eller har gått ut. Du kan begära dina uppgifter på din profilsida.',
  },
} satisfies Shape<typeof en>;
