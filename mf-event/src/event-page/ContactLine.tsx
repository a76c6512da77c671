import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { STANDALONE_LINK_CLASS } from '@reunion/web-kit';
import type { PhoneContact } from '../event-info/eventContacts';

/** A contact's e-mail and phone as mailto: and tel: links; a phone dials without spaces. */
export function ContactLine({ contact }: { readonly contact: PhoneContact }) {
  return (
    <Flex wrap gap="middle">
      {contact.email && (
        <a href={`mailto:${contact.email}`} className={STANDALONE_LINK_CLASS}>
          <MailOutlined aria-hidden /> {contact.email}
        </a>
      )}
      {contact.phone && (
        <a href={`tel:${contact.phone.replace(/\s+/g, '')}`} className={STANDALONE_LINK_CLASS}>
          <PhoneOutlined aria-hidden /> {contact.phone}
        </a>
      )}
    </Flex>
  );
}
