import type { FormInstance } from 'antd';
import type { ProfileFormValues } from './formValues';
import { requiredFieldNames } from './fieldRules';
import { kidsAgesErrors } from './kidsAgesErrors';

type FieldName = Parameters<FormInstance<ProfileFormValues>['scrollToField']>[0];
type FieldErrors = Parameters<FormInstance<ProfileFormValues>['setFields']>[0][number];

/** Runs every field's rules; true when all pass (antd shows the messages under the fields). */
export async function validateWholeForm(form: FormInstance<ProfileFormValues>): Promise<boolean> {
  try {
    await form.validateFields();
    return true;
  } catch (error) {
    focusFirstError(form, error);
    return false;
  }
}

/** Takes keyboard and screen-reader users to the first message instead of leaving them lost. */
function focusFirstError(form: FormInstance<ProfileFormValues>, error: unknown): void {
  const fields = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields;
  const first = fields?.[0]?.name;
  if (first) focusField(form, first);
}

function focusField(form: FormInstance<ProfileFormValues>, name: FieldName): void {
  try {
    form.scrollToField(name, { block: 'center', focus: true });
  } catch {
    // Scrolling is a courtesy; a browser without scrollIntoView still shows the messages.
  }
}

/**
 * The edit screen's Save checks only first name, last name and country (docs/profiles.md,
 * "Validation").
 */
export async function validateRequiredFields(
  form: FormInstance<ProfileFormValues>,
): Promise<boolean> {
  try {
    await form.validateFields([...requiredFieldNames]);
    return true;
  } catch (error) {
    focusFirstError(form, error);
    return false;
  }
}

/**
 * Marks the fields a 400 answer named, with the server's messages, and takes the person to the
 * first of them as a failed check here does (the form must be enabled again: a disabled control
 * takes no focus). A message for the kids' ages goes on the ages themselves (kidsAgesErrors).
 */
export function showServerFieldErrors(
  form: FormInstance<ProfileFormValues>,
  fields: Record<string, string[]>,
): void {
  const values = form.getFieldsValue(true) as Partial<ProfileFormValues>;
  form.setFields(
    Object.entries(fields).flatMap<FieldErrors>(([field, errors]) => {
      if (field === 'kidsAges') return kidsAgesErrors(values.kidsAges ?? [], errors);
      return field in values ? [{ name: field as keyof ProfileFormValues, errors }] : [];
    }),
  );
  // In the form's order of fields, as validateFields reports a check made here.
  const first = form.getFieldsError().find(({ errors }) => errors.length > 0);
  if (first) focusField(form, first.name);
}
