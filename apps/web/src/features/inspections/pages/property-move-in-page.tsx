/**
 * A property's move-in package and condition-report template (issue 25 §1, §2), admins only: edited once per
 * property, shown in every tenancy's move-in checklist and package PDF, and the start of each new report.
 */
import { Alert, Anchor, Grid, Paper } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useGetPropertyQuery } from '@/features/properties/api';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/lib/i18n';
import { getErrorMessage } from '@/lib/notify';
import { useGetPropertyMoveInQuery } from '../api';
import { MoveInInfoForm } from '../components/move-in-info-form';
import { ReportTemplateEditor } from '../components/report-template-editor';

export function PropertyMoveInPage() {
  const t = useT();
  const { id = '' } = useParams();
  usePageTitle('Manage Properties');
  const property = useGetPropertyQuery(id);
  const query = useGetPropertyMoveInQuery(id);
  if (query.isLoading || property.isLoading) return <PageLoader />;
  if (query.error || !query.data) {
    return <Alert color="red">{getErrorMessage(query.error, t('generic.unexpected'))}</Alert>;
  }
  const name = property.data?.name ?? '';
  return (
    <>
      <PageHeader
        title={t('moveInUi.editorTitle')}
        description={
          <>
            {t('moveInUi.editorIntro', { property: name })}{' '}
            <Anchor component={Link} to={paths.propertyDetails(id)} size="sm">
              {t('moveInUi.backToProperty')}
            </Anchor>
          </>
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md" radius="md">
            <MoveInInfoForm key={JSON.stringify(query.data.moveInInfo)} propertyId={id} info={query.data.moveInInfo} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md" radius="md">
            <ReportTemplateEditor
              key={JSON.stringify(query.data.template)}
              propertyId={id}
              template={query.data.template}
              custom={query.data.customTemplate}
            />
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
