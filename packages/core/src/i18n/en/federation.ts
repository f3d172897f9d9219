/** The golf-union sign-in: the development provider's pages and the results of the callback. */
export default {
  devTitle: 'Development golf-union sign-in',
  devIntro:
    'Development sign-in of {{union}} for testing. The test members and their passwords are listed in the README.',
  memberNumber: 'Member number',
  password: 'Password',
  signIn: 'Sign in',
  wrongCredentials: 'Wrong member number or password.',
  consentTitle: 'Share your details with GolfWallet?',
  consentText: 'GolfWallet asks {{union}} for your name, birth date, e-mail, club and golf ID.',
  allow: 'Allow',
  refuse: 'Refuse',
  signedInAs: 'Signed in as {{name}} ({{memberNumber}})',
  interactionExpired: 'This sign-in has expired. Please start again from GolfWallet.',
  resultTitle: 'Sign in with golf union',
  denied: 'You refused to share your details, so you were not signed in.',
  expired: 'The sign-in expired or was already used. Please start again.',
  country: 'The answer came from the golf union of another country. Please start again.',
  failed: 'The golf union sign-in failed. Please try again later.',
  callback: "Only GolfWallet's own return page is allowed.",
  unavailable: 'Sign-in through the golf union of this country is not available.',
  tryAgain: 'Back to sign-in',
} as const;
