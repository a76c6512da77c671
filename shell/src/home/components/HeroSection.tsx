import { Flex, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { homeContent } from '../homeContent';
import type { ProfileCta } from '../profileCta';
import { ButtonLink } from '@reunion/web-kit';

export function HeroSection({ cta }: { cta: ProfileCta }) {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <p className="home-hero__eyebrow">{homeContent.classNickname} · 20-Year Reunion</p>
      <Typography.Title id="home-title" level={1} className="home-hero__title">
        {homeContent.className}
      </Typography.Title>
      <p className="home-hero__subtitle">{homeContent.subtitle}</p>
      <p className="home-hero__dates">{homeContent.dateLine}</p>
      <Flex gap={12} wrap justify="center">
        <ButtonLink to={cta.to} type="primary" size="large">
          {cta.heroLabel}
        </ButtonLink>
        <ButtonLink
          to="/search"
          size="large"
          icon={<SearchOutlined aria-hidden />}
          className="home-hero__secondary"
        >
          Search Classmates
        </ButtonLink>
      </Flex>
      {cta.draftHint && <p className="home-hero__draft-hint">{cta.draftHint}</p>}
    </section>
  );
}
