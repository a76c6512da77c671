import {
  attendanceFilterOptions,
  type AttendanceFilter,
  type InsightsTableFilters,
} from '@reunion/contracts';
import { Col, Flex, Input, Row, Select, Typography } from 'antd';
import { useId } from 'react';

interface Props {
  readonly filters: InsightsTableFilters;
  readonly onChange: (filters: InsightsTableFilters) => void;
}

const options = attendanceFilterOptions.map(({ value, label }) => ({ value, label }));

function LabelledSelect({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: AttendanceFilter;
  readonly onChange: (value: AttendanceFilter) => void;
}) {
  const id = useId();
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>
        <label htmlFor={id}>{label}</label>
      </Typography.Text>
      <Select<AttendanceFilter>
        id={id}
        value={value}
        onChange={onChange}
        options={options}
        style={{ width: '100%' }}
      />
    </Flex>
  );
}

/**
 * All Profiles (docs/pages.md, "Insights"): the text search and the two attendance filters, all
 * labelled.
 */
export function ProfilesFilters({ filters, onChange }: Props) {
  const searchId = useId();
  return (
    <Row gutter={[16, 12]} align="bottom">
      <Col xs={24} md={12}>
        <Flex vertical gap={4}>
          <Typography.Text strong>
            <label htmlFor={searchId}>Search</label>
          </Typography.Text>
          <Input
            id={searchId}
            type="search"
            allowClear
            placeholder="Search by name or email..."
            value={filters.text}
            onChange={(event) => onChange({ ...filters, text: event.target.value })}
          />
        </Flex>
      </Col>
      <Col xs={12} md={6}>
        <LabelledSelect
          label="Reunion Attendance"
          value={filters.reunion}
          onChange={(reunion) => onChange({ ...filters, reunion })}
        />
      </Col>
      <Col xs={12} md={6}>
        <LabelledSelect
          label="Paris Attendance"
          value={filters.paris}
          onChange={(paris) => onChange({ ...filters, paris })}
        />
      </Col>
    </Row>
  );
}
