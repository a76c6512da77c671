import type { FormRule } from 'antd';
import { departureBeforeArrival, profileMessages, type ProfileFieldName } from '@reunion/contracts';

/**
 * The fields' schemas from contracts, and zod with them: a chunk of their own, not in the page's
 * first load (bench/RESULTS.md, "The field table without zod"). The form starts loading it once
 * it is on screen (loadFieldSchemas), so it is there by the first check.
 */
export const loadFieldSchemas = () =>
  import(/* webpackExports: ["profileFieldShape"] */ '@reunion/contracts').then(
    (contracts) => contracts.profileFieldShape,
  );

type FieldSchemas = Awaited<ReturnType<typeof loadFieldSchemas>>;

/**
 * Throws the first message of `field`'s schema from contracts for `value`: the message
 * (docs/profiles.md, "Validation") the server would answer with. When the schemas could not be
 * loaded (the connection dropped), the field passes here: the server checks it again.
 */
export async function checkField(
  field: ProfileFieldName,
  value: unknown,
  schemas: Promise<FieldSchemas>,
): Promise<void> {
  const schema = await schemas.then(
    (loaded) => loaded[field],
    () => undefined,
  );
  const result = schema?.safeParse(value);
  if (result && !result.success) throw new Error(result.error.issues[0]?.message);
}

/** An antd rule that checks one field with its schema from contracts (checkField). */
function schemaRule(field: ProfileFieldName): FormRule {
  return { validator: (_rule, value: unknown) => checkField(field, value, loadFieldSchemas()) };
}

/**
 * A typed field's rule runs once typing pauses this long, not on every key: each check re-renders
 * the whole Form.Item twice, outside the key's transition, which took First Name's keys past 50 ms
 * on a slowed phone (docs/profiles.md, "Typing keeps up"). Save and submit check at once.
 */
export const CHECK_AFTER_TYPING_MS = 400;

export const fieldRules = {
  firstName: [schemaRule('firstName')],
  lastName: [schemaRule('lastName')],
  email: [schemaRule('email')],
  country: [schemaRule('country')],
  kidAge: [{ required: true, message: profileMessages.kidAgeRequired }],
  arrivalDate: [schemaRule('arrivalDate')],
  // On the departure field, as the server answers (docs/profiles.md, "Validation").
  departureDate: [
    schemaRule('departureDate'),
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
