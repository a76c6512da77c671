import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RSVP_EVENT_LABELS, type RsvpNudgeRow } from '@reunion/contracts';
import { callApi, serverErrorText } from '@reunion/web-kit';
import { Alert, Button, Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { AttendanceTag } from '../profiles-tab/AttendanceTag';
import { rsvpNudgesQuery } from '../api/rsvpNudgesQuery';
import { namedPageArrows } from '../common/namedPageArrows';
import { parisDateTime, parisTimeTitle } from '../common/parisTime';

const columns: TableColumnsType<RsvpNudgeRow> = [
  {
    title: 'Classmate',
    key: 'name',
    render: (_, row) => (
      <a href={`/profile/${row.profileId}`}>
        {row.firstName} {row.lastName}
      </a>
    ),
  },
  {
    title: parisTimeTitle('Reminded'),
    key: 'nudgedAt',
    render: (_, row) => parisDateTime(row.nudgedAt),
  },
  {
    title: 'Answer now',
    key: 'events',
    render: (_, row) => (
      <ul className="rsvp-nudges__events">
        {row.events.map(({ event, answerNow }) => (
          <li key={event}>
            {RSVP_EVENT_LABELS[event]}: <AttendanceTag value={answerNow} />
          </li>
        ))}
      </ul>
    ),
  },
  {
    title: 'Answered since',
    key: 'answeredSince',
    render: (_, row) => (
      <>
        {row.answeredSince ? <Tag color="success">Answered</Tag> : <Tag>Not yet</Tag>}
        {row.unsubscribed && <Tag>Unsubscribed</Tag>}
      </>
    ),
  },
];

/**
 * Insights' "RSVP reminders" (organisers only: whom the site chased is personal data;
 * docs/nudges.md): each reminder mailed, and whether its "maybe"s have been answered since.
 */
export default function RsvpNudgesCard() {
  const nudges = useQuery(rsvpNudgesQuery);
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => callApi('runRsvpNudges'),
    onSuccess: () =>
      // The round runs in the background: look again once it has had time to mail.
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: rsvpNudgesQuery.queryKey }),
        5_000,
      ),
  });
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          RSVP reminders
        </Typography.Title>
      }
      extra={
        <Button onClick={() => run.mutate()} loading={run.isPending}>
          Send due reminders now
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        Classmates still at “maybe” get one e-mail before the RSVP deadline, with one-click answers.
        Only the organisers see this list.
      </Typography.Paragraph>
      {run.isSuccess && (
        <Alert type="success" role="status" title="Queued: reminders due go out within a minute." />
      )}
      {run.isError && <Alert type="error" title={serverErrorText(run.error) ?? 'Not queued.'} />}
      {nudges.isError ? (
        <Alert type="error" title="The reminders could not be loaded." />
      ) : (
        <Table<RsvpNudgeRow>
          rowKey="profileId"
          size="small"
          loading={nudges.isPending}
          columns={columns}
          dataSource={nudges.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true, itemRender: namedPageArrows }}
          scroll={{ x: true }}
          // In the text colour: antd's empty state is drawn in its disabled grey (1.8:1).
          locale={{
            emptyText: (
              <Typography.Text type="secondary">No reminder has been sent yet.</Typography.Text>
            ),
          }}
        />
      )}
    </Card>
  );
}
