import {
  ApiRequestError,
  apiRequest,
  isApiStatus,
  serverErrorText,
  serverFieldErrors,
} from './apiRequest';
import { mockApi } from '../testing/mockApi';

describe('apiRequest', () => {
  it('sends JSON with the session cookie and returns the response', async () => {
    const api = mockApi({ 'POST /api/login': [200, { id: 1 }] });
    const response = await apiRequest('POST', '/api/login', { username: 'a', password: 'b' });
    expect(await response.json()).toEqual({ id: 1 });
    const init = api.fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"username":"a","password":"b"}');
  });

  it('sends no body and no content type when there is nothing to send', async () => {
    const api = mockApi({ 'POST /api/logout': [200, { ok: true }] });
    await apiRequest('POST', '/api/logout');
    const init = api.fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('turns a non-OK answer into "status: body text" and keeps the server error', async () => {
    mockApi({ 'POST /api/register': [403, { error: 'Wrong class password' }] });
    const failure = apiRequest('POST', '/api/register', {});
    await expect(failure).rejects.toThrow('403: {"error":"Wrong class password"}');
    const error = await failure.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(isApiStatus(error, 403)).toBe(true);
    expect(serverErrorText(error)).toBe('Wrong class password');
  });

  it('falls back to the status text when the body is empty', async () => {
    globalThis.fetch = jest.fn(async () => ({
      ok: false,
      status: 502,
      statusText: 'Bad Gateway',
      text: async () => '',
    })) as unknown as typeof fetch;
    await expect(apiRequest('GET', '/api/user')).rejects.toThrow('502: Bad Gateway');
  });

  it("keeps a 400's messages per field, and ignores a malformed `fields`", async () => {
    mockApi({
      'POST /api/register': [
        400,
        { error: 'Too common', fields: { password: ['Too common'], email: 'not a list' } },
      ],
    });
    const error = await apiRequest('POST', '/api/register', {}).catch((e: unknown) => e);
    expect(serverFieldErrors(error, 'password')).toEqual(['Too common']);
    expect(serverFieldErrors(error, 'email')).toEqual([]);
    expect(serverFieldErrors(new Error('network'), 'password')).toEqual([]);
  });

  it('reads `message` when the server sent no `error`', async () => {
    mockApi({ 'POST /api/reset-password': [400, { message: 'Token expired' }] });
    const error = await apiRequest('POST', '/api/reset-password', {}).catch((e: unknown) => e);
    expect(serverErrorText(error)).toBe('Token expired');
    expect(serverErrorText(new Error('network'))).toBeUndefined();
  });
});
