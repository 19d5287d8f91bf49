/**
 * The tenancy page (issue 25 §6), for the tenant and admins: the contract's parties and terms, the timeline of
 * every event, and the notice, renewal and deposit-settlement screens.
 */
import { fullName } from '@sewamudah/shared';
import { Alert, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppSelector } from '@/app/hooks';
import { selectCurrentUser } from '@/features/auth';
import { useGetContractQuery } from '@/features/contracts/api';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/lib/i18n';
import { getErrorMessage } from '@/lib/notify';
import { useGetNoticeQuery, useGetRenewalOffersQuery, useGetSettlementQuery, useGetTimelineQuery } from '../api';
import { NoticeCard } from '../components/notice-card';
import { RenewalCard } from '../components/renewal-card';
import { SettlementCard } from '../components/settlement-card';
import { TenancyTimeline } from '../components/tenancy-timeline';
import { ReportsCard } from '@/features/inspections/components/reports-card';

export function TenancyPage() {
  const t = useT();
  const { id = '' } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = user?.userType === 'admin';
  usePageTitle(isAdmin ? 'Manage Contracts' : 'Contract History');
  const contract = useGetContractQuery(id);
  const timeline = useGetTimelineQuery(id);
  const notice = useGetNoticeQuery(id);
  const offers = useGetRenewalOffersQuery(id);
  const settlement = useGetSettlementQuery(id);

  if (contract.isLoading) return <PageLoader />;
  if (contract.error || !contract.data) {
    return <Alert color="red">{getErrorMessage(contract.error, t('generic.unexpected'))}</Alert>;
  }
  const c = contract.data;
  const terms = notice.data?.terms;
  const ended = c.status === 'Ended';
  return (
    <>
      <PageHeader
        title={t('tenancy.page.title')}
        description={t('tenancy.page.subject', {
          place: c.roomName
            ? t('adminDashboard.propertyWithRoom', { property: c.property.name, room: c.roomName })
            : c.property.name,
          tenant: fullName(c.user),
        })}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {terms ? (
              <Paper withBorder p="md" radius="md">
                <Stack gap={4}>
                  <Title order={2} size="h4">
                    {t('tenancy.page.terms')}
                  </Title>
                  <Text size="sm">
                    {t('tenancy.page.landlord')}:{' '}
                    {terms.landlord
                      ? `${terms.landlord.name} (${terms.landlord.idNumber})`
                      : t('tenancy.page.landlordNone')}
                  </Text>
                  <Text size="sm">{t('tenancy.page.agent')}</Text>
                  <Text size="sm">{t('tenancy.page.noticeTerm', { months: terms.noticeMonths })}</Text>
                  <Text size="sm">
                    {terms.diplomaticMonths === null
                      ? t('tenancy.page.noDiplomatic')
                      : t('tenancy.page.diplomaticTerm', { months: terms.diplomaticMonths, fee: terms.feeMonths })}
                  </Text>
                  <Text size="sm">{t('tenancy.page.depositReturnTerm', { days: terms.depositReturnDays })}</Text>
                </Stack>
              </Paper>
            ) : null}
            <ReportsCard
              contractId={id}
              isAdmin={isAdmin}
              tenancy={
                notice.data
                  ? {
                      status: c.status,
                      endDate: c.endDate,
                      noticeGiven: Boolean(notice.data.notice),
                      today: notice.data.today,
                    }
                  : undefined
              }
            />
            {/* An ended (or cancelled) tenancy takes no notice: its card shows only a notice that was given. */}
            {notice.data && (notice.data.notice || c.status === 'Active') ? (
              <NoticeCard contractId={id} state={notice.data} />
            ) : null}
            {offers.data && (offers.data.length > 0 || c.status === 'Active') ? (
              <RenewalCard
                contractId={id}
                offers={offers.data}
                isAdmin={isAdmin}
                canOffer={c.status === 'Active' && !notice.data?.notice}
                canRespond={c.status === 'Active'}
              />
            ) : null}
            {settlement.data ? (
              <SettlementCard contractId={id} settlement={settlement.data} isAdmin={isAdmin} ended={ended} />
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('tenancy.page.timeline')}
            </Title>
            {timeline.data ? <TenancyTimeline events={timeline.data} /> : <PageLoader />}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
