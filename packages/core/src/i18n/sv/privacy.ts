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
  mail: {
    greeting: 'Hej {{name}},',
    signoff: 'Vänliga hälsningar',
    team: 'GolfWallet',
    exportReady: {
      subject: 'Dina uppgifter från GolfWallet är klara',
      intro:
        'Kopian av dina uppgifter som du bad om är klar. Det är en zip-fil med uppgifterna som JSON och en kort förklaring.',
      action: 'Ladda ner mina uppgifter',
      validity: 'Länken fungerar en gång och i {{days}} dagar.',
      ignore: 'Om du inte har bett om dina uppgifter, kontakta oss genast.',
    },
    blocked: {
      subject: 'Din GolfWallet-profil har spärrats',
      intro:
        'Vi har spärrat din GolfWallet-profil, som vår integritetspolicy tillåter vid kränkande innehåll eller missbruk. Du är utloggad och kan inte logga in så länge spärren gäller.',
      reason: 'Skäl: {{reason}}',
      contact: 'Om du inte håller med, svara på det här e-postmeddelandet.',
    },
    unblocked: {
      subject: 'Din GolfWallet-profil är öppen igen',
      intro: 'Vi har hävt spärren av din GolfWallet-profil. Du kan logga in igen.',
    },
    deleted: {
      subject: 'Din GolfWallet-profil har raderats',
      intro:
        'Vi har raderat din GolfWallet-profil och de personuppgifter den innehöll, som vår integritetspolicy tillåter vid kränkande innehåll eller missbruk. Oanvända poäng och värdebevis går förlorade.',
      reason: 'Skäl: {{reason}}',
    },
    inactivity: {
      subject: 'Din GolfWallet-profil kommer att raderas',
      intro:
        'Du har inte loggat in på GolfWallet på 24 månader och har inga aktiva poäng eller värdebevis. Som vår integritetspolicy säger raderas din profil den {{date}}.',
      action: 'Logga in och behåll min profil',
      keep: 'Loggar du in före dess behåller du din profil.',
    },
  },
  readme: {
    title: 'Dina uppgifter från GolfWallet',
    intro:
      'Det här arkivet innehåller allt GolfWallet hade om dig den {{date}}, som du begärde enligt GDPR (rätten till tillgång).',
    files: 'data.json innehåller uppgifterna, en del per slag:',
    sections: {
      profile: 'din profil, ditt medlemskap i golfförbundet och dina golf-ID:n',
      vouchers: 'dina värdebevis med historik och inlösningar',
      transfers: 'värdebevis du har skickat och tagit emot',
      orders:
        'beställningar och betalningar (bara korttoken, korttyp och de fyra sista siffrorna), sparade kort och varukorg',
      wallet: 'poäng och bollpengar som en kontobok',
      notifications: 'din inkorg och dina aviseringsinställningar',
      consents: 'varje svar på ett samtycke med tidpunkt och textversion',
      sessions: 'var och när du var inloggad (inga hemligheter)',
      other: 'återkoppling, bollautomatsuttag, begäranden om uppgifter, åtgärder på ditt konto',
    },
    times: 'Tider är i UTC (ISO 8601); belopp i ören.',
  },
} satisfies Shape<typeof en>;
