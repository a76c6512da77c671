import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CANARY_SHARE_MAX,
  CANARY_SHARE_MIN,
  type CanariesResponse,
  type CanaryOutcome,
  type CanaryStatus,
  type LoadCount,
  type RemoteName,
  remoteNames,
  type StartCanaryRequest,
} from '@reunion/contracts';
import { callApi, serverErrorText } from '@reunion/web-kit';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Form,
  InputNumber,
  Select,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { adminRemotesQuery, canariesQuery } from '../api/canariesQuery';
import { namedPageArrows } from '../common/namedPageArrows';
import { parisDateTime, parisTimeTitle } from '../common/parisTime';

const figures = ({ loads, failures }: LoadCount) => `${failures} of ${loads} failed`;

/** The start form: a section, and the request for it. */
type StartValues = StartCanaryRequest & { name: RemoteName };

/**
 * Insights' "Canary releases" (administrators; docs/sections.md, "Canary releases"): the running
 * canaries with their figures, Promote and Stop, a form to start one, and how the last ones ended.
 */
export default function CanariesCard() {
  const queryClient = useQueryClient();
  const canaries = useQuery(canariesQuery);
  const remotes = useQuery(adminRemotesQuery);
  const [form] = Form.useForm<StartValues>();
  const section = Form.useWatch('name', form);
  const refresh = (data: CanariesResponse) =>
    queryClient.setQueryData(canariesQuery.queryKey, data);
  const start = useMutation({
    mutationFn: ({ name, ...body }: StartValues) =>
      callApi('startCanary', { params: { name }, body }),
    onSuccess: refresh,
  });
  const end = useMutation({
    mutationFn: ({ name, how }: { name: RemoteName; how: 'promote' | 'stop' }) =>
      callApi(how === 'promote' ? 'promoteCanary' : 'stopCanary', { params: { name } }),
    onSuccess: refresh,
  });
  const failure = start.error ?? end.error;

  // The chosen section's published releases, but the active one.
  const chosen = remotes.data?.sections.find((candidate) => candidate.name === section);
  const versions = (chosen?.releases ?? [])
    .filter((release) => release.version !== chosen?.activeVersion)
    .map((release) => ({ value: release.version, label: release.version }));

  const running: TableColumnsType<CanaryStatus> = [
    { title: 'Section', dataIndex: 'name' },
    {
      title: 'Canary',
      key: 'version',
      render: (_, row) =>
        `${row.version} to ${row.share} % (against ${row.baseVersion ?? 'the build'})`,
    },
    { title: 'Canary visitors', key: 'canary', render: (_, row) => figures(row.canary) },
    { title: 'Active visitors', key: 'base', render: (_, row) => figures(row.base) },
    {
      title: parisTimeTitle('Started'),
      key: 'started',
      render: (_, row) => `${parisDateTime(row.startedAt)} by ${row.startedBy}`,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, row) => (
        <Space>
          <Button onClick={() => end.mutate({ name: row.name, how: 'promote' })}>
            Promote {row.name}
          </Button>
          <Button danger onClick={() => end.mutate({ name: row.name, how: 'stop' })}>
            Stop {row.name}
          </Button>
        </Space>
      ),
    },
  ];
  const ended: TableColumnsType<CanaryOutcome> = [
    {
      title: parisTimeTitle('Ended'),
      key: 'endedAt',
      render: (_, row) => parisDateTime(row.endedAt),
    },
    { title: 'Section', dataIndex: 'name' },
    { title: 'Version', dataIndex: 'version' },
    { title: 'How', key: 'ending', render: (_, row) => `${row.ending} by ${row.endedBy}` },
    { title: 'Canary visitors', key: 'canary', render: (_, row) => figures(row.canary) },
    { title: 'Active visitors', key: 'base', render: (_, row) => figures(row.base) },
  ];

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Canary releases
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">
        A section release offered to a share of visitors first. One that fails more often than the
        active version is rolled back by itself, and the administrators get an e-mail.
      </Typography.Paragraph>
      {failure && (
        <Alert type="error" showIcon title={serverErrorText(failure) ?? 'That did not work.'} />
      )}
      <Table<CanaryStatus>
        rowKey="name"
        size="small"
        columns={running}
        dataSource={canaries.data?.running ?? []}
        loading={canaries.isPending}
        pagination={false}
        scroll={{ x: 800 }}
        locale={{
          emptyText: <Typography.Text type="secondary">No canary running.</Typography.Text>,
        }}
      />
      <Form<StartValues>
        form={form}
        layout="inline"
        initialValues={{ share: 10, autoPromote: false }}
        onFinish={(values) => start.mutate(values)}
        style={{ marginTop: 16, rowGap: 8 }}
      >
        <Form.Item
          name="name"
          label="Section"
          rules={[{ required: true, message: 'Choose a section' }]}
        >
          <Select
            style={{ minWidth: 160 }}
            options={remoteNames.map((name) => ({ value: name, label: name }))}
          />
        </Form.Item>
        <Form.Item
          name="version"
          label="Release"
          rules={[{ required: true, message: 'Choose a release' }]}
        >
          <Select style={{ minWidth: 120 }} options={versions} />
        </Form.Item>
        <Form.Item name="share" label="Share of visitors (%)">
          {/* The digit keypad on a phone, which types the share: site.css hides the steppers
              there, too small for a finger. */}
          <InputNumber
            min={CANARY_SHARE_MIN}
            max={CANARY_SHARE_MAX}
            precision={0}
            inputMode="numeric"
          />
        </Form.Item>
        <Form.Item name="autoPromote" valuePropName="checked">
          <Checkbox>Promote by itself once healthy</Checkbox>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={start.isPending}>
            Start canary
          </Button>
        </Form.Item>
      </Form>
      {(canaries.data?.ended.length ?? 0) > 0 && (
        <Table<CanaryOutcome>
          style={{ marginTop: 16 }}
          rowKey={(row) => `${row.name}-${row.version}-${row.endedAt}`}
          size="small"
          columns={ended}
          dataSource={canaries.data?.ended ?? []}
          pagination={{ pageSize: 5, hideOnSinglePage: true, itemRender: namedPageArrows }}
          scroll={{ x: 800 }}
        />
      )}
    </Card>
  );
}
