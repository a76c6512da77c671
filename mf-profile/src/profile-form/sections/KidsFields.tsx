import { Col, Form, Row, Select } from 'antd';
import { fieldLabels, kidAgeLabel } from '../fieldLabels';
import { fieldRules } from '../fieldRules';
import { kidAgeSelectOptions, kidsCountSelectOptions, LIST_HEIGHT } from '../options';

/**
 * Kids count and one age per kid. The age list is resized by the form when the count changes
 * (docs/profiles.md, "Kids"), so the list holds exactly the selects to show: none when the count is
 * 0.
 */
export function KidsFields() {
  return (
    <>
      <Form.Item name="kidsCount" label={fieldLabels.kidsCount}>
        <Select options={kidsCountSelectOptions} listHeight={LIST_HEIGHT} />
      </Form.Item>
      <Form.List name="kidsAges">
        {(fields) =>
          fields.length > 0 && (
            <Row gutter={16}>
              {fields.map((field, index) => (
                <Col key={field.key} xs={24} sm={12} md={8}>
                  <Form.Item name={field.name} label={kidAgeLabel(index)} rules={fieldRules.kidAge}>
                    <Select
                      options={kidAgeSelectOptions}
                      placeholder="Select age"
                      listHeight={LIST_HEIGHT}
                    />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          )
        }
      </Form.List>
    </>
  );
}
