import { createProfileRequestSchema, profileSchema, publicUserSchema } from '@reunion/contracts';
import { formValuesFromProfile } from './profile-form/formValues';
import { toRequestBody } from './profile-form/requestBody';
import { aProfile, aUser } from './testing/fixtures';

// This section's side of the API contract, checked in its own suite before a release.
describe('mf-profile API contract', () => {
  it('sends POST/PATCH /api/profiles bodies the request schema accepts', () => {
    const body = toRequestBody(formValuesFromProfile(aProfile()), 'published', []);
    expect(createProfileRequestSchema.safeParse(body).success).toBe(true);
  });

  it('renders fixtures that are valid API answers', () => {
    expect(profileSchema.safeParse(aProfile()).success).toBe(true);
    expect(publicUserSchema.safeParse(aUser()).success).toBe(true);
  });
});
