import { describe, expect, it } from 'vitest';
import { draftReducer, EMPTY_DRAFT, parseDataParam } from './draft';

describe('registration draft', () => {
  it('merges step data, keeps data while registering, and clears loading and errors on success', () => {
    let draft = draftReducer(EMPTY_DRAFT, { type: 'set', data: { is_member: false, first_name: 'Anna' } });
    draft = draftReducer(draft, { type: 'set', data: { last_name: 'Holm', first_name: undefined } });
    expect(draft.data).toEqual({ is_member: false, first_name: 'Anna', last_name: 'Holm' });
    draft = draftReducer(draft, { type: 'register' });
    expect(draft.loading).toBe(true);
    expect(draft.data.first_name).toBe('Anna');
    draft = draftReducer(draft, { type: 'failure', errors: [{ field: 'email', message: 'Taken' }] });
    expect(draft).toMatchObject({ loading: false, errors: [{ field: 'email', message: 'Taken' }] });
    draft = draftReducer(draftReducer(draft, { type: 'register' }), { type: 'success' });
    expect(draft).toMatchObject({ loading: false, errors: [] });
    expect(draftReducer(draft, { type: 'abort' })).toEqual(EMPTY_DRAFT);
  });

  it('infers a union member from union_id or member_number when is_member is not given', () => {
    expect(parseDataParam(JSON.stringify({ union_id: 3, first_name: 'Ingrid' }))).toEqual({
      union_id: 3,
      first_name: 'Ingrid',
      is_member: true,
    });
    expect(parseDataParam(JSON.stringify({ member_number: '1234567' }))).toEqual({
      member_number: '1234567',
      is_member: true,
    });
    expect(parseDataParam(JSON.stringify({ union_id: 3, is_member: false }))).toEqual({
      union_id: 3,
      is_member: false,
    });
    expect(parseDataParam(JSON.stringify({ first_name: 'Anna' }))).toEqual({ first_name: 'Anna' });
  });

  it('reads the data query parameter, keeping only known fields of the right type', () => {
    expect(
      parseDataParam(
        JSON.stringify({
          first_name: 'Anna',
          union_id: '3',
          is_member: 1,
          sex: 'x',
          password: 'never',
          hcp: 12.5,
          club_id: -1,
        }),
      ),
    ).toEqual({ first_name: 'Anna', union_id: 3, is_member: true, hcp: '12.5' });
    expect(parseDataParam('not json')).toEqual({});
    expect(parseDataParam('[1,2]')).toEqual({});
    expect(parseDataParam(null)).toEqual({});
  });
});
