import { Anchor, Text } from '@mantine/core';
import { messages } from '@sewamudah/shared';
import type { MouseEvent } from 'react';
import { paths } from '@/config/paths';
import { navigateTo } from './navigation';

/** Toast body of SPEC §8: the expiry message with a 'Please Login Again' link to the login page. */
export function SessionExpiredMessage() {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigateTo(paths.login());
  };

  return (
    <Text size="sm">
      {messages.session.expired}
      <Anchor href={paths.login()} onClick={handleClick} fw={600} inherit>
        {messages.session.loginAgain}
      </Anchor>
    </Text>
  );
}
