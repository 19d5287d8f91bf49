/** Downloads the generated agreement: an authenticated endpoint, so it is fetched with the bearer token. */
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectAccessToken, type AuthRootState } from '@/features/auth';
import { API_BASE_URL } from '@/lib/api';
import { notifyError } from '@/lib/notify';

export function ContractDownloadButton({ contractId }: { contractId: string }) {
  const token = useSelector((state: AuthRootState) => selectAccessToken(state));
  const [isLoading, setIsLoading] = useState(false);

  const download = async () => {
    setIsLoading(true);
    try {
      const response = await fetch(`${API_BASE_URL}/contracts/${contractId}/file`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        credentials: 'include',
      });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `SewaMudah-contract-${contractId.slice(0, 8)}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      notifyError('The contract could not be downloaded. Please try again.');
    } finally {
      setIsLoading(false);
    }
  };

  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={isLoading}
      onClick={() => void download()}
    >
      Download contract
    </Button>
  );
}
