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
  privacy: {
    greeting: 'Hallo {{name}},',
    signoff: 'Viele Grüße',
    team: 'Ihr GolfWallet-Team',
    exportReady: {
      subject: 'Ihre GolfWallet-Daten sind bereit',
      intro:
        'Die angeforderte Kopie Ihrer Daten ist bereit. Es ist eine ZIP-Datei mit Ihren Daten als JSON und einer kurzen Erklärung.',
      action: 'Meine Daten herunterladen',
      validity: 'Der Link funktioniert einmal und {{days}} Tage lang.',
      ignore: 'Wenn Sie Ihre Daten nicht angefordert haben, melden Sie sich bitte sofort bei uns.',
    },
    blocked: {
      subject: 'Ihr GolfWallet-Profil wurde gesperrt',
      intro:
        'Wir haben Ihr GolfWallet-Profil gesperrt, wie es unsere Datenschutzerklärung bei missbräuchlichen Inhalten oder Missbrauch erlaubt. Sie wurden abgemeldet und können sich nicht anmelden, solange die Sperre besteht.',
      reason: 'Grund: {{reason}}',
      contact: 'Wenn Sie nicht einverstanden sind, antworten Sie auf diese E-Mail.',
    },
    unblocked: {
      subject: 'Ihr GolfWallet-Profil ist wieder offen',
      intro: 'Wir haben die Sperre Ihres GolfWallet-Profils aufgehoben. Sie können sich wieder anmelden.',
    },
    deleted: {
      subject: 'Ihr GolfWallet-Profil wurde gelöscht',
      intro:
        'Wir haben Ihr GolfWallet-Profil und die darin gespeicherten personenbezogenen Daten gelöscht, wie es unsere Datenschutzerklärung bei missbräuchlichen Inhalten oder Missbrauch erlaubt. Nicht genutzte Punkte und Gutscheine verfallen.',
      reason: 'Grund: {{reason}}',
    },
    inactivity: {
      subject: 'Ihr GolfWallet-Profil wird gelöscht',
      intro:
        'Sie haben sich seit 24 Monaten nicht bei GolfWallet angemeldet und haben keine aktiven Punkte oder Gutscheine. Wie in unserer Datenschutzerklärung beschrieben, wird Ihr Profil am {{date}} gelöscht.',
      action: 'Anmelden und Profil behalten',
      keep: 'Wenn Sie sich vorher anmelden, bleibt Ihr Profil bestehen.',
    },
  },
  exportReadme: {
    title: 'Ihre Daten von GolfWallet',
    intro:
      'Dieses Archiv enthält alles, was GolfWallet am {{date}} über Sie gespeichert hatte, wie Sie es nach der DSGVO (Auskunftsrecht) angefordert haben.',
    files: 'data.json enthält die Daten, ein Abschnitt pro Art:',
    sections: {
      profile: 'Ihr Profil, Ihre Mitgliedschaft in einem Golfverband und Ihre Golf-IDs',
      vouchers: 'Ihre Gutscheine mit Verlauf und Einlösungen',
      transfers: 'Gutscheine, die Sie gesendet und erhalten haben',
      orders:
        'Bestellungen und Zahlungen (nur Karten-Token, Kartentyp und die letzten vier Ziffern), gespeicherte Karten und Warenkorb',
      wallet: 'Punkte und Ballgeld als Kontobuch',
      notifications: 'Ihr Posteingang und Ihre Benachrichtigungseinstellungen',
      consents: 'jede Antwort auf eine Einwilligung mit Zeitpunkt und Textversion',
      sessions: 'wo und wann Sie angemeldet waren (keine Geheimnisse)',
      other: 'Feedback, Ballautomaten-Ausgaben, Datenanfragen, Maßnahmen an Ihrem Konto',
    },
    times: 'Zeiten sind in UTC (ISO 8601); Beträge in Cent bzw. Øre.',
  },
  creditNote: {
    subject: 'Stornorechnung {{number}} von {{club}} (Bestellung {{id}})',
    intro:
      'Ihr Widerruf der Bestellung {{id}} bei {{club}} ist eingegangen. Die Stornorechnung ist als PDF angehängt.',
    title: 'Stornorechnung',
    number: 'Stornorechnungsnummer',
    orderRef: 'Storno zu Bestellnummer',
    total: 'Erstattet insgesamt',
    refundedTo: 'Erstattet an',
    refundCard: 'Karte {{brand}} •••• {{last4}}',
    refundCardUnknown: 'Die zahlende Karte',
    refundBallMoney: 'Ihr Ballgeld',
    refundPoints: 'Ihre Punkte',
    pointsReversed: {
      one: 'Mit dem Kauf verdiente Punkte zurückgebucht: {{count}}',
      other: 'Mit dem Kauf verdiente Punkte zurückgebucht: {{count}}',
    },
    note: 'Diese Stornorechnung hebt die obigen Beträge der Quittung zu Bestellung {{id}} auf.',
    cardDelay: 'Eine Kartenerstattung kann einige Bankarbeitstage dauern, bis sie auf Ihrem Konto erscheint.',
    filename: 'stornorechnung-{{number}}.pdf',
  },
} satisfies Shape<typeof en>;
