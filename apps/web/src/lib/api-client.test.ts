import { getLoginLink, logout } from '@inroad/contracts/auth';
import { CLIENT_ERROR_MESSAGES } from '@inroad/contracts/errors';
import { getPost, listPosts } from '@inroad/contracts/post';
import { getUserSettings, updateUserSettings } from '@inroad/contracts/user';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { buildPost } from '../testing/builders.ts';
import { buildUserSettings } from '../testing/fake-api.ts';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiRequest', () => {
  let show: MockInstance<typeof notifications.show>;
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    show = vi.spyOn(notifications, 'show');
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
    window.history.replaceState(null, '', '/posts');
  });

  afterEach(() => setUnauthorizedHandler(null));

  it('sends GET queries under /api with same-origin credentials and returns the parsed response', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { status: 'success', message: 'sent' }));

    const result = await apiRequest(getLoginLink, { query: { email: 'ada@example.com' } });

    expect(result).toEqual({ status: 'success', message: 'sent' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/login/get_link?email=ada%40example.com');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBeUndefined();
  });

  it('fills path parameters, encoded, and sends lists as one parameter per value', async () => {
    const post = buildPost();
    const fetchMock = stubFetch(() => jsonResponse(200, post));
    expect(await apiRequest(getPost, { params: { id: 'a/b?c#d' } })).toEqual(post);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/post/a%2Fb%3Fc%23d');

    const listMock = stubFetch(() =>
      jsonResponse(200, {
        posts: [],
        filterData: { sourceTags: {}, ruleTags: {}, contentTags: {} },
        nextCursor: null,
        total: 0,
      }),
    );
    await apiRequest(listPosts, { query: { ruleTags: ['Acme, Inc', 'Leads'] } });
    expect(listMock.mock.calls[0]?.[0]).toBe('/api/post?ruleTags=Acme%2C+Inc&ruleTags=Leads');
  });

  it('sends mutations as JSON, with {} when the endpoint takes no body', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, buildUserSettings({ firstName: 'Grace' })));
    await apiRequest(updateUserSettings, { body: { firstName: 'Grace' } });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'PUT',
      body: '{"firstName":"Grace"}',
      headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
    });

    fetchMock.mockImplementation(async () => jsonResponse(200, { status: 'success' }));
    await apiRequest(logout);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/logout');
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{}');
  });

  it('maps a network failure to the network message and shows it', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    const error = await failure(apiRequest(getUserSettings));

    expect(error.status).toBe(0);
    expect(error.message).toBe(CLIENT_ERROR_MESSAGES.network);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: CLIENT_ERROR_MESSAGES.network }));
  });

  it("shows the server's message for a 400, or the generic bad-request text", async () => {
    stubFetch(() => jsonResponse(400, { status: 'error', message: 'firstName: must be at most 100 characters' }));
    const withMessage = await failure(apiRequest(updateUserSettings, { body: { firstName: 'x' } }));
    expect(withMessage.message).toBe('firstName: must be at most 100 characters');
    expect(withMessage.serverMessage).toBe('firstName: must be at most 100 characters');

    stubFetch(() => new Response('', { status: 400 }));
    const bare = await failure(apiRequest(updateUserSettings, { body: { firstName: 'x' } }));
    expect(bare.message).toBe(CLIENT_ERROR_MESSAGES.badRequest);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: CLIENT_ERROR_MESSAGES.badRequest }));
  });

  it('maps any other status to the unhandled message but keeps the server message for features', async () => {
    stubFetch(() => jsonResponse(409, { status: 'error', message: 'Already exists' }));
    const error = await failure(apiRequest(getUserSettings));
    expect(error.status).toBe(409);
    expect(error.message).toBe(CLIENT_ERROR_MESSAGES.unhandled);
    expect(error.serverMessage).toBe('Already exists');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: CLIENT_ERROR_MESSAGES.unhandled }));
  });

  it('sends a request the server shed (503 with Retry-After) again, and shows only what comes after', async () => {
    const answers = [
      () => new Response('{"status":"error","code":"UNAVAILABLE"}', { status: 503, headers: { 'Retry-After': '0' } }),
      () => jsonResponse(200, { status: 'success', message: 'sent' }),
    ];
    const fetchMock = stubFetch(() => (answers.shift() ?? answers[0])?.() ?? jsonResponse(500, {}));

    const result = await apiRequest(getLoginLink, { query: { email: 'ada@example.com' } });

    expect(result).toEqual({ status: 'success', message: 'sent' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(show).not.toHaveBeenCalled();
  });

  it('treats a response that breaks the contract as unhandled', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => jsonResponse(200, { unexpected: true }));
    const error = await failure(apiRequest(getUserSettings));
    expect(error.message).toBe(CLIENT_ERROR_MESSAGES.unhandled);
  });

  it('sends a 401 to /login without a notification, except on a login path', async () => {
    stubFetch(() => jsonResponse(401, { status: 'error', message: 'Not signed in' }));

    const error = await failure(apiRequest(getUserSettings));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(show).not.toHaveBeenCalled();

    window.history.replaceState(null, '', '/login');
    await failure(apiRequest(getUserSettings));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves failures to the caller when asked', async () => {
    stubFetch(() => jsonResponse(500, { status: 'error', message: 'boom' }));
    await failure(apiRequest(getUserSettings, { notify: false }));
    expect(show).not.toHaveBeenCalled();

    stubFetch(() => jsonResponse(401, { status: 'error', message: 'Not signed in' }));
    await failure(apiRequest(getUserSettings, { redirectOnUnauthorized: false }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('passes an aborted request through untouched', async () => {
    stubFetch(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(apiRequest(getUserSettings)).rejects.toMatchObject({ name: 'AbortError' });
    expect(show).not.toHaveBeenCalled();
  });
});
