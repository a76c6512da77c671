import { useMutation } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { RsvpUnsubscribeRequest } from '@reunion/contracts';
import { callApi, serverErrorText, usePageTitle } from '@reunion/web-kit';
import { NoReferrer } from '../auth/reset/NoReferrer';

/**
 * /rsvp/unsubscribe?token=…: a nudge mail's unsubscribe link (and its List-Unsubscribe
 * header). As for the answer links, opening it changes nothing; the button does.
 */
export function RsvpUnsubscribePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const stop = useMutation({
    mutationFn: async () => {
      const body: RsvpUnsubscribeRequest = { token };
      await callApi('rsvpUnsubscribe', { body });
    },
  });
  usePageTitle('RSVP Reminders');
  return (
    <main className="full-page centered-page">
      <NoReferrer />
      <Card className="narrow-card">
        <Typography.Title level={1} className="card-title">
          RSVP Reminders
        </Typography.Title>
        {stop.isSuccess ? (
          <Typography.Paragraph role="status">
            Done: you will get no more RSVP reminders.
          </Typography.Paragraph>
        ) : stop.isError || token === '' ? (
          <Typography.Paragraph role="alert">
            {serverErrorText(stop.error) ?? 'This link is incomplete.'}
          </Typography.Paragraph>
        ) : (
          <>
            <Typography.Paragraph>
              Stop the reminders to answer whether you are coming?
            </Typography.Paragraph>
            <Button type="primary" loading={stop.isPending} onClick={() => stop.mutate()}>
              Stop the reminders
            </Button>
          </>
        )}
      </Card>
    </main>
  );
}
