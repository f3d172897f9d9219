import {
  type DevicePosition,
  type Geolocation,
  POSITION_MAX_AGE_MS,
  POSITION_TIMEOUT_MS,
  PositionError,
  type PositionFailure,
} from './types';

const OPTIONS: PositionOptions = {
  timeout: POSITION_TIMEOUT_MS,
  maximumAge: POSITION_MAX_AGE_MS,
  enableHighAccuracy: true,
};

function failure(error: GeolocationPositionError): PositionError {
  const reason: PositionFailure =
    error.code === error.PERMISSION_DENIED
      ? 'denied'
      : error.code === error.TIMEOUT
        ? 'timeout'
        : 'unavailable';
  return new PositionError(reason);
}

const toPosition = (position: GeolocationPosition): DevicePosition => ({
  latitude: position.coords.latitude,
  longitude: position.coords.longitude,
});

/**
 * A one-off fix is for a check made now (self-redeem near the club): it never takes a cached
 * position, which could be from before the golfer walked to the club.
 */
const FRESH: PositionOptions = { ...OPTIONS, maximumAge: 0 };

/** The browser's Geolocation API (asks for permission the first time it is used). */
export const browserGeolocation: Geolocation = {
  current() {
    return new Promise((resolve, reject) => {
      const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
      if (!geolocation) {
        reject(new PositionError('unavailable'));
        return;
      }
      geolocation.getCurrentPosition(
        (position) => resolve(toPosition(position)),
        (error) => reject(failure(error)),
        FRESH,
      );
    });
  },
  watch(onPosition, onError) {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      onError(new PositionError('unavailable'));
      return () => undefined;
    }
    const id = geolocation.watchPosition(
      (position) => onPosition(toPosition(position)),
      (error) => onError(failure(error)),
      OPTIONS,
    );
    return () => geolocation.clearWatch(id);
  },
};
