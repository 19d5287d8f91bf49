/**
 * Public verification of an e-signed agreement (`/verify/:code`, the code printed on its certificate): whether it
 * is valid, what it covers, and whether an uploaded PDF is exactly the sealed file.
 */
import { Alert, Button, Card, Container, FileInput, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconFileTypePdf, IconShieldCheck } from '@tabler/icons-react';
import { COMPANY, PRODUCT_NAME, type VERIFY_DOCUMENT_KINDS } from '@sewamudah/shared';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { DateText } from '@/components/ui/date-text';
import { PageHeader } from '@/components/ui/page-header';
import type { RouteParams } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-error';
import { RichText, useT, type MessageKey } from '@/lib/i18n';
import { useVerifyFileMutation, useVerifyQuery } from '../api';

type VerifyDocumentKind = (typeof VERIFY_DOCUMENT_KINDS)[number];

const VALID_TEXT: Record<VerifyDocumentKind, MessageKey> = {
  agreement: 'verifyPage.validText',
  renewal_agreement: 'verifyPage.validTextRenewal',
  condition_report: 'verifyPage.validTextReport',
};

export function VerifyPage() {
  usePageTitle('Verify Agreement');
  const t = useT();
  const { code = '' } = useParams<RouteParams['verify']>();
  const { data, isLoading, error } = useVerifyQuery(code, { skip: !code });
  // Renewal agreements and condition reports (issue 25) carry `document`; an older answer is an agreement.
  const sealed = data?.document;
  const kind = sealed?.kind ?? 'agreement';
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <PageHeader
          title={t(kind === 'agreement' ? 'verifyPage.title' : 'verifyPage.titleDocument')}
          description={t(kind === 'agreement' ? 'verifyPage.description' : 'verifyPage.descriptionDocument', {
            product: PRODUCT_NAME,
          })}
        />
        {isLoading ? (
          <Group justify="center" py="xl">
            <Loader aria-label={t('verifyPage.checking')} />
          </Group>
        ) : error || !data ? (
          <Alert
            color="red"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('verifyPage.notVerified')}
          >
            {getErrorMessage(error, t('verifyPage.notFound'))}
          </Alert>
        ) : (
          <>
            <Alert
              color={data.valid ? 'green' : 'red'}
              role="status"
              icon={data.valid ? <IconShieldCheck size={18} aria-hidden /> : <IconAlertCircle size={18} aria-hidden />}
              title={
                data.valid
                  ? t(kind === 'agreement' ? 'verifyPage.valid' : 'verifyPage.validDocument')
                  : t('verifyPage.notValid')
              }
            >
              {data.valid ? t(VALID_TEXT[kind]) : t('verifyPage.invalidText', { product: PRODUCT_NAME })}
            </Alert>
            <Card withBorder radius="md" padding="md">
              <Table variant="vertical" layout="fixed" withRowBorders={false} fz="sm">
                <Table.Tbody>
                  <Row label={t('verifyPage.document')}>
                    {t(`verifyPage.kind.${sealed?.reportKind ?? kind}` as MessageKey)}
                  </Row>
                  {sealed ? (
                    <Row label={t('verifyPage.status')}>
                      {t(`verifyPage.statusValue.${sealed.status}` as MessageKey)}
                    </Row>
                  ) : null}
                  <Row label={t('verifyPage.property')}>
                    {data.contract.roomName
                      ? t('verifyPage.propertyWithRoom', {
                          property: data.contract.propertyName,
                          room: data.contract.roomName,
                        })
                      : data.contract.propertyName}
                  </Row>
                  <Row label={t('verifyPage.tenant')}>{data.contract.tenantName}</Row>
                  <Row label={t('verifyPage.landlord')}>
                    {/* Always the managing agent (the API's landlordName, in English): named in the page's language. */}
                    {t('verifyPage.landlordAgent', { company: COMPANY.legalName })}
                  </Row>
                  <Row label={t(kind === 'renewal_agreement' ? 'verifyPage.renewedTerm' : 'verifyPage.tenancy')}>
                    <RichText
                      id="verifyPage.tenancyPeriod"
                      values={{
                        start: <DateText value={data.contract.startDate} />,
                        end: <DateText value={data.contract.endDate} />,
                      }}
                    />
                  </Row>
                  <Row label={t(kind === 'condition_report' ? 'verifyPage.final' : 'verifyPage.completed')}>
                    <DateText value={data.completedAt} withTime />
                  </Row>
                  {sealed ? (
                    <Row label={t('verifyPage.signatures')}>
                      <Stack gap={2}>
                        {sealed.signatures.map((s) => (
                          <Text key={s.role} size="sm">
                            {t(s.role === 'tenant' ? 'verifyPage.tenantSignature' : 'verifyPage.landlordSignature', {
                              // The managing agent in the page's language, as in the landlord row above.
                              name:
                                s.role === 'tenant'
                                  ? s.name
                                  : t('verifyPage.landlordAgent', { company: COMPANY.legalName }),
                            })}
                            {' · '}
                            {s.signedAt ? (
                              <RichText
                                id="verifyPage.signedOn"
                                values={{ date: <DateText value={s.signedAt} withTime /> }}
                              />
                            ) : (
                              t('verifyPage.notSigned')
                            )}
                          </Text>
                        ))}
                      </Stack>
                    </Row>
                  ) : null}
                  <Row label={t('verifyPage.hash')}>
                    <Text component="span" size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {data.documentHash}
                    </Text>
                  </Row>
                </Table.Tbody>
              </Table>
            </Card>
            <FileCheck code={code} agreement={kind === 'agreement'} />
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

function FileCheck({ code, agreement }: { code: string; agreement: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [check, { data, isLoading, error, reset }] = useVerifyFileMutation();
  const t = useT();
  const onChange = (chosen: File | null) => {
    setFile(chosen);
    reset();
  };
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Text fw={600}>{t('verifyPage.checkCopy')}</Text>
        <Text size="sm">{t(agreement ? 'verifyPage.checkCopyText' : 'verifyPage.checkCopyTextDocument')}</Text>
        <FileInput
          label={t(agreement ? 'verifyPage.agreementPdf' : 'verifyPage.documentPdf')}
          placeholder={t('verifyPage.choosePdf')}
          accept="application/pdf"
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          clearable
          value={file}
          onChange={onChange}
          maw={420}
        />
        <div>
          <Button onClick={() => file && void check({ code, file })} disabled={!file} loading={isLoading}>
            {t('verifyPage.checkFile')}
          </Button>
        </div>
        {data?.matches === true ? (
          <Alert color="green" role="status" icon={<IconCircleCheck size={18} aria-hidden />}>
            {t(agreement ? 'verifyPage.matches' : 'verifyPage.matchesDocument')}
          </Alert>
        ) : null}
        {data?.matches === false ? (
          <Alert color="red" role="status" icon={<IconAlertCircle size={18} aria-hidden />}>
            {t(agreement ? 'verifyPage.noMatch' : 'verifyPage.noMatchDocument')}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {getErrorMessage(error, t('verifyPage.checkFailed'))}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
