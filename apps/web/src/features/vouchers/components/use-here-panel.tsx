import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { chooseRedeemTarget } from '@golfwallet/core/domain/redeem-target';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { newTapKey, useOneTapAtATime } from '../../../lib/keyed-write';
import { device } from '../../../lib/platform/device';
import { type DevicePosition, PositionError } from '../../../lib/platform/types';
import { confirmPinWithDevice, useDeviceConfirmsPin } from '../api/confirm-pin';
import { useDepartments } from '../api/get-departments';
import { type RedeemBody, useRedeemVoucher } from '../api/redeem-voucher';

type Outcome = { kind: 'done'; usesLeft: number | null } | { kind: 'error'; text: string } | null;

/**
 * "Use here" (spec §2 "Redeem and self-redeem"): the golfer redeems a self-redeemable voucher near
 * the club. The device position goes with the request and the server checks it against the
 * club's radius; its refusals are the texts of spec §8 ('You are too far away from the club to
 * self-redeem', 'Geolocation is not available yet', 'Voucher is not found or expired.').
 */
export function UseHerePanel({ voucher }: { voucher: VoucherItem }) {
  const { t } = useTranslation();
  const departments = useDepartments();
  const redeem = useRedeemVoucher();
  const tap = useOneTapAtATime();
  const deviceConfirms = useDeviceConfirmsPin(voucher.has_pin && voucher.can_be_self_redeemed);
  const [pin, setPin] = useState('');
  const [locating, setLocating] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (!voucher.can_be_self_redeemed) {
    return <p className="app-notice">{t('app.details.notSelfRedeemable')}</p>;
  }

  /**
   * One tap: redeems with the typed PIN, or with the device's fingerprint or face in its place,
   * under a fresh Idempotency-Key (a retry of the tap sends it again). A second tap while the first
   * runs does nothing; after a success the PIN field is emptied.
   */
  const use = (withDevice: boolean) =>
    tap.run(async () => {
      setOutcome(null);
      let position: DevicePosition | undefined;
      setLocating(true);
      try {
        position = await (await device()).geolocation.current();
      } catch (error) {
        // Without a position the server answers 'Geolocation is not available yet'; a refusal by
        // the golfer gets the phone-settings text.
        if (error instanceof PositionError && error.reason === 'denied') {
          setOutcome({ kind: 'error', text: t('app.clubs.locationDisabled') });
          setLocating(false);
          return;
        }
      }
      setLocating(false);
      let assertion: RedeemBody['assertion'];
      if (withDevice) {
        try {
          assertion = await confirmPinWithDevice(voucher.voucher_id);
        } catch (error) {
          // Cancelled or refused on the device: the golfer can still type the PIN.
          setOutcome({ kind: 'error', text: errorMessage(error, t) });
          return;
        }
      }
      const target = chooseRedeemTarget(voucher, departments.data ?? []);
      try {
        const result = await redeem.mutateAsync({
          key: newTapKey(),
          body: {
            voucher_id: voucher.voucher_id,
            club_id: target.club_id,
            department_id: target.department_id,
            self_redeem: true,
            latitude: position?.latitude,
            longitude: position?.longitude,
            pin: voucher.has_pin && !assertion ? pin : undefined,
            assertion,
          },
        });
        setPin('');
        setOutcome({ kind: 'done', usesLeft: result.uses_left });
      } catch (error) {
        setOutcome({ kind: 'error', text: errorMessage(error, t) });
      }
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void use(false);
  };

  return (
    <form className="use-here" onSubmit={onSubmit} noValidate aria-labelledby="use-here-title">
      <h2 id="use-here-title" className="use-here__title">
        {t('app.details.useHere')}
      </h2>
      {voucher.has_pin && (
        <TextField
          label={t('app.details.pin')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={pin}
          onChange={(event) => setPin(event.target.value)}
        />
      )}
      {voucher.has_pin && deviceConfirms && (
        <Button
          type="button"
          variant="secondary"
          busy={tap.busy}
          className="button--block"
          onClick={() => void use(true)}
        >
          {t('app.details.useBiometric')}
        </Button>
      )}
      {outcome?.kind === 'error' && (
        <p className="app-alert" role="alert">
          {outcome.text}
        </p>
      )}
      {outcome?.kind === 'done' && (
        <p className="app-success" role="status">
          {outcome.usesLeft === null
            ? t('app.details.redeemed')
            : t('app.details.redeemedLeft', { count: outcome.usesLeft })}
        </p>
      )}
      {locating && <p role="status">{t('app.details.locating')}</p>}
      <Button type="submit" busy={tap.busy} className="button--block">
        {t('app.details.confirmUse')}
      </Button>
    </form>
  );
}
