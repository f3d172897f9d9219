/**
 * The embedded test acquirer's cards (README "Test cards"). Any other number that passes the Luhn
 * check is approved.
 */
export type TestBehaviour =
  | 'approve'
  | 'decline'
  | 'insufficient_funds'
  | 'expired'
  | 'three_d_secure'
  | 'timeout';

export const TEST_CARDS: Record<string, TestBehaviour> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired',
  '4000000000003220': 'three_d_secure',
  '4000000000000119': 'timeout',
};

export function behaviourOf(number: string): TestBehaviour {
  return TEST_CARDS[number.replace(/\s+/g, '')] ?? 'approve';
}
