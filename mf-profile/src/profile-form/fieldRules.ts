import type { FormRule } from 'antd';
import { profileFieldShape, profileMessages } from '@reunion/contracts';

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

export const fieldRules = {
  firstName: [schemaRule(profileFieldShape.firstName)],
  lastName: [schemaRule(profileFieldShape.lastName)],
  email: [schemaRule(profileFieldShape.email)],
  country: [schemaRule(profileFieldShape.country)],
  kidAge: [{ required: true, message: profileMessages.kidAgeRequired }],
} satisfies Record<string, FormRule[]>;

/** The edit screen's Save checks only these (docs/profiles.md, "Validation"). */
export const requiredFieldNames = ['firstName', 'lastName', 'country'] as const;
