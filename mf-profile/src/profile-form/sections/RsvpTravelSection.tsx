import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, stayDateRange } from '@reunion/contracts';
import { fieldLabels as label } from '../fieldLabels';
import { fieldRules } from '../fieldRules';
import { accommodationOptions, LIST_HEIGHT, townOptions } from '../options';
import { AttendanceRadio } from './AttendanceRadio';
import { FormSection } from './FormSection';
import { KidsFields } from './KidsFields';
import { TextArea, TextInput } from '../fields/TextFields';

// The date pickers open on the dates a stay may name, and offer no other.
const stayDateBounds = { min: stayDateRange.first, max: stayDateRange.last };

export function RsvpTravelSection() {
  return (
    <FormSection id="rsvp-travel" title="RSVP and Travel Information">
      <AttendanceRadio name="attending" />
      <AttendanceRadio name="parisGathering" />
      <Row gutter={16}>
        {/* Native date inputs: keyboard and screen-reader friendly everywhere, YYYY-MM-DD
            values as the API wants them, and no date library in this section's bundle. */}
        <Col xs={24} sm={12}>
          <Form.Item name="arrivalDate" label={label.arrivalDate} rules={fieldRules.arrivalDate}>
            <Input type="date" {...stayDateBounds} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="departureDate"
            label={label.departureDate}
            dependencies={['arrivalDate']}
            rules={fieldRules.departureDate}
          >
            <Input type="date" {...stayDateBounds} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="accommodation"
            label={label.accommodation}
            extra="Choosing where you stay fills in the town if it is empty."
          >
            <Select options={accommodationOptions} listHeight={LIST_HEIGHT} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="accommodationTown" label={label.accommodationTown}>
            <Select
              options={townOptions}
              allowClear
              placeholder="Select a town"
              listHeight={LIST_HEIGHT}
            />
          </Form.Item>
        </Col>
      </Row>
      <KidsFields />
      <Form.Item
        name="dietaryRequirements"
        label={label.dietaryRequirements}
        extra="For the gala dinner. Only you and the organisers see it."
      >
        <TextInput maxLength={SHORT_TEXT_MAX} />
      </Form.Item>
      <Form.Item name="additionalNotes" label={label.additionalNotes}>
        <TextArea rows={3} maxLength={LONG_TEXT_MAX} />
      </Form.Item>
      <Form.Item
        name="aiChatOptOut"
        valuePropName="checked"
        extra="The class is planning a reunion AI chat that can answer questions about classmates. Once a profile is left out, only its owner can put it back in."
      >
        <Checkbox>{label.aiChatOptOut}</Checkbox>
      </Form.Item>
    </FormSection>
  );
}
