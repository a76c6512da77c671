import { MailOutlined } from '@ant-design/icons';
import { PageColumn, usePageTitle } from '@reunion/web-kit';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { ExternalLinkButton } from '../common/ExternalLinkButton';
import { PageSection } from '../common/PageSection';
import { classGiftContent as gift } from '../class-gift/classGiftContent';

const { Title, Paragraph } = Typography;

/**
 * /class-gift, exposed as mf_event/ClassGift: the scholarship donation drive (docs/pages.md, "Class
 * Gift").
 */
export default function ClassGift() {
  usePageTitle(gift.pageTitle);
  return (
    <PageColumn maxWidth={1100} gap={48}>
      <div>
        <Title level={1}>{gift.pageTitle}</Title>
        <Alert
          type="success"
          showIcon
          title={gift.headline.title}
          description={gift.headline.description}
        />
      </div>

      <PageSection heading={gift.scholarshipCase.heading}>
        <Row gutter={[16, 16]}>
          {gift.scholarshipCase.figures.map((figure) => (
            <Col key={figure.label} xs={24} sm={12}>
              {/* The figure, then what it counts: "70 % of applicants apply for scholarships"
                  reads as one sentence (Statistic's title would come first). */}
              <Card size="small">
                <Statistic
                  value={figure.value}
                  prefix={'prefix' in figure ? figure.prefix : undefined}
                  suffix={figure.suffix}
                />
                <Paragraph style={{ margin: 0 }}>{figure.label}</Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
        <Paragraph style={{ marginTop: 16 }}>{gift.scholarshipCase.text}</Paragraph>
      </PageSection>

      <PageSection heading={gift.reasons.heading}>
        <ul>
          {gift.reasons.items.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <ExternalLinkButton href={gift.donate.url} primary>
          {gift.donate.label}
        </ExternalLinkButton>
        <Paragraph type="secondary" style={{ marginTop: 8 }}>
          {gift.donate.note}
        </Paragraph>
      </PageSection>

      <PageSection heading={gift.donationInformation.heading}>
        <ul>
          {gift.donationInformation.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection heading={gift.givingTeam.heading}>
        <Paragraph>
          {gift.givingTeam.text}{' '}
          <a href={`mailto:${gift.givingTeam.email}`}>
            <MailOutlined aria-hidden /> {gift.givingTeam.email}
          </a>
        </Paragraph>
      </PageSection>
    </PageColumn>
  );
}
