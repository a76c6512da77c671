import { useMutation } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import {
  isRsvpEvent,
  isRsvpNudgeAnswer,
  RSVP_EVENT_LABELS,
  type RsvpAnswerRequest,
} from '@reunion/contracts';
import { ButtonLink, callApi, serverErrorText, usePageTitle } from '@reunion/web-kit';
import { NoReferrer } from '../auth/reset/NoReferrer';

/**
 * /rsvp/answer?token=…&event=…&answer=…: a nudge mail's one-click link (docs/nudges.md).
 * Opening it changes nothing — mail scanners fetch links before the member does — the button
 * records the answer with a POST, without signing in.
 */
export function RsvpAnswerPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const event = params.get('event');
  const answer = params.get('answer');
  const valid = token !== '' && isRsvpEvent(event) && isRsvpNudgeAnswer(answer);
  const record = useMutation({
    mutationFn: async () => {
      if (!valid) return;
      const body: RsvpAnswerRequest = { token, answer };
      await callApi('rsvpAnswer', { body });
    },
  });
  usePageTitle(record.isSuccess ? 'Answer Recorded' : 'Your RSVP');

  const what = valid
    ? `${answer === 'yes' ? 'Yes, I am coming to' : 'No, I cannot come to'} ${RSVP_EVENT_LABELS[event]}`
    : '';
  return (
    <main className="full-page centered-page">
      <NoReferrer />
      <Card className="narrow-card">
        {record.isSuccess ? (
          <>
            <Typography.Title level={1} className="card-title">
              <CheckCircleOutlined aria-hidden className="reset__icon reset__icon--success" /> Thank
              you — your answer is recorded
            </Typography.Title>
            <Typography.Paragraph role="status">{what}.</Typography.Paragraph>
            <ButtonLink to="/" type="primary">
              Go to the Home Page
            </ButtonLink>
          </>
        ) : !valid || record.isError ? (
          <>
            <Typography.Title level={1} className="card-title">
              <CloseCircleOutlined aria-hidden className="reset__icon reset__icon--error" /> Link
              Not Valid
            </Typography.Title>
            <Typography.Paragraph role="alert">
              {serverErrorText(record.error) ?? 'This link is incomplete.'} Sign in to change your
              answer on your profile.
            </Typography.Paragraph>
            <ButtonLink to="/auth" type="primary">
              Go to Login
            </ButtonLink>
          </>
        ) : (
          <>
            <Typography.Title level={1} className="card-title">
              Your RSVP
            </Typography.Title>
            <Typography.Paragraph>Record this answer for your classmates?</Typography.Paragraph>
            <Typography.Paragraph strong>{what}</Typography.Paragraph>
            <Button type="primary" loading={record.isPending} onClick={() => record.mutate()}>
              Record my answer
            </Button>
          </>
        )}
      </Card>
    </main>
  );
}
