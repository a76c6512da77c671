import { useQuery } from '@tanstack/react-query';
import { formatReunionDate } from '@reunion/contracts';
import { Alert } from 'antd';
import { rsvpDeadlineQuery } from '../api/rsvpDeadlineQuery';

/**
 * "Please answer by …": the RSVP deadline (RSVP_DEADLINE). Members still "maybe" get one
 * reminder before it (docs/nudges.md). Nothing while it loads or when it cannot be read.
 */
export function RsvpDeadlineNotice() {
  const { data } = useQuery(rsvpDeadlineQuery);
  const day = formatReunionDate(data?.deadline);
  if (!day) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="rsvp-deadline"
      title={`RSVP deadline: please answer by ${day}.`}
      description="Set “Attending” and “Paris gathering” on your profile; classmates still at “maybe” get one reminder by e-mail before the deadline."
    />
  );
}
