import { distanceKm } from '@golfwallet/core/domain/geo';
import { AppError } from '@golfwallet/core/errors/app-error';

/**
 * The golfer's position is within the club's radius (its self-redemption radius): for
 * self-redeeming a voucher and for a range dispense. No position: GEOLOCATION_UNAVAILABLE; too
 * far: TOO_FAR_FROM_CLUB.
 */
export function assertNearClub(
  position: { latitude?: number; longitude?: number },
  club: { latitude: number; longitude: number; selfRedeemRadiusM: number },
): void {
  if (position.latitude === undefined || position.longitude === undefined)
    throw new AppError('GEOLOCATION_UNAVAILABLE');
  const metres =
    distanceKm(
      { lat: position.latitude, lng: position.longitude },
      { lat: club.latitude, lng: club.longitude },
    ) * 1000;
  if (metres > club.selfRedeemRadiusM) throw new AppError('TOO_FAR_FROM_CLUB');
}
