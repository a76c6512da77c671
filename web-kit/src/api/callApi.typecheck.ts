// Type-level checks of the typed client: every line under a @ts-expect-error must not compile
// (typecheck fails when it does). Never run; kept out of the bundles by being imported nowhere.
import { aProfileBody } from '@reunion/contracts/testing';
import type { ApiAnswer } from './apiTypes.js';
import { callApi } from './callApi.js';
import { queryKeyOf } from './queryKeyOf.js';

export async function typeChecks(): Promise<void> {
  // @ts-expect-error: no route of that name
  await callApi('getProfiles');
  // @ts-expect-error: the path parameter is missing
  await callApi('getProfile');
  // @ts-expect-error: the path parameter is misnamed
  await callApi('getProfile', { params: { profileId: 1 } });
  // @ts-expect-error: the route takes no path parameter
  await callApi('getUser', { params: { id: 1 } });
  // @ts-expect-error: the body is missing
  await callApi('updateProfile', { params: { id: 1 } });
  // @ts-expect-error: the body is not the route's
  await callApi('login', { body: { user: 'a', password: 'b' } });
  // @ts-expect-error: the route takes no body
  await callApi('logout', { body: {} });
  // @ts-expect-error: an upload is FormData
  await callApi('uploadAlbumPhoto', { body: { photo: 'x' } });
  // @ts-expect-error: the query has no such parameter
  await callApi('albumPhotos', { query: { page: 2 } });
  // @ts-expect-error: the schema named does not give the route's answer
  await callApi('getUser', { answerSchema: async () => ({ parse: () => 1 }) });
  // @ts-expect-error: only reads have query keys
  queryKeyOf('logout');

  const user: ApiAnswer<'getUser'> = await callApi('getUser');
  const stays: ApiAnswer<'stays'> = await callApi('stays');
  const file: Response = await callApi('exportProfiles');
  await callApi('updateProfile', { params: { id: '7' }, body: aProfileBody() });
  void [user, stays, file];
}
