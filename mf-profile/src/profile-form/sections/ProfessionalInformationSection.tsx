import { Col, Form, Row, Select } from 'antd';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '@reunion/contracts';
import { fieldLabels as label } from '../fieldLabels';
import { industryOptions, LIST_HEIGHT } from '../options';
import { FormSection } from './FormSection';
import { TextArea, TextInput } from '../fields/TextFields';

export function ProfessionalInformationSection() {
  return (
    <FormSection id="professional-information" title="Professional Information">
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="currentRole" label={label.currentRole}>
            <TextInput autoComplete="organization-title" maxLength={SHORT_TEXT_MAX} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="company" label={label.company}>
            <TextInput autoComplete="organization" maxLength={SHORT_TEXT_MAX} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="industry" label={label.industry}>
        <Select
          options={industryOptions}
          allowClear
          placeholder="Select your industry"
          listHeight={LIST_HEIGHT}
        />
      </Form.Item>
      <Form.Item name="professionalJourney" label={label.professionalJourney}>
        <TextArea
          rows={4}
          maxLength={LONG_TEXT_MAX}
          placeholder="Roles, companies, turning points since 2005"
        />
      </Form.Item>
    </FormSection>
  );
}
