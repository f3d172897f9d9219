export default {
  landing: {
    accountDeleted: 'Your account has been deleted.',
    title: 'Your golf vouchers, always in your pocket',
    intro:
      'GolfWallet keeps green-fee tickets, gift cards, coupons and driving-range baskets from your golf clubs in one place, on the web and in the app.',
    greeting: 'Welcome, golfer {{from}}!',
    greetingAnywhere: 'Welcome, golfer!',
    otherSite: 'Are you {{in}}? Go to our site for that country',
    benefitsTitle: 'Why GolfWallet?',
    benefits: {
      collect: {
        title: 'Every voucher in one place',
        text: 'Green fees, gift cards and coupons from all your clubs are collected in your wallet, so nothing is forgotten at home.',
      },
      transfer: {
        title: 'Share with your golf friends',
        text: 'Send a voucher you will not use to a friend by e-mail or phone in a few seconds.',
      },
      redeem: {
        title: 'Use it at the club',
        text: 'Show the voucher in the app or print it as a PDF, and redeem it when you check in at the club.',
      },
      offers: {
        title: 'Offers from your clubs',
        text: 'Get offers and loyalty rewards from the clubs where you play, straight into your wallet.',
      },
    },
    rangeTitle: 'Practise at the driving range',
    rangeText: 'Buy range baskets and start the ball dispenser from your phone. No tokens, no queue.',
    rangeLink: 'Go to GolfWallet Range',
    appsTitle: 'Get the app',
    appsText:
      'Redeem vouchers near the club, shop in the club shops and dispense range balls with the GolfWallet app.',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    opensNewWindow: '(opens in a new window)',
  },
  contact: {
    title: 'Contact us',
    intro: 'Questions about your vouchers or your account? Our support team is happy to help.',
    phoneTitle: 'Call us',
    phoneText: 'Support phone (Denmark)',
    emailTitle: 'Write to us',
    emailText: 'Support e-mail',
    faqText: 'Many answers are already in our',
    faqLink: 'frequently asked questions',
  },
  legal: {
    notAvailable: 'This text is not available right now. Please try again later.',
    contents: 'Contents',
  },
  faq: {
    title: 'Frequently asked questions',
    categories: 'Categories',
    questions: 'Questions',
    empty: 'There are no questions in this category yet.',
    loadError: 'The questions could not be loaded. Please try again later.',
  },
  notFound: {
    title: 'Page not found',
    text: 'Sorry, the page you are looking for does not exist or has been moved.',
    home: 'Main page',
    faq: 'FAQ',
    contact: 'Contact us',
  },
  drivingRange: {
    redirecting: 'Taking you to the driving-range site…',
    link: 'Continue to the driving-range site',
  },
} as const;
