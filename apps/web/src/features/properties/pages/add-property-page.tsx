import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { useAddPropertyMutation } from '../api';
import { emptyPropertyForm } from '../components/form/form-values';
import { PropertyForm } from '../components/form/property-form';

/** Add New Property (admin): success → 'Property added successfully' and back to the list. */
export function AddPropertyPage() {
  usePageTitle('Add New Property');
  const t = useT();
  const navigate = useNavigate();
  const [addProperty] = useAddPropertyMutation();
  const [initialValues] = useState(emptyPropertyForm);
  return (
    <>
      <PageHeader title={t('screens.addNewProperty')} />
      <PropertyForm
        initialValues={initialValues}
        submitLabel={t('adminProperties.addSubmit')}
        onCancel={() => void navigate(paths.manageProperties())}
        onSubmit={async (request) => {
          await addProperty(request).unwrap();
          notifySuccess(t('properties.added'));
          void navigate(paths.manageProperties());
        }}
      />
    </>
  );
}
