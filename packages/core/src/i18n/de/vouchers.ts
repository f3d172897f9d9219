import type { Shape } from '../shape';
import type en from '../en/vouchers';

export default {
  page: {
    title: 'Meine Gutscheine',
    loadFailed: 'Ihre Gutscheine konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
    empty: 'Keine Gutscheine gefunden',
    shown: '{{shown}} von {{total}} angezeigt',
    shownOfMore: '{{shown}} von mehr als {{total}} angezeigt',
    showMore: 'Mehr anzeigen',
  },
  tabs: {
    label: 'Gutscheine',
    notPrinted: 'Nicht gedruckt',
    all: 'Alle',
    favourites: 'Favoriten',
  },
  search: {
    label: 'Suchen',
    placeholder: 'Nach Gutschein oder Club suchen',
  },
  sort: {
    label: 'Sortieren nach',
  },
  card: {
    print: 'Drucken',
    reprint: 'Erneut drucken',
    printed: 'Gedruckt',
    validity: 'Gültig {{from}} – {{to}}',
    mobileNote: 'Gedruckte Gutscheine werden in der mobilen App nicht angezeigt',
    count: { one: 'x{{count}}', other: 'x{{count}}' },
    inTransfer: 'Wird übertragen',
  },
  favourite: {
    label: 'Favorit',
    failed: 'Der Favorit konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  },
  details: {
    product: 'Produkt',
    price: 'Preis',
    quantity: 'Anzahl',
    uses: 'Anzahl der Nutzungen',
    usesLeft: '{{left}} von {{total}} übrig',
    usesUnlimited: 'Unbegrenzt',
    validFrom: 'Gültig ab',
    validTo: 'Gültig bis',
    noRestrictions: 'Keine Einschränkungen',
    print: 'Drucken',
    transfer: 'Übertragen',
    inTransfer:
      'Diese Gutscheine werden gerade übertragen und können nicht gedruckt oder gesendet werden, bis der Empfänger sie annimmt oder du die Übertragung zurückziehst.',
    withdraw: 'Übertragung zurückziehen',
    validAt: 'Gültig bei',
    departmentAt: '{{department}}, {{club}}',
    withdrawn: 'Die Übertragung wurde zurückgezogen. Du kannst die Gutscheine wieder verwenden.',
  },
  printRules: {
    title: 'Bevor Sie drucken',
    text: 'Ein gedruckter Gutschein ist wie Bargeld: Jeder, der den Ausdruck vorzeigt, kann ihn einlösen. Bewahren Sie ihn daher gut auf.',
    mobile:
      'Nach dem Drucken wird der Gutschein nicht mehr in der mobilen App angezeigt und muss mit dem Ausdruck eingelöst werden.',
    cancel: 'Abbrechen',
    accept: 'Verstanden',
  },
  pdfError: {
    title: 'PDF-Fehler',
    text: 'Das PDF des Gutscheins konnte nicht erstellt werden. Bitte versuchen Sie es später erneut.',
    ok: 'Verstanden',
  },
  transfer: {
    title: 'Gutschein übertragen',
    intro:
      'Senden Sie {{name}} an einen anderen Golfer. Der Empfänger erhält einen Link, um die Übertragung zu bestätigen.',
    quantity: 'Anzahl',
    quantityOf: { one: '{{count}} von {{available}}', other: '{{count}} von {{available}}' },
    sendBy: 'Senden an',
    byEmail: 'E-Mail',
    byPhone: 'Mobilnummer',
    email: 'E-Mail des Empfängers',
    confirmEmail: 'E-Mail des Empfängers bestätigen',
    countryCode: 'Ländervorwahl',
    phone: 'Mobilnummer des Empfängers',
    message: 'Begleitnachricht (optional)',
    submit: 'Übertragen',
    cancel: 'Abbrechen',
    failed: 'Die Übertragung war nicht erfolgreich',
  },
  transferDone: {
    title: 'Vielen Dank',
    text: 'Der Gutschein ist unterwegs. Der Empfänger erhält einen Link, um die Übertragung zu bestätigen.',
    home: 'Zur Startseite',
  },
  subtransfer: {
    title: 'Gutscheinübertragung',
    received: 'Ihnen wurde ein Gutschein geschickt:',
    signInFirst:
      'Melden Sie sich an, um den Gutschein zu erhalten. Nach der Anmeldung kommen Sie hierher zurück.',
    confirm: 'Bestätigen',
    loadFailed: 'Fehler bei der Übertragung des Gutscheins',
  },
  newsletter: {
    title: 'Bleiben Sie auf dem Laufenden',
    step: 'Schritt {{step}} von 2',
    newsletterQuestion:
      'Möchten Sie den GolfWallet-Newsletter mit Neuigkeiten und Informationen von uns erhalten?',
    offersQuestion: 'Möchten Sie Angebote von Golfclubs erhalten?',
    yes: 'Ja, gerne',
    no: 'Nein, danke',
    saveFailed: 'Ihre Antwort konnte nicht gespeichert werden. Wir fragen beim nächsten Mal erneut.',
  },
  transferMessage: {
    mailSubject: '{{sender}} hat Ihnen einen Gutschein geschickt',
    greeting: 'Hallo,',
    intro: '{{sender}} hat Ihnen über GolfWallet {{quantity}} × {{voucher}} von {{club}} geschickt.',
    coverMessage: 'Nachricht von {{sender}}:',
    action:
      'Öffnen Sie den Link, um den Gutschein anzunehmen. Sie werden gebeten, sich anzumelden oder ein kostenloses Konto zu erstellen.',
    button: 'Gutschein annehmen',
    expires: 'Der Link ist bis {{date}} gültig.',
    ignore: 'Wenn Sie den Absender nicht kennen, können Sie diese Nachricht ignorieren.',
    signature: 'Viele Grüße, GolfWallet',
    sms: '{{sender}} hat Ihnen über GolfWallet {{quantity}} × {{voucher}} geschickt. Hier annehmen: {{link}}',
    smsCover: 'Nachricht: „{{message}}“',
  },
  transferReceived: {
    mailSubject: '{{voucher}} ist jetzt in deinem GolfWallet',
    intro:
      'Du hast {{quantity}} × {{voucher}} von {{club}} erhalten. Der Gutschein ist jetzt in deinem GolfWallet.',
    walletPasses:
      'Damit der Code auf dem Sperrbildschirm deines Telefons erscheint, lege den Gutschein aus deiner Gutscheinliste in Apple Wallet oder Google Wallet:',
    button: 'Meine Gutscheine ansehen',
  },
  walletPass: {
    title: 'Den Gutschein in die Wallet des Telefons legen',
    apple: 'Zu Apple Wallet hinzufügen',
    google: 'In Google Wallet speichern',
    failed: 'Der Wallet-Pass konnte nicht erstellt werden. Versuche es erneut.',
  },
} satisfies Shape<typeof en>;
