import { Typography } from 'antd';
import type { ProfileCta } from '../profileCta';
import { ButtonLink } from '@reunion/web-kit';

export function JoinSection({ cta }: { cta: ProfileCta }) {
  return (
    <section className="home-section home-join" aria-labelledby="home-join-title">
      <Typography.Title id="home-join-title" level={2}>
        Join Your Classmates
      </Typography.Title>
      <Typography.Paragraph className="home-join__text">{cta.encouragement}</Typography.Paragraph>
      <ButtonLink to={cta.to} type="primary" size="large">
        {cta.joinLabel}
      </ButtonLink>
    </section>
  );
}
