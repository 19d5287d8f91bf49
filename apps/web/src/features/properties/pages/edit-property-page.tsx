import { Alert, Skeleton } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths, type RouteParams } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { useGetPropertyQuery, useUpdatePropertyMutation } from '../api';
import { propertyToFormValues } from '../components/form/form-values';
import { PropertyForm } from '../components/form/property-form';
import { VerifyFactsButton } from '../components/form/verify-facts-button';

/** Edit Property (admin): prefilled, type read-only; Cancel → details; success → back one step. */
export function EditPropertyPage() {
  usePageTitle('Edit Property');
  const t = useT();
  const { id = '' } = useParams<RouteParams['editProperty']>();
  const navigate = useNavigate();
  const { data: property, isLoading, error } = useGetPropertyQuery(id, { refetchOnMountOrArgChange: true });
  const [updateProperty] = useUpdatePropertyMutation();

  let content;
  if (isLoading) content = <Skeleton h={480} radius="md" />;
  else if (error || !property) {
    content = (
      <Alert color="red" title={t('adminProperties.errorTitle')} role="alert">
        {t('adminProperties.error', { message: getErrorMessage(error, t('generic.unexpected')) })}
      </Alert>
    );
  } else {
    content = (
      <>
        <VerifyFactsButton property={property} />
        <PropertyForm
          key={property._id}
          isEdit
          initialValues={propertyToFormValues(property)}
          existingImages={property.images.map((url, i) => ({ url, thumbnail: property.thumbnails[i] ?? url }))}
          submitLabel={t('adminProperties.editSubmit')}
          onCancel={() => void navigate(paths.propertyDetails(id))}
          onSubmit={async (request) => {
            await updateProperty({ id, ...request }).unwrap();
            notifySuccess(t('properties.updated'));
            void navigate(-1);
          }}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('screens.editProperty')} />
      {content}
    </>
  );
}
