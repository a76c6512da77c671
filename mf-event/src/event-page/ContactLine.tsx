import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { STANDALONE_LINK_CLASS, STANDALONE_LINK_ROW_CLASS } from '@reunion/web-kit';
import type { PhoneContact } from '../event-info/eventContacts';

/**
 * A contact's e-mail and phone as mailto: and tel: links; a phone dials without spaces. A row
 * that wraps in a narrow card, with no more than the links' 44 px between its rows on a phone.
 */
export function ContactLine({ contact }: { readonly contact: PhoneContact }) {
  return (
    <div className={STANDALONE_LINK_ROW_CLASS}>
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
    </div>
  );
}
