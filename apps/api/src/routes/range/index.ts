import { dispense as dispenseContract } from '@golfwallet/core/contracts/range/dispense';
import { listDispensers as listContract } from '@golfwallet/core/contracts/range/list-dispensers';
import type { FastifyInstance } from 'fastify';
import { dispenserGatewayFor } from '../../adapters/dispenser/select-dispenser';
import type { Deps } from '../../deps';
import { DispenseRunner } from '../../modules/range/dispense-runner';
import { recordDispenserStatus } from '../../modules/range/dispenser-status.service';
import { dispense, listDispensers } from '../../modules/range/range.service';
import { sweepOverdueReservations } from '../../modules/range/reservation.service';
import { route } from '../route';

/** How often open reservations past their deadline are swept (besides once at start-up). */
const SWEEP_INTERVAL_MS = 30_000;

export async function rangeRoutes(api: FastifyInstance, deps: Deps) {
  const runner = new DispenseRunner(deps, deps.dispenser ?? (await dispenserGatewayFor(deps.config)));
  const stopStatus = runner.gateway.onStatus?.((report) => void recordDispenserStatus(deps, report));
  const sweep = () =>
    sweepOverdueReservations(deps).then(
      (released) => {
        if (released > 0) deps.log.warn({ released }, 'released dispense reservations left open');
      },
      (error: unknown) => deps.log.error({ err: error }, 'dispense sweep failed'),
    );
  // The server listens before it migrates: the sweep waits until the tables are there.
  const lifecycle = deps.lifecycle;
  api.addHook('onReady', async () => {
    if (lifecycle) lifecycle.whenReady(() => void sweep());
    else await sweep();
  });
  const timer = setInterval(() => {
    if (!lifecycle || lifecycle.serving) void sweep();
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  api.addHook('onClose', async () => {
    clearInterval(timer);
    stopStatus?.();
    await runner.close();
  });

  route(api, deps, listContract, ({ auth, params }) => listDispensers(deps, auth.user, params.club_id));
  route(api, deps, dispenseContract, ({ auth, body }) => dispense(deps, runner, auth.user, body));
}
