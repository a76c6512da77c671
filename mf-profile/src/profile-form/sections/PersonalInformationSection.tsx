import { Col, Form, Row, Select } from 'antd';
import {
  type ContactAudience,
  type ContactField,
  contactVisibleTo,
  EMAIL_MAX,
  PHONE_NUMBER_MAX,
  SHORT_TEXT_MAX,
} from '@reunion/contracts';
import { ProfilePhotosField } from '../../photos/ProfilePhotosField';
import { fieldLabels as label } from '../fieldLabels';
import { CHECK_AFTER_TYPING_MS, fieldRules } from '../fieldRules';
import { countryOptions, diallingCodeOptions, LIST_HEIGHT } from '../options';
import { ContactVisibilityField } from './ContactVisibilityField';
import { FormSection } from './FormSection';
import { TextInput } from '../fields/TextFields';

/** Said under a detail the member keeps from the person editing their profile. */
const KEPT_PRIVATE = 'The member keeps this private; saving leaves it as it is.';

interface PersonalInformationSectionProps {
  /** Who is filling the form in: the owner chooses who sees each contact detail. */
  readonly editor: Exclude<ContactAudience, 'classmate'>;
}

export function PersonalInformationSection({ editor }: PersonalInformationSectionProps) {
  const form = Form.useFormInstance();
  // What the editor cannot see came empty and is kept by the server whatever is sent.
  const keptPrivate = (field: ContactField) =>
    !contactVisibleTo(form.getFieldValue(['contactVisibility', field]), editor);
  const privacy = (field: ContactField) =>
    keptPrivate(field) ? { disabled: true, placeholder: KEPT_PRIVATE } : {};
  const owner = editor === 'owner';
  return (
    <FormSection id="personal-information" title="Personal Information">
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="firstName"
            label={label.firstName}
            required
            rules={fieldRules.firstName}
            validateDebounce={CHECK_AFTER_TYPING_MS}
          >
            <TextInput autoComplete="given-name" maxLength={SHORT_TEXT_MAX} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="lastName"
            label={label.lastName}
            required
            rules={fieldRules.lastName}
            validateDebounce={CHECK_AFTER_TYPING_MS}
          >
            <TextInput autoComplete="family-name" maxLength={SHORT_TEXT_MAX} />
          </Form.Item>
        </Col>
      </Row>
      {/* Marked required on the create form, but an empty address is accepted. */}
      <Form.Item
        name="email"
        label={label.email}
        required
        rules={fieldRules.email}
        validateDebounce={CHECK_AFTER_TYPING_MS}
      >
        <TextInput type="email" autoComplete="email" maxLength={EMAIL_MAX} {...privacy('email')} />
      </Form.Item>
      {owner && <ContactVisibilityField field="email" />}
      <Row gutter={16}>
        <Col xs={24} sm={10}>
          <Form.Item name="countryCode" label={label.countryCode}>
            <Select
              options={diallingCodeOptions}
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
              placeholder="Select code"
              listHeight={LIST_HEIGHT}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item name="phoneNumber" label={label.phoneNumber}>
            <TextInput
              type="tel"
              autoComplete="tel-national"
              maxLength={PHONE_NUMBER_MAX}
              {...privacy('phoneNumber')}
            />
          </Form.Item>
        </Col>
      </Row>
      {owner && <ContactVisibilityField field="phoneNumber" />}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="country" label={label.country} required rules={fieldRules.country}>
            <Select
              options={countryOptions}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Select your country"
              listHeight={LIST_HEIGHT}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="city" label={label.city}>
            <TextInput
              autoComplete="address-level2"
              maxLength={SHORT_TEXT_MAX}
              {...privacy('city')}
            />
          </Form.Item>
          {owner && <ContactVisibilityField field="city" />}
        </Col>
      </Row>
      <Form.Item name="photos" label={label.photos}>
        <ProfilePhotosField />
      </Form.Item>
    </FormSection>
  );
}
