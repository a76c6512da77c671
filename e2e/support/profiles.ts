import type { CreateProfileRequestInput } from '@reunion/contracts';
import { aProfileBody, unansweredFields } from '@reunion/contracts/testing';

/**
 * A valid published profile, the body POST /api/profiles takes: every optional answer left
 * empty, and `fields` on top (each journey sets only what it looks at).
 */
export function profileBody(fields: Partial<CreateProfileRequestInput>): CreateProfileRequestInput {
  return aProfileBody({
    ...unansweredFields(),
    lastName: 'Classmate',
    parisGathering: 'no',
    ...fields,
  });
}
