import type { Shape } from '../shape';
import type en from '../en/mail';

export default {
  greeting: 'Hej {{name}},',
  signoff: 'Med vänliga hälsningar',
  team: 'GolfWallet-teamet',
  verifyEmail: {
    subject: 'Bekräfta din e-postadress',
    intro: 'Välkommen till GolfWallet! Bekräfta din e-postadress för att aktivera ditt konto:',
    action: 'Bekräfta e-postadressen',
    validity: 'Länken gäller i 24 timmar och kan användas en gång.',
    ignore: 'Om du inte har skapat ett GolfWallet-konto kan du bortse från det här e-postmeddelandet.',
  },
  resetPassword: {
    subject: 'Återställ ditt lösenord',
    intro:
      'Vi har fått en begäran om att återställa lösenordet till ditt GolfWallet-konto. Välj ett nytt lösenord här:',
    action: 'Välj ett nytt lösenord',
    validity: 'Länken gäller i 1 timme och kan användas en gång.',
    ignore:
      'Om du inte har bett om ett nytt lösenord kan du bortse från det här e-postmeddelandet. Ditt lösenord förblir oförändrat.',
  },
  devMailbox: {
    title: 'Utvecklingsbrevlåda',
    intro:
      'Ingen SMTP-server är konfigurerad, så e-post och sms stannar här. De senaste meddelandena visas först.',
    empty: 'Inga meddelanden ännu.',
    to: 'Till',
    subject: 'Ämne',
    channel: 'Kanal',
    status: 'Status',
    created: 'Skapad',
    links: 'Länkar',
    channels: {
      email: 'E-post',
      sms: 'Sms',
      push: 'Push-avisering',
    },
    statuses: {
      pending: 'Väntar',
      sent: 'Skickat',
      failed: 'Misslyckades',
    },
  },
  privacy: {
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
  exportReadme: {
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
  creditNote: {
    subject: 'Kreditnota {{number}} från {{club}} (order {{id}})',
    intro: 'Ditt ångrande av order {{id}} hos {{club}} är registrerat. Kreditnotan är bifogad som PDF.',
    title: 'Kreditnota',
    number: 'Kreditnotanummer',
    orderRef: 'Kreditering av ordernummer',
    total: 'Krediterat totalt',
    refundedTo: 'Återbetalt till',
    refundCard: 'Kort {{brand}} •••• {{last4}}',
    refundCardUnknown: 'Kortet som betalade',
    refundBallMoney: 'Dina bollpengar',
    refundPoints: 'Dina poäng',
    pointsReversed: {
      one: 'Intjänade poäng från köpet återtagna: {{count}}',
      other: 'Intjänade poäng från köpet återtagna: {{count}}',
    },
    note: 'Denna kreditnota upphäver beloppen ovan på kvittot för order {{id}}.',
    cardDelay: 'En återbetalning till kort kan ta några bankdagar innan den syns på ditt konto.',
    filename: 'kreditnota-{{number}}.pdf',
  },
} satisfies Shape<typeof en>;
