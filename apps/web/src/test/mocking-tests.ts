/**
 * The web test files that replace a module with `vi.mock`: they run isolated, in the `web-mocks` project
 * (vitest.mocks.config.ts); the `web` project's files share their worker's modules. `mocking-tests.test.ts` fails when
 * a file using `vi.mock` is missing here.
 */
export const MOCKING_TESTS = [
  'src/hooks/use-search-param-late-url.test.tsx',
  'src/features/transactions/pages/sign-and-pay-page.test.tsx',
  'src/features/esign/components/signature-form.test.tsx',
];
