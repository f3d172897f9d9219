import type { DeskVoucher } from '@golfwallet/core/contracts/partner/desk-lookup';
import { valueToMinor } from '@golfwallet/core/domain/shop/product-kind';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, isNetworkError } from '../../../lib/error-message';
import { newTapKey, useOneTapAtATime } from '../../../lib/keyed-write';
import { device } from '../../../lib/platform/device';
import { ScanError } from '../../../lib/platform/types';
import { describeRestrictions } from '@golfwallet/core/domain/restrictions';
import { formatServerDate } from '@golfwallet/core/format/dates';
import { displayPrice } from '@golfwallet/core/format/price';
import { toLocale } from '@golfwallet/core/i18n/locales';
import { Dialog } from '../../../components/ui/dialog';
import { useDeskLookup, useDeskRedeem, useUndoRedemption } from '../api/desk';
import { DeskSearch } from './desk-search';
import { usePortalContext } from '../hooks/use-portal-context';
import { usePortalFormat } from '../hooks/use-portal-format';

/**
 * The desk (tablet, 768×1024, 44 px targets): type or scan a voucher number (the digits alone will
 * do), or find the golfer's vouchers by name or member number; see at once whether it may be used
 * now and why not, its value and restrictions; redeem one use (a gift card: an amount from its
 * value) after a confirmation, undo it within 15 minutes; the holder's ball money and gift-card
 * credit at this club beside it.
 */
