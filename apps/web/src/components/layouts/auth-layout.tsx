import { Box, Center, Group, Paper, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MAIN_CONTENT_ID } from './skip-link';

/** Layout of the screens outside the main layout: login, register and e-mail verification. */
export function AuthLayout() {
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} bg="gray.0" mih="100dvh" px="sm" py="xl">
      <Center>
        <Stack w="100%" maw={460} gap="lg" align="center">
          <Group justify="space-between" w="100%" wrap="nowrap">
            <Logo to={paths.home()} />
            <LanguageSwitch />
          </Group>
          <Paper w="100%" withBorder shadow="sm" radius="md" p={{ base: 'md', xs: 'xl' }}>
            <Outlet />
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
