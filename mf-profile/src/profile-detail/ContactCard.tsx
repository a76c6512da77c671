import { Typography } from 'antd';
import type { Profile } from '@reunion/contracts';
import { phoneNumberForDisplay } from '../common/phoneNumber';
import { DetailCard } from './DetailCard';
import { DetailList, type DetailItem } from './DetailList';

export function ContactCard({ profile }: { readonly profile: Profile }) {
  const phone = phoneNumberForDisplay(profile.phoneNumber, profile.country);
  const location = [profile.city, profile.country].filter(Boolean).join(', ');
  const items: DetailItem[] = [
    ...(profile.email
      ? [{ label: 'Email', value: <a href={`mailto:${profile.email}`}>{profile.email}</a> }]
      : []),
    ...(phone
      ? [{ label: 'Phone', value: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> }]
      : []),
    ...(location ? [{ label: 'Location', value: location }] : []),
  ];
  return (
    <DetailCard title="Contact">
      {items.length > 0 ? (
        <DetailList items={items} />
      ) : (
        <Typography.Text type="secondary">No contact details shared.</Typography.Text>
      )}
    </DetailCard>
  );
}
