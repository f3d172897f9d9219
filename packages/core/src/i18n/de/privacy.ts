import type { Shape } from '../shape';
import type en from '../en/privacy';

export default {
  export: {
    title: 'Ihre Daten',
    text: 'Laden Sie eine Kopie von allem herunter, was GolfWallet über Sie speichert: Profil, Gutscheine und ihr Verlauf, Übertragungen, Bestellungen, Punkte, Benachrichtigungen, Einwilligungen und Sitzungen. Wir bereiten sie im Hintergrund vor und senden Ihnen einen Link per E-Mail.',
    button: 'Meine Daten herunterladen',
    requestedTitle: 'Wir bereiten Ihre Daten vor',
    requestedText:
      'Sie erhalten in Kürze eine E-Mail mit einem Download-Link an {{email}}. Der Link funktioniert einmal und {{days}} Tage lang.',
    lastRequest: 'Ihre letzte Anfrage: {{date}}',
  },
  consent: {
    newsletter: 'Informationen per E-Mail erhalten (Newsletter)',
    clubOffers: 'Angebote von Clubs erhalten',
    cookieStatistics: 'Cookies für Statistiken',
  },
  errors: {
    tooSoon:
      'Nach unserer Datenschutzerklärung wird eine Auskunftsanfrage nur bearbeitet, wenn seit der letzten mehr als 6 Monate vergangen sind. Ihre letzte Anfrage war am {{date}}; Sie können ab dem {{next}} erneut fragen.',
    accountBlocked:
      'Dieses Profil wurde von GolfWallet gesperrt. Wir haben Ihnen den Grund per E-Mail geschickt. Wenden Sie sich an den Support, wenn Sie dies für einen Irrtum halten.',
    exportLinkInvalid:
      'Dieser Download-Link wurde bereits verwendet oder ist abgelaufen. Sie können Ihre Daten auf Ihrer Profilseite anfordern.',
  },
  mail: {
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
  readme: {
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
} satisfies Shape<typeof en>;
