import { describe, expect, it } from 'vitest';
import { getMyClubDetails } from '../contracts/reference/get-my-club-details';
import { listUnions } from '../contracts/reference/list-unions';
import { ApiError, createApiClient, type Transport, type TransportRequest } from './api-client';

function recording(status: number, body: unknown, headers: Record<string, string> = {}) {
  const sent: TransportRequest[] = [];
  const transport: Transport = async (request) => {
    sent.push(request);
    return { status, header: (name) => headers[name], text: body === undefined ? '' : JSON.stringify(body) };
  };
  return { sent, transport };
}

describe('the typed client over a transport', () => {
  it('sends the contract’s method and path with query, session and language', async () => {
    const { sent, transport } = recording(200, []);
    const api = createApiClient({
      baseUrl: '/api/v1',
      transport,
      getToken: () => 'abc',
      getLanguage: () => 'sv',
    });
    await api(getMyClubDetails, { query: { club_id: 4, latitude: 55.5, longitude: 12 } });
    expect(sent).toEqual([
      {
        method: 'GET',
        url: '/api/v1/my-club-details?club_id=4&latitude=55.5&longitude=12',
        headers: { accept: 'application/json', authorization: 'Basic YWJjOg==', 'accept-language': 'sv' },
        body: undefined,
      },
    ]);
  });

  it('turns an error answer into ApiError with its code, message and Retry-After', async () => {
    const { transport } = recording(
      429,
      { status: 429, code: 'TOO_MANY_REQUESTS', message: 'Slow down' },
      {
        'retry-after': '30',
      },
    );
    const error = await createApiClient({ baseUrl: '', transport })(listUnions).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Slow down',
      retryAfterSeconds: 30,
    });
  });

  it('with parseResponses, refuses an answer that does not match the contract', async () => {
    const { transport } = recording(200, [{ union_id: 'one' }]);
    await expect(createApiClient({ baseUrl: '', transport })(listUnions)).resolves.toEqual([
      { union_id: 'one' },
    ]);
    await expect(
      createApiClient({ baseUrl: '', transport, parseResponses: true })(listUnions),
    ).rejects.toThrow(/union_id/);
  });

  it('reports a transport that throws as a network failure', async () => {
    const transport: Transport = async () => {
      throw new Error('socket hang up');
    };
    await expect(createApiClient({ baseUrl: '', transport })(listUnions)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
  });
});
