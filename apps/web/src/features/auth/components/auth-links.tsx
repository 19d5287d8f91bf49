import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

interface AuthLinksProps {
  links: readonly { label: string; to: string }[];
}

/** The small links under an auth form (to Register, Login or home). */
export function AuthLinks({ links }: AuthLinksProps) {
  return (
    <Group justify="center" gap="lg" mt="lg">
      {links.map((link) => (
        <Anchor key={link.label} component={Link} to={link.to} size="sm">
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
