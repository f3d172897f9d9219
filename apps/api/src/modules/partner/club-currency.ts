/** The currency a club sells in, by its country. */
export function clubCurrency(countryCode: string): string {
  return countryCode === 'SE'
    ? 'SEK'
    : countryCode === 'NO'
      ? 'NOK'
      : countryCode === 'IS'
        ? 'ISK'
        : countryCode === 'FI'
          ? 'EUR'
          : 'DKK';
}
