/** Mail and SMS texts about the account: verification, password reset, the development mailbox. */
export default {
  greeting: 'Hi {{name}},',
  signoff: 'Best regards,',
  team: 'The GolfWallet team',
  verifyEmail: {
    subject: 'Confirm your e-mail address',
    intro: 'Welcome to GolfWallet! Please confirm your e-mail address to activate your account:',
    action: 'Confirm e-mail address',
    validity: 'The link is valid for 24 hours and can be used once.',
    ignore: 'If you did not create a GolfWallet account, you can ignore this e-mail.',
  },
  resetPassword: {
    subject: 'Reset your password',
    intro:
      'We received a request to reset the password of your GolfWallet account. Choose a new password here:',
    action: 'Choose a new password',
    validity: 'The link is valid for 1 hour and can be used once.',
    ignore:
      'If you did not ask for a new password, you can ignore this e-mail. Your password stays unchanged.',
  },
  devMailbox: {
    title: 'Development mailbox',
    intro:
      'No SMTP server is configured, so e-mails and text messages stay here. The newest messages come first.',
    empty: 'No messages yet.',
    to: 'To',
    subject: 'Subject',
    channel: 'Channel',
    status: 'Status',
    created: 'Created',
    links: 'Links',
    channels: {
      email: 'E-mail',
      sms: 'Text message',
      push: 'Push notification',
    },
    statuses: {
      pending: 'Waiting',
      sent: 'Sent',
      failed: 'Failed',
    },
  },
  privacy: {
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
  exportReadme: {
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
  creditNote: {
    subject: 'Credit note {{number}} from {{club}} (order {{id}})',
    intro:
      'Your withdrawal from order {{id}} at {{club}} is registered. The credit note is attached as a PDF.',
    title: 'Credit note',
    number: 'Credit note number',
    orderRef: 'Credit for order number',
    total: 'Total credited',
    refundedTo: 'Refunded to',
    refundCard: 'Card {{brand}} •••• {{last4}}',
    refundCardUnknown: 'The card that paid',
    refundBallMoney: 'Your ball money',
    refundPoints: 'Your points',
    pointsReversed: {
      one: 'Points earned on the purchase taken back: {{count}}',
      other: 'Points earned on the purchase taken back: {{count}}',
    },
    note: 'This credit note cancels the amounts above of the receipt for order {{id}}.',
    cardDelay: 'A card refund can take a few banking days to show on your statement.',
    filename: 'credit-note-{{number}}.pdf',
  },
} as const;
