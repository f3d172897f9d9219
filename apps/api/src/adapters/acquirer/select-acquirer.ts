import type { Deps } from '../../deps';
import type { Acquirer } from './acquirer';
import { stripeAcquirer } from './stripe-acquirer';
import { testAcquirer } from './test-acquirer';

const cache = new WeakMap<object, Acquirer>();

/** The acquirer the configuration selects (ACQUIRER=test|stripe), one per database. */
export function acquirerFor(deps: Pick<Deps, 'db' | 'config' | 'acquirer'>): Acquirer {
  if (deps.acquirer) return deps.acquirer;
  let acquirer = cache.get(deps.db);
  if (!acquirer) {
    acquirer = deps.config.ACQUIRER === 'stripe' ? stripeAcquirer(deps.config) : testAcquirer(deps.db);
    cache.set(deps.db, acquirer);
  }
  return acquirer;
}
