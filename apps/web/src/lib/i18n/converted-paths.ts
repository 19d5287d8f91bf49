/**
 * The parts of the web app that take every user-facing text from the catalogue (issue 16). The literal-string
 * check (no-literal-strings.test.ts) scans exactly these; add a directory or file here once it is converted.
 * Paths are relative to apps/web/src.
 */
export const I18N_CONVERTED_PATHS: readonly string[] = [
  'components/layouts',
  'components/forms/person-fields.tsx',
  'features/auth/pages',
  'features/auth/components',
  'features/users/pages/profile-page.tsx',
  'features/users/components/user-fields.tsx',
  'features/dashboard/pages',
  'features/dashboard/components/customer-dashboard.tsx',
  'features/dashboard/components/current-rental-card.tsx',
  'features/public/pages/not-found-page.tsx',
  'features/public/pages/faq-page.tsx',
  'features/public/pages/about-us-page.tsx',
  'components/errors',
  'components/ui/status-badge.tsx',
  'features/applications/components/ApplicationCard.tsx',
  'features/complaints/components/complaint-card.tsx',
  'features/complaints/components/complaint-form-modal.tsx',
  'features/complaints/components/customer-complaint-actions.tsx',
];
