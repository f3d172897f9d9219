/**
 * A vitest setup file (core and API projects): with FC_SEED set, every fast-check property of the
 * run starts from that seed, so a failure that `npm run test:soak` found (it prints each run's
 * seed) replays with `FC_SEED=<seed> npx vitest run <file>`. fast-check prints the seed and path of
 * any failing property itself.
 */
import fc from 'fast-check';

const seed = process.env.FC_SEED;
if (seed !== undefined && seed !== '') fc.configureGlobal({ seed: Number(seed) });
