import { Group, Text, UnstyledButton } from '@mantine/core';
import { PRODUCT_NAME } from '@sewamudah/shared';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n';

interface LogoProps {
  to: string;
}

/** The product name as the home link of a layout. */
export function Logo({ to }: LogoProps) {
  const t = useT();
  return (
    <UnstyledButton component={Link} to={to} aria-label={t('nav.logoHome', { product: PRODUCT_NAME })}>
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Text component="span" fw={800} fz="xl" c="indigo.8" style={{ letterSpacing: '-0.02em' }}>
          {PRODUCT_NAME}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
