import { aProfile, aProfileBody } from '@reunion/contracts/testing';
import { ApiRequestError, serverErrorText, serverFieldErrors } from './apiRequest';
import { apiUrl } from './apiUrl';
import { callApi } from './callApi';
import { aPublicUser } from '../testing/publicUser';
import { mockApi } from '../testing/mockApi';

describe('apiUrl', () => {
  it('writes path parameters encoded and the defined query parameters in order', () => {
    expect(apiUrl('getProfile', { params: { id: 12 } })).toBe('/api/profiles/12');
    expect(apiUrl('file', { params: { key: 'a/b c?.jpg' } })).toBe('/api/files/a%2Fb%20c%3F.jpg');
    expect(apiUrl('albumPhotos', { query: { limit: 24, before: undefined } })).toBe(
      '/api/photos?limit=24',
    );
    expect(apiUrl('verifyResetToken', { query: { token: 'x&y=z é' } })).toBe(
      '/api/verify-reset-token?token=x%26y%3Dz+%C3%A9',
    );
    expect(apiUrl('getUser')).toBe('/api/user');
  });

  it('refuses a missing path parameter', () => {
    expect(() => apiUrl('getProfile')).toThrow('getProfile: the path parameter id is missing');
  });
});

describe('callApi', () => {
  it('sends the body as JSON with the session cookie and parses the answer', async () => {
    const profile = aProfile({ id: 5 });
    const api = mockApi({ 'PATCH /api/profiles/5': [200, profile] });
    const body = aProfileBody();
    await expect(callApi('updateProfile', { params: { id: 5 }, body })).resolves.toEqual(profile);
    const init = api.fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('PATCH');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(api.calls[0]?.body).toEqual(body);
  });

  it('sends an upload as the FormData it is', async () => {
    const photo = { id: 1, url: '/api/files/a.jpg', caption: null, userId: 1 };
    const api = mockApi({ 'POST /api/photos': [201, photo] });
    const form = new FormData();
    form.append('caption', 'Hi');
    await callApi('uploadAlbumPhoto', { body: form }).catch(() => undefined);
    const init = api.fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('sends no body when the route takes none', async () => {
    const api = mockApi({ 'POST /api/logout': [200, { ok: true }] });
    await expect(callApi('logout')).resolves.toEqual({ ok: true });
    const init = api.fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('refuses an answer its schema does not accept', async () => {
    mockApi({ 'GET /api/user': [200, { id: 'one' }] });
    await expect(callApi('getUser')).rejects.toThrow();
    mockApi({ 'GET /api/user': [200, aPublicUser()] });
    await expect(callApi('getUser')).resolves.toEqual(aPublicUser());
  });

  it("checks with the caller's own schema when it names one", async () => {
    mockApi({ 'GET /api/user': [200, aPublicUser()] });
    const parse = jest.fn(() => aPublicUser({ username: 'checked' }));
    const answer = await callApi('getUser', { answerSchema: async () => ({ parse }) });
    expect(parse).toHaveBeenCalledWith(aPublicUser());
    expect(answer.username).toBe('checked');
  });

  it('resolves to the Response of a route that answers a file', async () => {
    mockApi({ 'GET /api/export/profiles': [200, 'the class'] });
    const response = await callApi('exportProfiles');
    expect(response.ok).toBe(true);
  });

  it('throws an ApiRequestError with the status, the server words and the fields', async () => {
    mockApi({
      'POST /api/register': [400, { error: 'Too common', fields: { password: ['Too common'] } }],
      'POST /api/login': [401, { error: 'Invalid' }],
      'DELETE /api/photos/3': [403, {}],
      'GET /api/profiles/9': [404, { error: 'Not found' }],
    });
    const body = { username: 'a', email: 'a@b.c', password: 'p', classPassword: 'c' };
    const invalid = await callApi('register', { body }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(ApiRequestError);
    expect(serverFieldErrors(invalid, 'password')).toEqual(['Too common']);
    const unauthorised = await callApi('login', { body: { username: 'a', password: 'b' } }).catch(
      (e: unknown) => e,
    );
    expect(unauthorised).toMatchObject({ status: 401, serverError: 'Invalid' });
    await expect(callApi('deleteAlbumPhoto', { params: { id: 3 } })).rejects.toMatchObject({
      status: 403,
    });
    const missing = await callApi('getProfile', { params: { id: 9 } }).catch((e: unknown) => e);
    expect(serverErrorText(missing)).toBe('Not found');
    expect((missing as Error).message).toBe('404: {"error":"Not found"}');
  });

  it('passes the abort signal on', async () => {
    const api = mockApi({ 'GET /api/stays': [200, []] });
    const { signal } = new AbortController();
    await callApi('stays', { signal });
    expect((api.fetch.mock.calls[0]?.[1] as RequestInit).signal).toBe(signal);
  });
});
