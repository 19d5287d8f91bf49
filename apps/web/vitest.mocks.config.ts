import { MOCKING_TESTS } from './src/test/mocking-tests.ts';
import { webTestProject } from './vitest.config.ts';

/** The `web-mocks` test project: the files that replace a module (`vi.mock`), each in its own module graph. */
export default webTestProject({ name: 'web-mocks', isolate: true, include: MOCKING_TESTS });
