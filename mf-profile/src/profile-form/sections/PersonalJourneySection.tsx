import { Form } from 'antd';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '@reunion/contracts';
import { fieldLabels } from '../fieldLabels';
import { journeyFields } from '../formValues';
import { FormSection } from './FormSection';
import { TextArea, TextInput } from '../fields/TextFields';

export function PersonalJourneySection() {
  return (
    <FormSection id="personal-journey" title="Personal Journey">
      {journeyFields.map((field) => (
        <Form.Item key={field} name={field} label={fieldLabels[field]}>
          <TextArea rows={3} maxLength={LONG_TEXT_MAX} />
        </Form.Item>
      ))}
      <Form.Item name="karaokeeSong" label={fieldLabels.karaokeeSong}>
        <TextInput maxLength={SHORT_TEXT_MAX} />
      </Form.Item>
    </FormSection>
  );
}
