import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { drawCodes } from '../code-first/draw-codes';
import { paintedDrawings, removePaintedCode } from '../code-first/painted-code';

interface Drawn {
  code: string;
  /** data: URLs of the SVGs. */
  barcode: string;
  qr: string;
}

/**
 * The voucher code as a Code 128 barcode and a QR code, large enough to be scanned from the
 * screen at the desk, and as text. Starts from the drawings the page was painted with before the
 * app started (issue 33, "code first"), else draws them (bwip-js loads with this screen).
 */
export function VoucherCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const [drawn, setDrawn] = useState<Drawn | null>(() => {
    const painted = paintedDrawings(code);
    return painted && { code, ...painted };
  });

  // In the same frame as the app's own code appears, the early paint goes.
  useLayoutEffect(removePaintedCode, []);

  useEffect(() => {
    if (drawn?.code === code) return;
    let live = true;
    void drawCodes(code).then((images) => {
      if (live) setDrawn({ code, ...images });
    });
    return () => {
      live = false;
    };
  }, [code, drawn]);

  const ready = drawn?.code === code ? drawn : null;
  return (
    <section className="voucher-code" aria-labelledby="voucher-code-title">
      <h2 id="voucher-code-title" className="voucher-code__title">
        {t('app.details.code')}
      </h2>
      <div className="voucher-code__images">
        {ready ? (
          <>
            <img
              className="voucher-code__barcode"
              src={ready.barcode}
              alt={t('app.details.barcode', { code })}
            />
            <img className="voucher-code__qr" src={ready.qr} alt={t('app.details.qr', { code })} />
          </>
        ) : (
          <span className="voucher-code__placeholder" aria-hidden="true" />
        )}
      </div>
      <p className="voucher-code__text">{code}</p>
      <p className="voucher-code__awake">{t('app.details.awake')}</p>
    </section>
  );
}
