import type { Shape } from '../shape';
import type en from '../en/mail';

export default {
  greeting: 'Hallo {{name}},',
  signoff: 'Viele Grüße',
  team: 'Ihr GolfWallet-Team',
  verifyEmail: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    intro: 'Willkommen bei GolfWallet! Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren:',
    action: 'E-Mail-Adresse bestätigen',
    validity: 'Der Link ist 24 Stunden gültig und kann einmal verwendet werden.',
    ignore: 'Wenn Sie kein GolfWallet-Konto erstellt haben, können Sie diese E-Mail ignorieren.',
  },
  resetPassword: {
    subject: 'Setzen Sie Ihr Passwort zurück',
    intro:
      'Wir haben eine Anfrage erhalten, das Passwort Ihres GolfWallet-Kontos zurückzusetzen. Wählen Sie hier ein neues Passwort:',
    action: 'Neues Passwort wählen',
    validity: 'Der Link ist 1 Stunde gültig und kann einmal verwendet werden.',
    ignore:
      'Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren. Ihr Passwort bleibt unverändert.',
  },
  devMailbox: {
    title: 'Entwicklungs-Postfach',
    intro:
      'Es ist kein SMTP-Server eingerichtet, daher bleiben E-Mails und SMS hier liegen. Die neuesten Nachrichten stehen oben.',
    empty: 'Noch keine Nachrichten.',
    to: 'An',
    subject: 'Betreff',
    channel: 'Kanal',
    status: 'Status',
    created: 'Erstellt',
    links: 'Links',
    channels: {
      email: 'E-Mail',
      sms: 'SMS',
      push: 'Push-Benachrichtigung',
    },
    statuses: {
      pending: 'Wartet',
      sent: 'Gesendet',
      failed: 'Fehlgeschlagen',
    },
  },
} satisfies Shape<typeof en>;
