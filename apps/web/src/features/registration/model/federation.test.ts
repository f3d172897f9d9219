import { describe, expect, it } from 'vitest';
import {
  federationDraft,
  federationOutcome,
  parseFederationAnswer,
  signInResultCode,
  toFederationResult,
  toServerDate,
} from './federation';

/** A result as the exchange answers it (JSON values by key). */
function parseFederationParams(search: URLSearchParams) {
  return toFederationResult((key) => search.get(key) ?? undefined);
}

describe('federation login result', () => {
  it('signs in with a session id, updates with existing golf ids, else asks', () => {
    expect(federationOutcome(parseFederationParams(new URLSearchParams('session_id=abc')))).toEqual({
      kind: 'signed-in',
      sessionId: 'abc',
    });
    const withIds = parseFederationParams(new URLSearchParams('existing_golf_ids=12-1, 12-2&golfId=12-3'));
    expect(withIds.existing_golf_ids).toEqual(['12-1', '12-2']);
    expect(federationOutcome(withIds)).toEqual({ kind: 'update' });
    expect(federationOutcome(parseFederationParams(new URLSearchParams('golfId=12-3&email=a@b.dk')))).toEqual(
      {
        kind: 'ask',
      },
    );
    expect(federationOutcome(parseFederationParams(new URLSearchParams('')))).toEqual({ kind: 'failed' });
  });

  it("reads only the one-time code from the return page's address", () => {
    expect(signInResultCode(new URLSearchParams('result=abcdefghij0123456789_-'))).toBe(
      'abcdefghij0123456789_-',
    );
    expect(signInResultCode(new URLSearchParams('session_id=abcdefghij0123456789'))).toBeUndefined();
    expect(signInResultCode(new URLSearchParams('result=short'))).toBeUndefined();
    expect(signInResultCode(new URLSearchParams('result=has%20spaces%20in%20it%20here'))).toBeUndefined();
  });

  it('reads a JSON answer or JSON inside text', () => {
    expect(parseFederationAnswer('{"session_id":"s1"}')?.session_id).toBe('s1');
    expect(
      parseFederationAnswer('OK <pre>{"data":{"golfId":"800101-001","existing_golf_ids":["1"]}}</pre>'),
    ).toMatchObject({
      golfId: '800101-001',
      existing_golf_ids: ['1'],
    });
    expect(parseFederationAnswer('no json here')).toBeUndefined();
  });

  it('turns the union details into an imported union member draft', () => {
    const result = parseFederationParams(
      new URLSearchParams(
        'golfId=800101-001&golfUnionId=2&birthDate=19800101&firstName=Sven&lastName=Berg&email=s@b.se&country=se&sex=M&phoneNumber=%2B46701234567&clubId=9',
      ),
    );
    expect(federationDraft(result)).toMatchObject({
      is_member: true,
      imported_union_user: true,
      union_id: 2,
      member_number: '800101-001',
      birth_date: '1980-01-01',
      first_name: 'Sven',
      email: 's@b.se',
      country: 'SE',
      sex: 'm',
      phone: '+46701234567',
      club_id: 9,
    });
  });

  it('reads the date forms a union may send', () => {
    expect(toServerDate('1980-01-02T00:00:00Z')).toBe('1980-01-02');
    expect(toServerDate('02-01-1980')).toBe('1980-01-02');
    expect(toServerDate('02.01.1980')).toBe('1980-01-02');
    expect(toServerDate('Jan 2')).toBeUndefined();
  });
});
