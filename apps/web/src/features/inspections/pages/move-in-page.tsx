/**
 * The move-in checklist (issue 25 §1), for the tenant and admins: the four steps, the appointment (the admin offers
 * times, the tenant picks one or proposes another, the other side confirms), the key handover and its confirmation,
 * the move-in report, and the move-in package (page and PDF; admins edit the property's fields here).
 */
import { Alert, Anchor, SimpleGrid, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { selectCurrentUser } from '@/features/auth';
import { useGetContractQuery } from '@/features/contracts/api';
import { useGetNoticeQuery } from '@/features/tenancy/api';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/lib/i18n';
import { getErrorMessage } from '@/lib/notify';
import { useGetMoveInQuery } from '../api';
import { MoveInAppointment } from '../components/move-in-appointment';
import { MoveInKeys } from '../components/move-in-keys';
import { MoveInPackage } from '../components/move-in-package';
import { MoveInSection } from '../components/move-in-section';
import { MoveInSteps } from '../components/move-in-steps';
import { ReportsCard } from '../components/reports-card';

export function MoveInPage() {
  const t = useT();
  const { id = '' } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = user?.userType === 'admin';
  usePageTitle(isAdmin ? 'Manage Contracts' : 'Contract History');
  const contract = useGetContractQuery(id);
  const notice = useGetNoticeQuery(id);
  const query = useGetMoveInQuery(id);
  if (query.isLoading) return <PageLoader />;
  const moveIn = query.data;
  if (query.error || !moveIn) return <Alert color="red">{getErrorMessage(query.error, t('generic.unexpected'))}</Alert>;
  return (
    <>
      <PageHeader
        title={t('moveInUi.title')}
        description={
          <Anchor component={Link} to={paths.tenancy(id)} size="sm">
            {`${moveIn.package.propertyName}${moveIn.package.roomName ? ` · ${moveIn.package.roomName}` : ''}`}
          </Anchor>
        }
      />
      {!moveIn.ready ? <Alert mb="md">{t('moveInUi.notReady')}</Alert> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <MoveInSteps steps={moveIn.steps} />
          {moveIn.ready ? (
            <MoveInSection title={t('moveInUi.appointment')} done={moveIn.steps.appointment}>
              <MoveInAppointment id={id} moveIn={moveIn} isAdmin={isAdmin} />
            </MoveInSection>
          ) : null}
          {moveIn.ready ? (
            <MoveInSection title={t('moveInUi.keys')} done={moveIn.steps.keys}>
              <MoveInKeys id={id} moveIn={moveIn} isAdmin={isAdmin} />
            </MoveInSection>
          ) : null}
          <MoveInSection title={t('moveInUi.report')} done={moveIn.steps.report && moveIn.steps.meters}>
            <ReportsCard
              contractId={id}
              isAdmin={isAdmin}
              bare
              tenancy={
                contract.data && notice.data
                  ? {
                      status: contract.data.status,
                      endDate: contract.data.endDate,
                      noticeGiven: Boolean(notice.data.notice),
                      today: notice.data.today,
                    }
                  : undefined
              }
            />
          </MoveInSection>
        </Stack>
        <MoveInPackage
          contractId={id}
          moveInPackage={moveIn.package}
          editPropertyId={isAdmin ? contract.data?.property._id : undefined}
        />
      </SimpleGrid>
    </>
  );
}
