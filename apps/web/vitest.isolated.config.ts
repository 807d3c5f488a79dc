import { moduleMockingTests, webTestProject } from './vitest.config.ts';

/** The web tests that replace modules (vi.mock), each file with its own module graph. */
export default webTestProject({ name: 'web-isolated', include: moduleMockingTests, exclude: [], isolate: true });
