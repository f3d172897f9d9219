import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { reconcilePayments } from '../../modules/shop/reconcile';
import type Stripe from 'stripe';
import { loadStripe } from './stripe-acquirer';

export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

/**
 * Stripe's webhook: the raw body is verified against the Stripe-Signature header with the
 * endpoint secret (a bad signature answers 400 and changes nothing); payment and refund events
 * start a reconciliation run, which asks Stripe itself for the state of each open payment.
 */
export async function registerStripeWebhook(app: FastifyInstance, deps: Deps) {
  const StripeSdk = await loadStripe();
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    hook.post(STRIPE_WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = StripeSdk.webhooks.constructEvent(
          request.body as Buffer,
          typeof signature === 'string' ? signature : '',
          deps.config.STRIPE_WEBHOOK_SECRET!,
        );
      } catch {
        return reply.status(400).send({ status: 400, code: 'BAD_REQUEST', message: 'invalid signature' });
      }
      if (event.type.startsWith('payment_intent.') || event.type.startsWith('charge.refund')) {
        void reconcilePayments(deps).catch((error: unknown) =>
          deps.log.error({ err: (error as Error).message }, 'webhook reconciliation failed'),
        );
      }
      return reply.send({ received: true });
    });
  });
}
