import { Form, Radio } from 'antd';
import { fieldLabels } from '../fieldLabels';
import { attendingOptions } from '../options';

interface AttendanceRadioProps {
  readonly name: 'attending' | 'parisGathering';
}

/**
 * Yes / No / Maybe as radios: three answers read faster than a dropdown. A <label for> cannot
 * name a radio group, so the group points at the label's text instead.
 */
export function AttendanceRadio({ name }: AttendanceRadioProps) {
  const labelId = `profile-${name}-label`;
  return (
    <Form.Item name={name} label={<span id={labelId}>{fieldLabels[name]}</span>}>
      <Radio.Group options={attendingOptions} aria-labelledby={labelId} />
    </Form.Item>
  );
}
