/** A fix from the browser within 10 s (spec §9), or a rejection when there is none. */
export function getDevicePosition(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new Error('Geolocation is not supported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new Error(error.message || 'Geolocation failed')),
      { timeout: 10_000, maximumAge: 10_000, enableHighAccuracy: true },
    );
  });
}
