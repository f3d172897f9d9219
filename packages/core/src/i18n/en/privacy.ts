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
  mail: {
    greeting: 'Hello {{name}},',
    signoff: 'Kind regards,',
    team: 'The GolfWallet team',
    exportReady: {
      subject: 'Your GolfWallet data is ready',
      intro:
        'The copy of your data that you asked for is ready. It is a zip file with your data as JSON and a short explanation.',
      action: 'Download my data',
      validity: 'The link works once and for {{days}} days.',
      ignore: 'If you did not ask for your data, contact us at once.',
    },
    blocked: {
      subject: 'Your GolfWallet profile has been blocked',
      intro:
        'We have blocked your GolfWallet profile, as our privacy policy allows in case of abusive content or misuse. You are signed out and cannot sign in while the block lasts.',
      reason: 'Reason: {{reason}}',
      contact: 'If you disagree, reply to this e-mail.',
    },
    unblocked: {
      subject: 'Your GolfWallet profile is open again',
      intro: 'We have lifted the block on your GolfWallet profile. You can sign in again.',
    },
    deleted: {
      subject: 'Your GolfWallet profile has been deleted',
      intro:
        'We have deleted your GolfWallet profile and the personal data it held, as our privacy policy allows in case of abusive content or misuse. Unused points and vouchers are lost.',
      reason: 'Reason: {{reason}}',
    },
    inactivity: {
      subject: 'Your GolfWallet profile will be deleted',
      intro:
        'You have not signed in to GolfWallet for 24 months and hold no active points or vouchers. As our privacy policy says, your profile will be deleted on {{date}}.',
      action: 'Sign in to keep my profile',
      keep: 'Signing in before then keeps your profile.',
    },
  },
  readme: {
    title: 'Your data from GolfWallet',
    intro:
      'This archive holds everything GolfWallet held about you on {{date}}, as you asked under the GDPR (right of access).',
    files: 'data.json holds the data, one section per kind:',
    sections: {
      profile: 'your profile, union membership and golf IDs',
      vouchers: 'your vouchers with their history and redemptions',
      transfers: 'vouchers you sent and received',
      orders: 'your orders and payments (card token, brand and last four digits only), saved cards and cart',
      wallet: 'points and ball money, as a ledger',
      notifications: 'your inbox and notification settings',
      consents: 'every consent answer with its time and text version',
      sessions: 'where and when you were signed in (no secrets)',
      other: 'feedback, driving-range dispenses, data requests, actions on your account',
    },
    times: 'Times are in UTC (ISO 8601); amounts in minor units (øre, öre, cents).',
  },
} as const;
