import { Card, Col, Row, Typography } from 'antd';
import { PageSection } from '../common/PageSection';
import { contactHeading, eventContacts } from '../event-info/eventContacts';
import { ContactLine } from './ContactLine';

const { Title, Paragraph } = Typography;

/** The secretariat, the volunteering contact and the class gift contact. */
export function ContactInformation() {
  return (
    <PageSection heading={contactHeading}>
      <Row gutter={[16, 16]}>
        {eventContacts.map((contact) => (
          <Col key={contact.label} xs={24} md={8}>
            <Card size="small" style={{ height: '100%' }}>
              <Title level={3} style={{ fontSize: 18, marginTop: 0 }}>
                {contact.label}
              </Title>
              <Paragraph style={{ marginBottom: 4 }}>{contact.name}</Paragraph>
              {contact.role && <Paragraph type="secondary">{contact.role}</Paragraph>}
              {contact.note && <Paragraph type="secondary">{contact.note}</Paragraph>}
              <ContactLine contact={contact} />
            </Card>
          </Col>
        ))}
      </Row>
    </PageSection>
  );
}
