import type { Endpoint } from '@inroad/contracts/endpoint';
import type { Post } from '@inroad/contracts/post';
import type { UserSettings } from '@inroad/contracts/user';
import { ApiError } from '../lib/api-client.ts';
import { listedPost } from './builders.ts';
import { type FakeHandler, serveFakeApi } from './fake-server.ts';

export type Handlers = Array<[Endpoint, FakeHandler]>;

/**
 * Answers the app's API requests by endpoint definition, behind `fetch` (see fake-server.ts), for the running test.
 * A request no handler takes fails as a network failure rather than hanging on a real request.
 */
export function fakeApi(handlers: Handlers) {
  const byEndpoint = new Map(handlers);
  serveFakeApi(
    (endpoint, request) => byEndpoint.get(endpoint)?.(request),
    () => byEndpoint.keys(),
  );
}

/**
 * GET /api/post/:id as the server answers it: the whole post a list built by buildPostList listed (its rows carry
 * only what they show), or 404 'Post not found'.
 */
export function answerGetPost(input: unknown): Post {
  const post = listedPost((input as { params?: { id?: string } } | undefined)?.params?.id ?? '');
  if (post) return post;
  throw new ApiError({ status: 404, kind: 'unhandled', message: 'Not found', serverMessage: 'Post not found' });
}

export function unauthorized(): never {
  throw new ApiError({ status: 401, kind: 'unauthorized', message: 'Not signed in' });
}

export function buildUserSettings(overrides: Partial<UserSettings> = {}): UserSettings {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Example',
    timeZone: 'UTC',
    metadata: { welcomeComplete: true, welcomeModalComplete: true, onboardingWizardComplete: true },
    ...overrides,
  };
}
