import type { Shape } from '../shape';
import type en from '../en/pages';

export default {
  landing: {
    accountDeleted: 'Dein Konto wurde gelöscht.',
    title: 'Ihre Golfgutscheine, immer in der Tasche',
    intro:
      'GolfWallet sammelt Greenfee-Tickets, Geschenkkarten, Coupons und Driving-Range-Körbe Ihrer Golfclubs an einem Ort, im Web und in der App.',
    greeting: 'Willkommen, Golfer {{from}}!',
    greetingAnywhere: 'Willkommen bei GolfWallet!',
    otherSite: 'Sind Sie {{in}}? Zu unserer Seite für dieses Land',
    benefitsTitle: 'Warum GolfWallet?',
    benefits: {
      collect: {
        title: 'Alle Gutscheine an einem Ort',
        text: 'Greenfees, Geschenkkarten und Coupons all Ihrer Clubs landen in Ihrer Brieftasche, damit nichts zu Hause liegen bleibt.',
      },
      transfer: {
        title: 'Mit Golffreunden teilen',
        text: 'Schicken Sie einen Gutschein, den Sie nicht selbst nutzen, in wenigen Sekunden per E-Mail oder Telefon an Freunde.',
      },
      redeem: {
        title: 'Im Club einlösen',
        text: 'Zeigen Sie den Gutschein in der App oder drucken Sie ihn als PDF aus und lösen Sie ihn beim Einchecken im Club ein.',
      },
      offers: {
        title: 'Angebote Ihrer Clubs',
        text: 'Erhalten Sie Angebote und Treueprämien der Clubs, in denen Sie spielen, direkt in Ihre Brieftasche.',
      },
    },
    rangeTitle: 'Üben auf der Driving Range',
    rangeText:
      'Kaufen Sie Ballkörbe und starten Sie den Ballautomaten mit dem Handy. Keine Münzen, keine Warteschlange.',
    rangeLink: 'Zu GolfWallet Range',
    appsTitle: 'Die App holen',
    appsText:
      'Lösen Sie Gutscheine im Club ein, kaufen Sie in den Clubshops und holen Sie Rangebälle mit der GolfWallet-App.',
    appStore: 'Laden im App Store',
    googlePlay: 'Jetzt bei Google Play',
    opensNewWindow: '(öffnet in einem neuen Fenster)',
  },
  contact: {
    title: 'Kontakt',
    intro: 'Fragen zu Ihren Gutscheinen oder Ihrem Konto? Unser Support hilft Ihnen gern.',
    phoneTitle: 'Rufen Sie uns an',
    phoneText: 'Support-Telefon (Dänemark)',
    emailTitle: 'Schreiben Sie uns',
    emailText: 'Support-E-Mail',
    faqText: 'Viele Antworten finden Sie bereits in unseren',
    faqLink: 'häufig gestellten Fragen',
  },
  legal: {
    notAvailable: 'Dieser Text ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut.',
    contents: 'Inhalt',
  },
  faq: {
    title: 'Häufig gestellte Fragen',
    categories: 'Kategorien',
    questions: 'Fragen',
    empty: 'In dieser Kategorie gibt es noch keine Fragen.',
    loadError: 'Die Fragen konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die gesuchte Seite gibt es leider nicht, oder sie wurde verschoben.',
    home: 'Startseite',
    faq: 'Häufige Fragen',
    contact: 'Kontakt',
  },
  drivingRange: {
    redirecting: 'Sie werden zur Driving-Range-Seite weitergeleitet…',
    link: 'Weiter zur Driving-Range-Seite',
  },
} satisfies Shape<typeof en>;
