import { AppError } from '@golfwallet/core/errors/app-error';
import { zIdempotencyKey } from '@golfwallet/core/contracts/shop/checkout';
import { dispense as dispenseContract } from '@golfwallet/core/contracts/range/dispense';
import { listDispensers as listContract } from '@golfwallet/core/contracts/range/list-dispensers';
import type { FastifyInstance } from 'fastify';
import { dispenserGatewayFor } from '../../adapters/dispenser/select-dispenser';
import type { Deps } from '../../deps';
import { DispenseRunner } from '../../modules/range/dispense-runner';
import { recordDispenserStatus } from '../../modules/range/dispenser-status.service';
import { dispense, listDispensers } from '../../modules/range/range.service';
import { route } from '../route';

export async function rangeRoutes(api: FastifyInstance, deps: Deps) {
  const runner = new DispenseRunner(deps, deps.dispenser ?? (await dispenserGatewayFor(deps.config)));
  const stopStatus = runner.gateway.onStatus?.((report) => void recordDispenserStatus(deps, report));
  // Reservations left open past their deadline are released by the dispense-timeouts job.
  api.addHook('onClose', async () => {
    stopStatus?.();
    await runner.close();
  });

  route(api, deps, listContract, ({ auth, params }) => listDispensers(deps, auth.user, params.club_id));
  route(api, deps, dispenseContract, ({ auth, body, request }) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return dispense(deps, runner, auth.user, body);
    const key = zIdempotencyKey.safeParse(header);
    if (!key.success) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
    return dispense(deps, runner, auth.user, body, key.data);
  });
}
