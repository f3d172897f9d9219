import { VOUCHER_NUMBER_MAX } from '@golfwallet/core/domain/voucher-number';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { APP_PATHS } from '../../../lib/app-paths';
import { errorMessage, fieldErrorText, isNetworkError } from '../../../lib/error-message';
import { lazyRules, rulesOrNetworkError, usePreloadedRules } from '../../../lib/lazy-rules';
import { device } from '../../../lib/platform/device';
import { scanWithTimeout } from '../../../lib/platform/scan-timeout';
import { ScanError } from '../../../lib/platform/types';
import { useUploadVoucher } from '../api/upload-voucher';
import './upload.css';

/** What went wrong with the last scan: the camera refused, nothing readable in time, or another failure. */
type ScanProblem = 'denied' | 'timeout' | 'failed';

function scanProblemOf(error: unknown): ScanProblem {
  if (error instanceof ScanError && (error.reason === 'denied' || error.reason === 'timeout'))
    return error.reason;
  return 'failed';
}

const rules = lazyRules(() => import('@golfwallet/core/validation/voucher-number'));

/**
 * Upload voucher (spec §2): type the code of a paper voucher, or scan its barcode with the camera
 * (lib/platform: BarcodeDetector or ZXing in the browser, ML Kit in the app). 'Upload failed' and
 * 'Scan failed' are the texts of spec §8.
 */
export function UploadPage() {
  const { t } = useTranslation();
  const upload = useUploadVoucher();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [scanning, setScanning] = useState(false);
  const [scanProblem, setScanProblem] = useState<ScanProblem | null>(null);
  const [scanned, setScanned] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const stop = useRef<AbortController | null>(null);

  useEffect(() => () => stop.current?.abort(), []);
  usePreloadedRules(rules);

  const submit = async (value: string) => {
    const loaded = await rulesOrNetworkError(rules, (key) => setFieldError(t(key)));
    if (!loaded) return;
    const parsed = loaded.voucherNumberSchema.safeParse(value);
    if (!parsed.success) {
      // The last upload's answer (failed or done) is about another code: only the field error stays.
      upload.reset();
      setFieldError(fieldErrorText(parsed.error.issues[0]?.message, t));
      return;
    }
    setFieldError(undefined);
    upload.mutate(parsed.data);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(code);
  };

  const startScan = async () => {
    setScanProblem(null);
    setScanned(null);
    const controller = new AbortController();
    stop.current = controller;
    setScanning(true);
    // The video element renders with the scanning state; wait for it.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    try {
      const { scanner } = await device();
      const value = await scanWithTimeout(scanner, { video: video.current, signal: controller.signal });
      setCode(value);
      setScanned(value);
      await submit(value);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        setScanProblem(scanProblemOf(error));
      }
    } finally {
      setScanning(false);
      stop.current = null;
    }
  };

  // 'Upload failed' (spec §8), with the server's reason when it says more; offline, the connection text.
  const reason = upload.error ? errorMessage(upload.error, t) : null;
  const failure = upload.error
    ? isNetworkError(upload.error)
      ? [reason]
      : [t('app.upload.failed'), reason !== t('app.upload.failed') ? reason : null]
    : null;

  return (
    <div className="upload">
      <h1 className="app-title">{t('app.upload.title')}</h1>
      <p>{t('app.upload.intro')}</p>
      <form onSubmit={onSubmit} noValidate className="upload__form">
        <TextField
          label={t('app.upload.code')}
          value={code}
          maxLength={VOUCHER_NUMBER_MAX + 8}
          autoCapitalize="characters"
          autoComplete="off"
          ref={codeField}
          error={fieldError}
          onChange={(event) => setCode(event.target.value)}
        />
        {failure && (
          <div className="app-alert" role="alert">
            {failure.filter(Boolean).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        {upload.isSuccess && (
          <p className="app-success" role="status">
            {t('app.upload.uploaded', { name: upload.data.voucher_name })}{' '}
            <Link to={APP_PATHS.voucher(upload.data.voucher_id)}>{upload.data.voucher_name}</Link>
          </p>
        )}
        <Button type="submit" busy={upload.isPending} className="button--block">
          {t('app.upload.submit')}
        </Button>
      </form>
      <div className="upload__scan">
        {scanning ? (
          <>
            <p role="status">{t('app.upload.scanning')}</p>
            <video
              ref={video}
              className="upload__video"
              aria-label={t('app.upload.camera')}
              playsInline
              muted
            />
            <Button variant="secondary" className="button--block" onClick={() => stop.current?.abort()}>
              {t('app.upload.stopScan')}
            </Button>
          </>
        ) : scanProblem ? null : (
          <Button variant="secondary" className="button--block" onClick={startScan}>
            {t('app.upload.scan')}
          </Button>
        )}
        {scanned && <p role="status">{t('app.upload.scanned', { code: scanned })}</p>}
        {scanProblem && (
          <div className="app-alert upload__scan-problem" role="alert">
            {scanProblem === 'denied' ? (
              <p>{t('app.upload.cameraDenied')}</p>
            ) : (
              <>
                <p>{t('app.upload.scanFailed')}</p>
                {scanProblem === 'timeout' && <p>{t('app.upload.scanTimedOut')}</p>}
              </>
            )}
          </div>
        )}
        {scanProblem && !scanning && (
          // Instead of Scan barcode after a failed scan: scan again, or type the code instead.
          <div className="upload__scan-actions">
            <Button variant="secondary" className="button--block" onClick={startScan}>
              {t('common.tryAgain')}
            </Button>
            <Button
              variant="secondary"
              className="button--block"
              onClick={() => {
                setScanProblem(null);
                codeField.current?.focus();
              }}
            >
              {t('app.upload.typeCode')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
