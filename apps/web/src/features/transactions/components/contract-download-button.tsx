/** Opens the generated agreement in a new tab: `contractFile` is a short-lived signed link, no token needed. */
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useT } from '@/lib/i18n';

export function ContractDownloadButton({ href }: { href: string | null | undefined }) {
  const t = useT();
  if (!href) return null;
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      {t('pay.paper.downloadContract')}
    </Button>
  );
}
