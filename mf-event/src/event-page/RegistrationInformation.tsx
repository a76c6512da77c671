import { Alert, Typography } from 'antd';
import { PageSection } from '../common/PageSection';
import {
  refundLabel,
  registrationInformation as info,
} from '../event-info/registrationInformation';

const { Title, Paragraph, Text } = Typography;

/** How to register, what follows, partners and changes, refunds and the Sunday lunch. */
export function RegistrationInformation() {
  return (
    <PageSection heading={info.heading}>
      <Paragraph>
        <Text strong>Registration method: </Text>
        {info.method}. {info.methodDetail}
      </Paragraph>
      <Paragraph>
        <Text strong>Confirmation: </Text>
        {info.confirmation}
      </Paragraph>
      <Paragraph>
        <Text strong>Partners: </Text>
        {info.partners}
      </Paragraph>
      <Paragraph>
        <Text strong>Changes: </Text>
        {info.modifications}
      </Paragraph>
      <Title level={3}>{info.refundPolicyHeading}</Title>
      <ul>
        {info.refundTiers.map((tier) => (
          <li key={tier.period}>
            {tier.period}: <Text strong>{refundLabel(tier)}</Text>
          </li>
        ))}
      </ul>
      <Alert type="info" showIcon title={info.sundayLunch} />
    </PageSection>
  );
}
