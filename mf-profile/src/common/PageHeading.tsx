import { Typography } from 'antd';

interface PageHeadingProps {
  readonly id: string;
  readonly title: string;
  readonly subtitle?: string;
}

/** The screen's one h1 and its subtitle. */
export function PageHeading({ id, title, subtitle }: PageHeadingProps) {
  return (
    <header style={{ marginBottom: 24 }}>
      <Typography.Title id={id} level={1} style={{ marginBottom: 8 }}>
        {title}
      </Typography.Title>
      {subtitle && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 16, marginBottom: 0 }}>
          {subtitle}
        </Typography.Paragraph>
      )}
    </header>
  );
}
