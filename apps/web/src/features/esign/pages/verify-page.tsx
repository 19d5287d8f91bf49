/**
 * Public verification of an e-signed agreement (`/verify/:code`, the code printed on its certificate): whether it
 * is valid, what it covers, and whether an uploaded PDF is exactly the sealed file.
 */
import { Alert, Button, Card, Container, FileInput, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconFileTypePdf, IconShieldCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { DateText } from '@/components/ui/date-text';
import { PageHeader } from '@/components/ui/page-header';
import type { RouteParams } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-error';
import { useVerifyFileMutation, useVerifyQuery } from '../api';

const NOT_FOUND = 'No completed agreement has this verification code.';

export function VerifyPage() {
  usePageTitle('Verify Agreement');
  const { code = '' } = useParams<RouteParams['verify']>();
  const { data, isLoading, error } = useVerifyQuery(code, { skip: !code });
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <PageHeader
          title="Verify a tenancy agreement"
          description="Check that an agreement signed on SewaMudah is genuine and unchanged."
        />
        {isLoading ? (
          <Group justify="center" py="xl">
            <Loader aria-label="Checking the agreement" />
          </Group>
        ) : error || !data ? (
          <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />} title="Not verified">
            {getErrorMessage(error, NOT_FOUND)}
          </Alert>
        ) : (
          <>
            <Alert
              color={data.valid ? 'green' : 'red'}
              role="status"
              icon={data.valid ? <IconShieldCheck size={18} aria-hidden /> : <IconAlertCircle size={18} aria-hidden />}
              title={data.valid ? 'Valid agreement' : 'Not valid'}
            >
              {data.valid
                ? 'Both parties signed this agreement electronically and it has not been changed since.'
                : 'The stored agreement no longer matches its seal. Please contact SewaMudah.'}
            </Alert>
            <Card withBorder radius="md" padding="md">
              <Table variant="vertical" layout="fixed" withRowBorders={false} fz="sm">
                <Table.Tbody>
                  <Row label="Property">
                    {data.contract.propertyName}
                    {data.contract.roomName ? ` · ${data.contract.roomName}` : ''}
                  </Row>
                  <Row label="Tenant">{data.contract.tenantName}</Row>
                  <Row label="Landlord">{data.contract.landlordName}</Row>
                  <Row label="Tenancy">
                    <DateText value={data.contract.startDate} /> to <DateText value={data.contract.endDate} />
                  </Row>
                  <Row label="Completed">
                    <DateText value={data.completedAt} withTime />
                  </Row>
                  <Row label="SHA-256">
                    <Text component="span" size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {data.documentHash}
                    </Text>
                  </Row>
                </Table.Tbody>
              </Table>
            </Card>
            <FileCheck code={code} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={{ base: 96, sm: 140 }}>{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function FileCheck({ code }: { code: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [check, { data, isLoading, error, reset }] = useVerifyFileMutation();
  const onChange = (chosen: File | null) => {
    setFile(chosen);
    reset();
  };
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Text fw={600}>Check a copy</Text>
        <Text size="sm">Upload the PDF you were given to check that it is exactly the sealed agreement.</Text>
        <FileInput
          label="Agreement PDF"
          placeholder="Choose a PDF"
          accept="application/pdf"
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          clearable
          value={file}
          onChange={onChange}
          maw={420}
        />
        <div>
          <Button onClick={() => file && void check({ code, file })} disabled={!file} loading={isLoading}>
            Check file
          </Button>
        </div>
        {data?.matches === true ? (
          <Alert color="green" role="status" icon={<IconCircleCheck size={18} aria-hidden />}>
            This file is the sealed agreement, unchanged.
          </Alert>
        ) : null}
        {data?.matches === false ? (
          <Alert color="red" role="status" icon={<IconAlertCircle size={18} aria-hidden />}>
            This file does not match the sealed agreement.
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {getErrorMessage(error, 'The file could not be checked.')}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
