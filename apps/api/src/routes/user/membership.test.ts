import { checkMembership } from '@golfwallet/core/contracts/user/check-membership';
import { translate } from '@golfwallet/core/i18n/translate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, refusal, type TestApp } from '../../../test/helper';
import {
  addRegistryMember,
  logInThroughApi,
  memberBody,
  registerThroughApi,
} from '../../../test/builders/user';

/** Looks a member up through the typed client (in English unless told; ?locale wins over it). */
const lookUp = (
  params: { union: string; member_number: string; birth_date: string },
  { locale, token, language = 'en' }: { locale?: string; token?: string; language?: string } = {},
) => t.api({ token, language })(checkMembership, { params, query: { locale } });

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
      const params = { union, member_number: member.memberNumber, birth_date: member.birthDate };
      expect(await lookUp(params, { locale: 'dk' })).toEqual(expected);
    }
  });

  it('answers a 422 array when the number is unknown or the birth date differs, in the ?locale language', async () => {
    const member = await addRegistryMember(t);
    const union = String(member.unionId);
    const wrongDate = await refusal(
      lookUp(
        { union, member_number: member.memberNumber, birth_date: '1981-01-01' },
        { locale: 'en', language: 'da' },
      ),
    );
    expect(wrongDate.status).toBe(422);
    expect(wrongDate.fields).toEqual([
      { field: 'member_number', message: "Member number not found or birth date can't be verified" },
    ]);
    const unknown = await refusal(
      lookUp({ union, member_number: '1-99999999', birth_date: member.birthDate }, { locale: 'dk' }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.fields).toEqual([
      { field: 'member_number', message: translate('da', 'errors.memberNotFound') },
    ]);
  });

  it('answers 422 when another golfer holds the number, but not to that golfer', async () => {
    const member = await addRegistryMember(t);
    const holder = await registerThroughApi(t, memberBody(member, { password: 'holder123' }));
    const params = {
      union: member.unionTid,
      member_number: member.memberNumber,
      birth_date: member.birthDate,
    };
    const stranger = await refusal(lookUp(params));
    expect(stranger.status).toBe(422);
    expect(stranger.fields).toEqual([
      { field: 'member_number', message: translate('en', 'errors.memberNumberTaken') },
    ]);
    const token = await logInThroughApi(t, holder.email, 'holder123');
    await lookUp(params, { token }); // 200, checked by the client
  });

  it('answers 404 for an unknown union and 422 for malformed parts', async () => {
    const member = await addRegistryMember(t);
    const union = await refusal(
      lookUp({ union: 'xyz', member_number: member.memberNumber, birth_date: member.birthDate }),
    );
    expect(union.status).toBe(404);
    expect(union.code).toBe('UNION_NOT_FOUND');

    const number = await refusal(
      lookUp({ union: 'dgu', member_number: '12-ab', birth_date: member.birthDate }),
    );
    expect(number.status).toBe(422);
    expect(number.fields).toEqual([
      { field: 'member_number', message: translate('en', 'validation.validUnionNumber') },
    ]);
    const date = await refusal(lookUp({ union: 'dgu', member_number: '12-3456', birth_date: '2999-01-01' }));
    expect(date.status).toBe(422);
    expect(date.fields).toEqual([
      { field: 'birth_date', message: translate('en', 'validation.birthDateFuture') },
    ]);
    // A badly formatted date says so, not that it lies in the future.
    for (const bad of ['1985-3-22', '22-03-1985', 'yesterday', '1985-02-30']) {
      const res = await refusal(lookUp({ union: 'dgu', member_number: '12-3456', birth_date: bad }));
      expect(res.status).toBe(422);
      expect(res.fields).toEqual([
        { field: 'birth_date', message: translate('en', 'validation.validBirthDate') },
      ]);
    }
  });
});
