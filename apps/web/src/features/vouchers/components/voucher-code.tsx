import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';

interface Drawn {
  code: string;
  barcode: string;
  qr: string;
}

const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The voucher code as a Code 128 barcode and a QR code, large enough to be scanned from the
 * screen at the desk, and as text. bwip-js (the same encoder as the PDFs) loads with this screen.
 */
export function VoucherCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    let live = true;
    void import('bwip-js/browser').then(({ toSVG }) => {
      if (!live) return;
      setDrawn({
        code,
        barcode: toSVG({
          bcid: 'code128',
          text: code,
          scale: 3,
          height: 16,
          paddingwidth: 8,
          paddingheight: 4,
        }),
        qr: toSVG({ bcid: 'qrcode', text: code, scale: 4, paddingwidth: 4, paddingheight: 4 }),
      });
    });
    return () => {
      live = false;
    };
  }, [code]);

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
              src={svgSource(ready.barcode)}
              alt={t('app.details.barcode', { code })}
            />
            <img className="voucher-code__qr" src={svgSource(ready.qr)} alt={t('app.details.qr', { code })} />
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