export function DeskPage() {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? 'da';
  const me = usePortalContext();
  const { dateTime, minor } = usePortalFormat();
  const [confirming, setConfirming] = useState(false);
  const lookup = useDeskLookup();
  const redeem = useDeskRedeem();
  const tap = useOneTapAtATime();
  const undo = useUndoRedemption();
  /** The server said no to the undo (too late, already undone); a lost connection may try again. */
  const undoRefused = undo.isError && !isNetworkError(undo.error);
  const [number, setNumber] = useState('');
  const [partner, setPartner] = useState('');
  const [department, setDepartment] = useState('');
  /** A gift card: the amount to take from it, as typed ("350" or "12,50"). */
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [scanProblem, setScanProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stopScan = useRef<AbortController | null>(null);
  const voucher: DeskVoucher | undefined = lookup.data;
  const restrictions = voucher
    ? describeRestrictions(voucher, locale, t, { today: formatServerDate(new Date(), me.club.timezone) })
    : [];
  // Leaving the desk releases the camera.
  useEffect(() => () => stopScan.current?.abort(), []);

  /** Looks the number up again without forgetting the redemption just made (its undo stays). */
  const refresh = (value = number) => {
    if (value.trim()) lookup.mutate({ number: value.trim(), playingWithMember: partner || undefined });
  };
  const look = (value = number) => {
    setConfirming(false);
    redeem.reset();
    undo.reset();
    setAmount('');
    setAmountError(null);
    refresh(value);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    look();
  };
  /**
   * Reads a code with the tablet's camera: the browser's BarcodeDetector where it has one, else
   * ZXing (loaded only then), the native scanner in the app; the number is then looked up.
   */
  const scan = async () => {
    if (!video.current) return;
    const controller = new AbortController();
    stopScan.current = controller;
    setScanProblem(null);
    setScanning(true);
    try {
      const code = await (await device()).scanner.scan({ video: video.current, signal: controller.signal });
      setNumber(code);
      look(code);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        const reason = error instanceof ScanError ? error.reason : 'failed';
        setScanProblem(
          reason === 'denied'
            ? t('partner.desk.cameraDenied')
            : reason === 'unsupported'
              ? t('partner.desk.scanUnavailable')
              : t('errors.scanFailed'),
        );
      }
    } finally {
      setScanning(false);
      stopScan.current = null;
    }
  };
  /**
   * After the desk confirmed: one use under a fresh Idempotency-Key (a retry of the click sends it again); a
   * second click while it runs does nothing. A refusal shows from `redeem.error`.
   */
  /** A gift card's amount in minor units; 0 when what was typed is not an amount (said in place). */
  const checkedAmount = () => {
    const amountMinor = valueToMinor(amount);
    setAmountError(amountMinor === 0 ? t('partner.validation.value') : null);
    return amountMinor;
  };
  /** Redeem asks first; a gift card's amount is checked before the question. */
  const askToRedeem = () => {
    if (voucher?.gift_card && checkedAmount() === 0) return;
    setConfirming(true);
  };
  const doRedeem = () =>
    tap.run(async () => {
      setConfirming(false);
      if (!voucher) return;
      // A gift card: the amount taken from its value (its ledger account), in minor units.
      const amountMinor = voucher.gift_card ? checkedAmount() : undefined;
      if (amountMinor === 0) return;
      const body = {
        voucher_id: voucher.voucher_id,
        ...(department ? { department_id: Number(department) } : {}),
        ...(partner ? { playing_with_member: partner } : {}),
        ...(amountMinor ? { amount_minor: amountMinor } : {}),
      };
      const done = await redeem.mutateAsync({ key: newTapKey(), body }).then(
        () => true,
        () => false,
      );
      if (done) {
        setAmount('');
        refresh();
      }
    });

  return (
    <>
      <h1>{t('partner.desk.title')}</h1>
      <form className="portal-card" onSubmit={submit} noValidate>
        <div className="portal-grid">
          <TextField
            label={t('partner.desk.number')}
            value={number}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(e) => setNumber(e.target.value)}
          />
          <TextField
            label={t('partner.desk.playingWithMember')}
            value={partner}
            onChange={(e) => setPartner(e.target.value)}
          />
          {me.club.departments.length > 0 && (
            <SelectField
              label={t('partner.desk.department')}
              value={department}
              placeholder={t('partner.desk.anyDepartment')}
              options={me.club.departments.map((d) => ({
                value: String(d.department_id),
                label: d.department_name,
              }))}
              onChange={(e) => setDepartment(e.target.value)}
            />
          )}
        </div>
        <div className="portal-actions">
          <Button type="submit" busy={lookup.isPending}>
            {t('partner.desk.lookUp')}
          </Button>
          {scanning ? (
            <Button variant="secondary" onClick={() => stopScan.current?.abort()}>
              {t('partner.desk.stopScan')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void scan()}>
              {t('partner.desk.scan')}
            </Button>
          )}
        </div>
        <video
          ref={video}
          className="portal-video"
          hidden={!scanning}
          muted
          playsInline
          aria-label={t('partner.desk.camera')}
        />
        {scanning && <p role="status">{t('partner.desk.scanning')}</p>}
        {scanProblem && <Alert variant="error">{scanProblem}</Alert>}
      </form>

      <DeskSearch
        onChoose={(chosen) => {
          setNumber(chosen);
          look(chosen);
        }}
      />
      {lookup.isError && <Alert variant="error">{errorMessage(lookup.error, t)}</Alert>}
      {voucher && (
        <section className="portal-card" aria-labelledby="desk-voucher">
          <h2 id="desk-voucher">
            {voucher.voucher_name} · {voucher.voucher_number}
          </h2>
          <p
            className={`portal-verdict ${voucher.may_redeem ? 'portal-verdict--ok' : 'portal-verdict--no'}`}
            role="status"
          >
            {voucher.may_redeem ? t('partner.desk.mayRedeem') : t('partner.desk.mayNotRedeem')}
            {voucher.reason ? `: ${voucher.reason}` : ''}
          </p>
          <dl className="portal-grid">
            {voucher.holder && (
              <div>
                <dt>{t('partner.desk.holder')}</dt>
                <dd>
                  {voucher.holder.first_name} {voucher.holder.last_name}
                  {voucher.holder.member_number ? ` (${voucher.holder.member_number})` : ''}
                </dd>
              </div>
            )}
            <div>
              <dt>{t('partner.desk.value')}</dt>
              <dd>{displayPrice(voucher, locale, t)}</dd>
            </div>
            {voucher.gift_card ? (
              <div>
                <dt>{t('partner.desk.giftCardRemaining')}</dt>
                <dd>{minor(voucher.gift_card.remaining_minor, voucher.currency)}</dd>
              </div>
            ) : (
              <div>
                <dt>{t('partner.desk.usesLeft')}</dt>
                <dd>{voucher.uses_left ?? t('partner.desk.unlimited')}</dd>
              </div>
            )}
            <div>
              <dt>{t('partner.desk.validTo')}</dt>
              <dd>{dateTime(voucher.valid_to)}</dd>
            </div>
          </dl>
          <h3>{t('partner.desk.restrictions')}</h3>
          {restrictions.length === 0 ? (
            <p>{t('partner.desk.noRestrictions')}</p>
          ) : (
            <ul>
              {restrictions.map((line) => (
                <li key={`${line.key}:${JSON.stringify(line.params ?? {})}`}>
                  {t(line.key, line.params ?? {})}
                </li>
              ))}
            </ul>
          )}
          {voucher.gift_card && voucher.may_redeem && (
            <TextField
              label={t('partner.desk.amount')}
              value={amount}
              inputMode="decimal"
              autoComplete="off"
              error={amountError ?? undefined}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
          <Button onClick={askToRedeem} disabled={!voucher.may_redeem} busy={tap.busy}>
            {voucher.gift_card ? t('partner.desk.redeemAmount') : t('partner.desk.redeem')}
          </Button>
          <Dialog
            open={confirming}
            onClose={() => setConfirming(false)}
            title={t('partner.desk.confirmTitle', {
              voucher: voucher.voucher_name,
              holder: voucher.holder
                ? `${voucher.holder.first_name} ${voucher.holder.last_name}`
                : voucher.voucher_number,
            })}
          >
            <p>
              {voucher.gift_card ? `${t('partner.desk.amount')}: ${amount}` : t('partner.desk.confirmText')}
            </p>
            <div className="portal-actions">
              <Button onClick={() => void doRedeem()} busy={tap.busy}>
                {t('partner.desk.confirm')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('partner.desk.cancel')}
              </Button>
            </div>
          </Dialog>
          {voucher.balances && (
            <>
              <h3>{t('partner.desk.balances')}</h3>
              <dl className="portal-grid">
                <div>
                  <dt>{t('partner.desk.ballMoney')}</dt>
                  <dd>{minor(voucher.balances.ball_money_minor, voucher.balances.currency)}</dd>
                </div>
                <div>
                  <dt>{t('partner.desk.giftCardCredit')}</dt>
                  <dd>{minor(voucher.balances.gift_card_minor, voucher.balances.currency)}</dd>
                </div>
              </dl>
            </>
          )}
        </section>
      )}
      {redeem.isError && <Alert variant="error">{errorMessage(redeem.error, t)}</Alert>}
      {redeem.data && !undo.isSuccess && (
        <Alert variant="success">
          <p>
            {typeof redeem.data.gift_card_remaining_minor === 'number'
              ? t('partner.desk.redeemedGiftCard', {
                  remaining: minor(redeem.data.gift_card_remaining_minor, voucher?.currency ?? 'DKK'),
                })
              : t('partner.desk.redeemed', { uses: redeem.data.uses_left ?? t('partner.desk.unlimited') })}
          </p>
          <p>{t('partner.desk.undoUntil', { time: dateTime(redeem.data.undo_until) })}</p>
          {/* Refused (too late, already undone): the reason shows below and the button goes. */}
          {!undoRefused && (
            <Button
              variant="secondary"
              busy={undo.isPending}
              onClick={() => undo.mutate(redeem.data.redemption_id, { onSuccess: () => refresh() })}
            >
              {t('partner.desk.undo')}
            </Button>
          )}
        </Alert>
      )}
      {undo.isSuccess && <Alert variant="success">{t('partner.desk.undone')}</Alert>}
      {undo.isError && <Alert variant="error">{errorMessage(undo.error, t)}</Alert>}
    </>
  );
}
