import type { FastifyInstance } from 'fastify';

/**
 * A server clock the end-to-end journeys can move (TEST_CLOCK_ROUTE=true only): PUT
 * /api/v1/test/clock {"now": ISO time} fixes the time from which the clock then runs on; {"now":
 * null} returns to the real time. Hidden from the OpenAPI document; never mounted in production.
 */
let offsetMs = 0;

export const testClock = {
  now: (base: (() => Date) | undefined) => (): Date =>
    new Date((base ? base() : new Date()).getTime() + offsetMs),
};

export function registerTestClock(api: FastifyInstance) {
  api.put('/test/clock', { schema: { hide: true } }, async (request) => {
    const body = request.body as { now?: unknown } | undefined;
    const target = typeof body?.now === 'string' ? Date.parse(body.now) : Number.NaN;
    offsetMs = Number.isFinite(target) ? target - Date.now() : 0;
    return { now: new Date(Date.now() + offsetMs).toISOString() };
  });
}
