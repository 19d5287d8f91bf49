import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useT } from '@/lib/i18n';

interface PageLoaderProps {
  /** Fill the viewport (app start) or just the content area (inside a layout). */
  fullScreen?: boolean;
}

export function PageLoader({ fullScreen = false }: PageLoaderProps) {
  const t = useT();
  return (
    <Center h={fullScreen ? '100dvh' : 240} role="status" aria-live="polite">
      <Loader />
      <VisuallyHidden>{t('ui.loadingShort')}</VisuallyHidden>
    </Center>
  );
}
