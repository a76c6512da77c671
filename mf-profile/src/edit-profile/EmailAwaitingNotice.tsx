import { Alert } from 'antd';
import { profileMessages } from '@reunion/contracts';

/**
 * On the owner's edit form: the new e-mail address a save left waiting for the link mailed to it
 * (docs/profiles.md, "A profile's e-mail address"), so the form's older address does not read as
 * a save that failed. The server tells only the owner.
 */
export function EmailAwaitingNotice({ address }: { readonly address: string | undefined }) {
  if (address === undefined) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      title={profileMessages.emailAwaiting(address)}
    />
  );
}
