import type { Endpoint } from '@inroad/contracts/endpoint';
import type { Post } from '@inroad/contracts/post';
import type { UserSettings } from '@inroad/contracts/user';
import { vi } from 'vitest';
import { ApiError, type apiRequest } from '../lib/api-client.ts';
import { listedPost } from './builders.ts';
import { answerByContract } from './contract-breaches.ts';

type Handler = (input: { query?: unknown; body?: unknown } | undefined) => unknown;

/**
 * Answers `apiRequest` calls by endpoint definition, for tests that mock the api-client module.
 * A call with no handler fails the test loudly rather than hanging on a real request. Every answer goes out through
 * the endpoint's response schema, as the real client reads it, so a fake that drifts from the contract fails.
 */
export function fakeApi(mock: typeof apiRequest, handlers: Array<[Endpoint, Handler]>) {
  const byEndpoint = new Map(handlers);
  const implementation = async (endpoint: Endpoint, input?: { query?: unknown; body?: unknown }) => {
    const handler = byEndpoint.get(endpoint);
    if (!handler) throw new Error(`Unexpected API call in test: ${endpoint.method} ${endpoint.path}`);
    return answerByContract(endpoint, await handler(input));
  };
  vi.mocked(mock).mockImplementation(implementation as typeof apiRequest);
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
