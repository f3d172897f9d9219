import type { DispenserStatusReport } from '../../adapters/dispenser/dispenser';
import type { Deps } from '../../deps';
import { setDispenserStatusByTopic } from './range.repository';

/**
 * Keeps `dispensers.status` to what each machine last announced on its status topic: a golfer can
 * dispense only from a ready machine (otherwise 'dispenser not ready', §8), and the club portal
 * shows it. A status for a topic no dispenser has is ignored.
 */
export async function recordDispenserStatus(deps: Deps, report: DispenserStatusReport) {
  try {
    const known = await setDispenserStatusByTopic(deps.db, report.topic, report.status);
    if (!known) deps.log.warn({ topic: report.topic }, 'status of an unknown dispenser topic');
  } catch (error) {
    deps.log.error({ err: error, topic: report.topic }, 'dispenser status not recorded');
  }
}
