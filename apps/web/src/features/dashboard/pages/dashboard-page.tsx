import { useSelector } from 'react-redux';
import { PageHeader } from '@/components/ui/page-header';
import { selectCurrentUser } from '@/features/auth';
import { AdminViewingsShortcut, CustomerViewingsShortcut } from '@/features/viewings/components/viewings-shortcut';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/lib/i18n';
import { AdminDashboard } from '../components/admin-dashboard';
import { CustomerDashboard } from '../components/customer-dashboard';

/** Dashboard of customers and admins (SPEC §2 Screens): the admin or the customer view by role. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useSelector(selectCurrentUser);
  const t = useT();
  const firstName = user?.userName.split(' ')[0];
  return (
    <>
      <PageHeader
        title={t('dashboardPage.title')}
        description={firstName ? t('dashboardPage.welcome', { name: firstName }) : undefined}
      />
      {user?.userType === 'admin' ? <AdminViewingsShortcut /> : user ? <CustomerViewingsShortcut /> : null}
      {user?.userType === 'admin' ? <AdminDashboard /> : user ? <CustomerDashboard /> : null}
    </>
  );
}
