import type { FormInstance } from 'antd';
import type { ProfileFormValues } from './formValues';
import { requiredFieldNames } from './fieldRules';

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
  if (!first) return;
  try {
    form.scrollToField(first, { block: 'center', focus: true });
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

/** Marks the fields a 400 answer named, with the server's messages. */
export function showServerFieldErrors(
  form: FormInstance<ProfileFormValues>,
  fields: Record<string, string[]>,
): void {
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  form.setFields(
    Object.entries(fields)
      .filter(([field]) => known.has(field))
      .map(([field, errors]) => ({ name: field as keyof ProfileFormValues, errors })),
  );
}
