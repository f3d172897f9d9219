import { describe, expect, it } from 'vitest';
import { chooseRedeemTarget } from './redeem-target';

const departments = [
  { department_id: 11, club_id: 1 },
  { department_id: 21, club_id: 2 },
];

describe('chooseRedeemTarget', () => {
  it('uses the issuing club of a voucher without a where-list', () => {
    expect(
      chooseRedeemTarget({ club_id: 5, where: { club_ids: [], department_ids: [] } }, departments),
    ).toEqual({
      club_id: 5,
    });
  });
  it('prefers the current club when the voucher is valid there', () => {
    const voucher = { club_id: 1, where: { club_ids: [1, 3], department_ids: [] } };
    expect(chooseRedeemTarget(voucher, departments, 3)).toEqual({ club_id: 3 });
    expect(chooseRedeemTarget(voucher, departments, 9)).toEqual({ club_id: 1 });
  });
  it('gives a department with its own club', () => {
    const voucher = { club_id: 1, where: { club_ids: [], department_ids: [21, 11] } };
    expect(chooseRedeemTarget(voucher, departments)).toEqual({ club_id: 2, department_id: 21 });
    expect(chooseRedeemTarget(voucher, departments, 1)).toEqual({ club_id: 1, department_id: 11 });
  });
  it('falls back to the issuing club when the departments are unknown', () => {
    const voucher = { club_id: 7, where: { club_ids: [], department_ids: [99] } };
    expect(chooseRedeemTarget(voucher, departments)).toEqual({ club_id: 7 });
  });
  it('does not take the issuing club as current when the where-list excludes it', () => {
    const voucher = { club_id: 1, where: { club_ids: [2], department_ids: [] } };
    expect(chooseRedeemTarget(voucher, departments, 1)).toEqual({ club_id: 2 });
  });
});
