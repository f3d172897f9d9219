export default {
  title: 'Help with vouchers',
  intro:
    'A voucher in GolfWallet gives you something at a golf club: a round, a discount or a basket of range balls. Here is how to read one.',
  valuesTitle: 'Value settings',
  valuesIntro: 'The value on a voucher tells you what you pay when you use it.',
  values: {
    free: {
      title: 'Free',
      text: 'You pay nothing. The voucher covers the whole price, and it is marked as free.',
    },
    setPrice: {
      title: 'Amount to pay',
      text: 'You pay the fixed amount shown on the voucher, for example 200,-, whatever the normal price is.',
    },
    percentOff: {
      title: 'Percent off',
      text: 'The normal price is reduced by the percentage shown, for example -20%.',
    },
    amountOff: {
      title: 'Amount off',
      text: 'The normal price is reduced by the amount shown, for example -100,-.',
    },
  },
  typesTitle: 'Voucher types',
  typesIntro: 'The type tells you why you have the voucher.',
  types: {
    normal: {
      title: 'Normal',
      text: 'A voucher from a golf club: bought in the club shop, received as a gift or given to you by the club.',
    },
    offer: {
      title: 'Offer',
      text: 'A special offer from a club. It can only be used for a limited period, so check the dates.',
    },
    loyalty: {
      title: 'Loyalty',
      text: 'A reward given to you because you paid a green fee at that club. It can be used at the same club.',
    },
  },
  useTitle: 'Using a voucher',
  useText:
    'Check the dates, weekdays and times on the voucher before you play. Show it at the club or redeem it yourself in the app when you are at the club. Each use is counted, and the voucher shows how many uses are left.',
  printTitle: 'Printed vouchers',
  printText:
    'A voucher you print as a PDF on the web is no longer shown in the app, so it cannot be used twice.',
  contactText: 'Still have a question? Write to us at {{email}}.',
} as const;
