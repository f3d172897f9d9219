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
} as const;
