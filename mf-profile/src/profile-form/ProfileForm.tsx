import { Form, Typography, type FormInstance } from 'antd';
import { autoFillAccommodationTown, resizeKidsAgesToChoose } from '@reunion/contracts';
import { type ReactNode, useEffect } from 'react';
import { loadFieldSchemas } from './fieldRules';
import type { ProfileFormValues } from './formValues';
import { PersonalInformationSection } from './sections/PersonalInformationSection';
import { PersonalJourneySection } from './sections/PersonalJourneySection';
import { ProfessionalInformationSection } from './sections/ProfessionalInformationSection';
import { RsvpTravelSection } from './sections/RsvpTravelSection';

interface ProfileFormProps {
  readonly form: FormInstance<ProfileFormValues>;
  readonly initialValues: ProfileFormValues;
  readonly labelledBy: string;
  readonly disabled?: boolean;
  /** The profile's owner, or an organiser (the class account) editing someone else's. */
  readonly editor: 'owner' | 'organiser';
  /** Told of every change, after the rules above have run (the draft keeps the form). */
  readonly onChange?: () => void;
  /** The screen's buttons, under the four sections. */
  readonly children: ReactNode;
}

/**
 * The four sections shared by Create and Edit, with the rules that tie fields together
 * (docs/profiles.md): the kids' age list follows the count, choosing an accommodation fills an
 * empty town, and choosing a country offers its dialling code if none is chosen yet.
 */
export function ProfileForm({
  form,
  initialValues,
  labelledBy,
  disabled,
  editor,
  onChange,
  children,
}: ProfileFormProps) {
  // Loaded once the form is taken over, so the first check does not wait for it.
  useEffect(() => {
    loadFieldSchemas().catch(() => undefined);
  }, []);

  const onValuesChange = (changed: Partial<ProfileFormValues>, all: ProfileFormValues) => {
    if (changed.kidsCount !== undefined) {
      form.setFieldValue('kidsAges', resizeKidsAgesToChoose(all.kidsAges ?? [], changed.kidsCount));
    }
    if (changed.accommodation !== undefined) {
      const town = autoFillAccommodationTown(changed.accommodation, all.accommodationTown);
      if (town !== all.accommodationTown) form.setFieldValue('accommodationTown', town);
    }
    if (changed.country !== undefined && !all.countryCode) {
      form.setFieldValue('countryCode', changed.country);
    }
    onChange?.();
  };

  return (
    <Form<ProfileFormValues>
      form={form}
      name="profile"
      layout="vertical"
      // The form says what is wrong itself; the browser's bubble would say it a second time.
      noValidate
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      disabled={disabled}
      aria-labelledby={labelledBy}
    >
      <Typography.Paragraph type="secondary">
        Fields marked with * are required.
      </Typography.Paragraph>
      <PersonalInformationSection editor={editor} />
      <ProfessionalInformationSection />
      <PersonalJourneySection />
      <RsvpTravelSection />
      {children}
    </Form>
  );
}
