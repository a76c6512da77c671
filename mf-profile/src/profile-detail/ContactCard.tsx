import { Tag, Typography } from 'antd';
import {
  type ContactField,
  contactVisibilityLabels,
  phoneNumberForDisplay,
  type Profile,
  profilePageLabels,
} from '@reunion/contracts';
import { STANDALONE_LINK_AMID_TEXT_CLASS } from '@reunion/web-kit';
import type { ReactNode } from 'react';
import { DetailCard } from './DetailCard';
import { DetailList, type DetailItem } from './DetailList';

/**
 * The value, and beside it who else sees it when not every classmate does. The settings come
 * only to the owner and the organisers (docs/profiles.md, "Contact privacy").
 */
function withAudience(profile: Profile, field: ContactField, value: ReactNode): ReactNode {
  const visibility = profile.contactVisibility?.[field];
  if (!visibility || visibility === 'classmates') return value;
  return (
    <>
      {value} <Tag>{contactVisibilityLabels[visibility]}</Tag>
    </>
  );
}

export function ContactCard({ profile }: { readonly profile: Profile }) {
  const phone = phoneNumberForDisplay(profile.phoneNumber, profile.country);
  const location = [profile.city, profile.country].filter(Boolean).join(', ');
  const items: DetailItem[] = [
    ...(profile.email
      ? [
          {
            label: profilePageLabels.email,
            value: withAudience(
              profile,
              'email',
              <a href={`mailto:${profile.email}`} className={STANDALONE_LINK_AMID_TEXT_CLASS}>
                {profile.email}
              </a>,
            ),
          },
        ]
      : []),
    ...(phone
      ? [
          {
            label: profilePageLabels.phoneNumber,
            value: withAudience(
              profile,
              'phoneNumber',
              <a
                href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                className={STANDALONE_LINK_AMID_TEXT_CLASS}
              >
                {phone}
              </a>,
            ),
          },
        ]
      : []),
    ...(location
      ? [
          {
            label: profilePageLabels.city,
            value: profile.city ? withAudience(profile, 'city', location) : location,
          },
        ]
      : []),
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
