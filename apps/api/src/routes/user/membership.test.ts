import { translate } from '@golfwallet/core/i18n/translate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import {
  addRegistryMember,
  logInThroughApi,
  memberBody,
  registerThroughApi,
} from '../../../test/builders/user';

const EN = { 'accept-language': 'en' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /user/member/:union/:member_number/:birth_date', () => {
  it('answers the registry entry, by union id or tid', async () => {
    const member = await addRegistryMember(t);
    const expected = {
      first_name: member.firstName,
      last_name: member.lastName,
      club: { id: member.clubId, name: member.clubName },
      sex: member.sex,
      member_guid: member.memberGuid,
    };
    for (const union of [String(member.unionId), member.unionTid]) {
      const res = await t.call({
        method: 'GET',
        url: `/user/member/${union}/${member.memberNumber}/${member.birthDate}?locale=dk`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    }
  });

  it('answers a 422 array when the number is unknown or the birth date differs, in the ?locale language', async () => {
    const member = await addRegistryMember(t);
    const wrongDate = await t.call({
      method: 'GET',
      url: `/user/member/${member.unionId}/${member.memberNumber}/1981-01-01?locale=en`,
    });
    expect(wrongDate.statusCode).toBe(422);
    expect(wrongDate.json()).toEqual([
      { field: 'member_number', message: "Member number not found or birth date can't be verified" },
    ]);
    const unknown = await t.call({
      method: 'GET',
      url: `/user/member/${member.unionId}/1-99999999/${member.birthDate}?locale=dk`,
      headers: EN,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual([
      { field: 'member_number', message: translate('da', 'errors.memberNotFound') },
    ]);
  });

  it('answers 422 when another golfer holds the number, but not to that golfer', async () => {
    const member = await addRegistryMember(t);
    const holder = await registerThroughApi(t, memberBody(member, { password: 'holder123' }));
    const url = `/user/member/${member.unionTid}/${member.memberNumber}/${member.birthDate}`;
    const stranger = await t.call({ method: 'GET', url, headers: EN });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json()).toEqual([
      { field: 'member_number', message: translate('en', 'errors.memberNumberTaken') },
    ]);
    const token = await logInThroughApi(t, holder.email, 'holder123');
    const own = await t.call({ method: 'GET', url, token });
    expect(own.statusCode).toBe(200);
  });

  it('answers 404 for an unknown union and 422 for malformed parts', async () => {
    const member = await addRegistryMember(t);
    const union = await t.call({
      method: 'GET',
      url: `/user/member/xyz/${member.memberNumber}/${member.birthDate}`,
      headers: EN,
    });
    expect(union.statusCode).toBe(404);
    expect(union.json().code).toBe('UNION_NOT_FOUND');

    const number = await t.call({
      method: 'GET',
      url: `/user/member/dgu/12-ab/${member.birthDate}`,
      headers: EN,
    });
    expect(number.statusCode).toBe(422);
    expect(number.json()).toEqual([
      { field: 'member_number', message: translate('en', 'validation.validUnionNumber') },
    ]);
    const date = await t.call({ method: 'GET', url: `/user/member/dgu/12-3456/2999-01-01`, headers: EN });
    expect(date.statusCode).toBe(422);
    expect(date.json()).toEqual([
      { field: 'birth_date', message: translate('en', 'validation.birthDateFuture') },
    ]);
    // A badly formatted date says so, not that it lies in the future.
    for (const bad of ['1985-3-22', '22-03-1985', 'yesterday', '1985-02-30']) {
      const res = await t.call({ method: 'GET', url: `/user/member/dgu/12-3456/${bad}`, headers: EN });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual([
        { field: 'birth_date', message: translate('en', 'validation.validBirthDate') },
      ]);
    }
  });
});
