import {
  DIRECTORY_EXPORT_FILE_NAME,
  type CreateProfileRequestInput,
  type SavedProfile,
  type UpdateProfileRequestInput,
} from '@reunion/contracts';
import { callApi } from '@reunion/web-kit';

// The API calls this section makes. Bodies are built by requestBody.ts from the form,
// never by spreading a fetched profile (the request schemas refuse id, userId, createdAt…).

/** POST /api/profiles: the answer is read for the new profile's id, status and stored photos. */
export function createProfile(body: CreateProfileRequestInput): Promise<SavedProfile> {
  return callApi('createProfile', { body });
}

/** GET /api/profiles/{id}, as stored now (not through the query cache, so no screen redraws). */
export function getProfile(id: number): Promise<SavedProfile> {
  return callApi('getProfile', { params: { id } });
}

/** PATCH /api/profiles/{id}: replaces the whole profile, unless saved elsewhere since `basedOn`. */
export function updateProfile(id: number, body: UpdateProfileRequestInput): Promise<SavedProfile> {
  return callApi('updateProfile', { params: { id }, body });
}

export async function deleteProfile(id: number): Promise<void> {
  await callApi('deleteProfile', { params: { id } });
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
  const response = await callApi('exportProfiles');
  const fileName =
    fileNameFrom(response.headers.get('Content-Disposition')) ?? DIRECTORY_EXPORT_FILE_NAME;
  return { blob: await response.blob(), fileName };
}
