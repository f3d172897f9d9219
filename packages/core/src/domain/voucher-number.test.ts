import { describe, expect, it } from 'vitest';
import { voucherNumberCandidates } from './voucher-number';

describe('voucherNumberCandidates', () => {
  it('adds the GW- prefix to digits typed alone, and keeps them as typed too', () => {
    expect(voucherNumberCandidates('123456789012')).toEqual(['123456789012', 'GW-123456789012']);
  });
  it('leaves a number with its prefix or letters as typed', () => {
    expect(voucherNumberCandidates('gw-123')).toEqual(['GW-123', 'GW-123']);
    expect(voucherNumberCandidates('PAPER-2026-0001')).toEqual(['PAPER-2026-0001', 'PAPER-2026-0001']);
  });
});
