import {
  DIRECTORY_EXPORT_FILE_NAME,
  DIRECTORY_EXPORT_PATH,
  type CreateProfileRequestInput,
  type Profile,
} from '@reunion/contracts';
import { apiRequest } from '@reunion/web-kit';

// The API calls this section makes. Bodies are built by requestBody.ts from the form,
// never by spreading a fetched profile (the request schemas refuse id, userId, createdAt…).

/** POST /api/profiles: the answer is read for the new profile's id, status and stored photos. */
export async function createProfile(body: CreateProfileRequestInput): Promise<Profile> {
  const response = await apiRequest('POST', '/api/profiles', body);
  return (await response.json()) as Profile;
}

/** An answer the section does not read is still drained, so the request does not stay open. */
async function drain(response: Response): Promise<void> {
  await response.text().catch(() => '');
}

/** PATCH /api/profiles/{id}: replaces the whole profile; the answer's body is not read. */
export async function updateProfile(id: number, body: CreateProfileRequestInput): Promise<void> {
  await drain(await apiRequest('PATCH', `/api/profiles/${id}`, body));
}

export async function deleteProfile(id: number): Promise<void> {
  await drain(await apiRequest('DELETE', `/api/profiles/${id}`));
}

function fileNameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1];
}

/** GET /api/export/profiles (administrators): the plain-text class directory. */
export async function exportProfiles(): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiRequest('GET', DIRECTORY_EXPORT_PATH);
  const fileName =
    fileNameFrom(response.headers.get('Content-Disposition')) ?? DIRECTORY_EXPORT_FILE_NAME;
  return { blob: await response.blob(), fileName };
}
