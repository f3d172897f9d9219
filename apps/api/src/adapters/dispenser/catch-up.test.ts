import { describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { CatchUp } from './dispenser-mqtt';
import { mqttClientId } from './select-dispenser';

describe('CatchUp', () => {
  it('is caught up only when the marker of the current connection comes back', () => {
    const catchUp = new CatchUp();
    expect(catchUp.caughtUp).toBe(false);
    catchUp.connected('m1');
    expect(catchUp.heard('someone-else')).toBe(false);
    expect(catchUp.caughtUp).toBe(false);
    expect(catchUp.heard('m1')).toBe(true);
    expect(catchUp.caughtUp).toBe(true);
    // A repeated marker changes nothing.
    expect(catchUp.heard('m1')).toBe(false);
    expect(catchUp.caughtUp).toBe(true);
  });

  it('is not caught up after a disconnection until the next connection marker, not an old one', () => {
    const catchUp = new CatchUp();
    catchUp.connected('m1');
    catchUp.heard('m1');
    catchUp.lost();
    expect(catchUp.caughtUp).toBe(false);
    expect(catchUp.heard('m1')).toBe(false);
    catchUp.connected('m2');
    expect(catchUp.heard('m1')).toBe(false);
    expect(catchUp.caughtUp).toBe(false);
    expect(catchUp.heard('m2')).toBe(true);
  });

  it('ignores its marker after a report was left unapplied on that connection', () => {
    const catchUp = new CatchUp();
    catchUp.connected('m1');
    catchUp.lost();
    expect(catchUp.heard('m1')).toBe(false);
    expect(catchUp.caughtUp).toBe(false);
  });

  it('wakes its waiters when caught up, and on close', async () => {
    const catchUp = new CatchUp();
    const woken: string[] = [];
    catchUp.connected('m1');
    const first = catchUp.when().then(() => woken.push('first'));
    await Promise.resolve();
    expect(woken).toEqual([]);
    catchUp.heard('m1');
    await first;
    await catchUp.when();
    expect(woken).toEqual(['first']);

    catchUp.lost();
    const second = catchUp.when().then(() => woken.push('second'));
    catchUp.close();
    await second;
    expect(woken).toEqual(['first', 'second']);
    expect(catchUp.caughtUp).toBe(false);
  });
});

describe('mqttClientId', () => {
  const config = (values: Partial<Config>) =>
    ({ PORT: 3000, MQTT_CLIENT_ID: undefined, ...values }) as Config;

  it('takes MQTT_CLIENT_ID when set', () => {
    expect(mqttClientId(config({ MQTT_CLIENT_ID: 'range-api-1' }), 'host')).toBe('range-api-1');
  });

  it('is stable per host and port otherwise, and differs between instances', () => {
    expect(mqttClientId(config({ PORT: 3101 }), 'web-1.example')).toBe('golfwallet-api-web-1.example-3101');
    expect(mqttClientId(config({ PORT: 3101 }), 'web-1.example')).toBe(
      mqttClientId(config({ PORT: 3101 }), 'web-1.example'),
    );
    expect(mqttClientId(config({ PORT: 3102 }), 'web-1.example')).not.toBe(
      mqttClientId(config({ PORT: 3101 }), 'web-1.example'),
    );
    expect(mqttClientId(config({}), 'odd host/+#')).toBe('golfwallet-api-odd-host----3000');
  });
});
