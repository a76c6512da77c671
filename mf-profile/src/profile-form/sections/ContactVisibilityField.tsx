import { Form, Select } from 'antd';
import {
  type ContactField,
  contactVisibilityLabels,
  contactVisibilityValues,
} from '@reunion/contracts';

const options = contactVisibilityValues.map((value) => ({
  value,
  label: contactVisibilityLabels[value],
}));

const nouns: Record<ContactField, string> = {
  email: 'email',
  phoneNumber: 'phone number',
  city: 'city',
};

/** The owner's choice of who sees one contact detail (docs/profiles.md, "Contact privacy"). */
export function ContactVisibilityField({ field }: { readonly field: ContactField }) {
  return (
    <Form.Item name={['contactVisibility', field]} label={`Who can see your ${nouns[field]}`}>
      <Select options={options} />
    </Form.Item>
  );
}
