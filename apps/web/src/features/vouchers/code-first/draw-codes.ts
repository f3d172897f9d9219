const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * A voucher code as a Code 128 barcode and a QR code, large enough to be scanned from the screen at
 * the desk: data: URLs of their SVGs. bwip-js (the same encoder as the PDFs) loads on first use.
 */
export async function drawCodes(code: string): Promise<{ barcode: string; qr: string }> {
  const { toSVG } = await import('bwip-js/browser');
  return {
    barcode: svgSource(
      toSVG({ bcid: 'code128', text: code, scale: 3, height: 16, paddingwidth: 8, paddingheight: 4 }),
    ),
    qr: svgSource(toSVG({ bcid: 'qrcode', text: code, scale: 4, paddingwidth: 4, paddingheight: 4 })),
  };
}
