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
} satisfies Shape<typeof en>;
