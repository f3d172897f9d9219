import type { DevicePosition } from '../api/get-vouchers';

/** Location watch timeout and maximum age of spec §9: 10 s. */
const POSITION_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 10_000, enableHighAccuracy: false };

/**
 * The device position from the browser, for the "nearest" sort. Rejects when the browser has no
 * geolocation, the golfer refuses it, or no fix arrives within 10 s.
 */
export function getDevicePosition(): Promise<DevicePosition> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new Error('Geolocation is not supported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new Error(error.message || 'Geolocation failed')),
      POSITION_OPTIONS,
    );
  });
}
