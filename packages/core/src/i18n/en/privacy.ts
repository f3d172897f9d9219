export default {
  export: {
    title: 'Your data',
    text: 'Download a copy of everything GolfWallet holds about you: profile, vouchers and their history, transfers, orders, points, notifications, consents and sessions. We prepare it in the background and send you a link by e-mail.',
    button: 'Download my data',
    requestedTitle: 'We are preparing your data',
    requestedText:
      'You will receive an e-mail with a download link at {{email}} shortly. The link works once and for {{days}} days.',
    lastRequest: 'Your last request: {{date}}',
  },
  consent: {
    newsletter: 'Receive e-mail information (newsletter)',
    clubOffers: 'Receive offers from clubs',
    cookieStatistics: 'Cookies for statistics',
  },
  errors: {
    tooSoon:
      'Under our privacy policy, a data access request is handled only if more than 6 months have passed since the last one. Your last request was made on {{date}}; you can ask again from {{next}}.',
    accountBlocked:
      'This profile has been blocked by GolfWallet. We have sent you the reason by e-mail. Contact support if you think this is a mistake.',
    exportLinkInvalid:
      'This download link has already been used or has expired. You can ask for your data on your profile page.',
  },
} as const;
