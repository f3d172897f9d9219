import { dispense as dispenseContract } from '@golfwallet/core/contracts/range/dispense';
import { listDispensers as listContract } from '@golfwallet/core/contracts/range/list-dispensers';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { DispenseRunner } from '../../modules/range/dispense-runner';
import { recordDispenserStatus } from '../../modules/range/dispenser-status.service';
import { dispense, listDispensers } from '../../modules/range/range.service';
import { route } from '../route';

export async function rangeRoutes(api: FastifyInstance, deps: Deps) {
  if (!deps.dispenser) throw new Error('buildApp chooses the dispenser gateway before the routes');
  const runner = new DispenseRunner(deps, deps.dispenser);
  const stopStatus = runner.gateway.onStatus?.((report) => recordDispenserStatus(deps, report));
  // Reservations left open past their deadline are released by the dispense-timeouts job, once the
  // gateway has caught up with what the broker kept (reservation.service.ts, reportsHeard).
  api.addHook('onClose', async () => {
    stopStatus?.();
    await runner.close();
  });

  route(api, deps, listContract, ({ auth, params }) => listDispensers(deps, auth.user, params.club_id));
  route(api, deps, dispenseContract, ({ auth, body, headers }) =>
    dispense(deps, runner, auth.user, body, headers['idempotency-key']),
  );
}
