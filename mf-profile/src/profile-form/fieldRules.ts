import type { FormRule } from 'antd';
import { departureBeforeArrival, profileFieldShape, profileMessages } from '@reunion/contracts';

/**
 * An antd rule that runs one field's schema from contracts, so the form shows exactly the
 * messages (docs/profiles.md, "Validation") that the server would answer with.
 */
// Structural, so this section needs no zod dependency of its own.
interface FieldSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

function schemaRule(schema: FieldSchema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

/**
 * A typed field's rule runs once typing pauses this long, not on every key: each check re-renders
 * the whole Form.Item twice, outside the key's transition, which took First Name's keys past 50 ms
 * on a slowed phone (docs/profiles.md, "Typing keeps up"). Save and submit check at once.
 */
export const CHECK_AFTER_TYPING_MS = 400;

export const fieldRules = {
  firstName: [schemaRule(profileFieldShape.firstName)],
  lastName: [schemaRule(profileFieldShape.lastName)],
  email: [schemaRule(profileFieldShape.email)],
  country: [schemaRule(profileFieldShape.country)],
  kidAge: [{ required: true, message: profileMessages.kidAgeRequired }],
  arrivalDate: [schemaRule(profileFieldShape.arrivalDate)],
  // On the departure field, as the server answers (docs/profiles.md, "Validation").
  departureDate: [
    schemaRule(profileFieldShape.departureDate),
    ({ getFieldValue }) => ({
      validator: async (_rule, departure: string | undefined) => {
        const arrival = getFieldValue('arrivalDate') as string | undefined;
        if (
          departureBeforeArrival({ arrivalDate: arrival || null, departureDate: departure || null })
        )
          throw new Error(profileMessages.departureBeforeArrival);
      },
    }),
  ],
} satisfies Record<string, FormRule[]>;

/** The edit screen's Save checks only these (docs/profiles.md, "Validation"). */
export const requiredFieldNames = ['firstName', 'lastName', 'country'] as const;
