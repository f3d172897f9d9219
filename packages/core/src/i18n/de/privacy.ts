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
} satisfies Shape<typeof en>;
