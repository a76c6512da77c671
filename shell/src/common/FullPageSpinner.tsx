import { Flex, Spin } from 'antd';

/** A centred spinner with a label screen readers announce. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <Flex
      className="full-page"
      align="center"
      justify="center"
      vertical
      gap={16}
      role="status"
      aria-live="polite"
    >
      <Spin size="large" />
      <span>{label}</span>
    </Flex>
  );
}
