import { listEmailTemplates } from '@inroad/contracts/email-template';
import type { Endpoint } from '@inroad/contracts/endpoint';
import { type FindEmailResponse, getEngageQuota } from '@inroad/contracts/engage';
import { getPendingInstructions } from '@inroad/contracts/instructions';
import type { Post } from '@inroad/contracts/post';
import { getEngagementTimeline, type Timeline } from '@inroad/contracts/profile';
import { useState } from 'react';
import { vi } from 'vitest';
import { PosterProfileModal } from '../features/profile/components/poster-profile-modal.tsx';
import { applyEngageState } from '../lib/engage-state.ts';
import { buildPost } from './builders.ts';
import { buildEmailTemplate, buildQuota } from './engage-builders.ts';
import { fakeApi } from './fake-api.ts';
import { fakeExtensionAnswering } from './fake-extension.ts';
import { requestsTo } from './fake-server.ts';
import { renderWithProviders } from './render-app.tsx';

// What the profile modal's tests share: the fake API and extension behind it and a harness that keeps the post
// up to date as the modal engages. The fakes answer behind `fetch` and `chrome.runtime`
// (fake-server.ts, fake-extension.ts).

export type Handlers = Parameters<typeof fakeApi>[0];

/** What the extension answers per message type; a missing type means it is absent (null). */
export function extension(answers: Record<string, unknown>) {
  fakeExtensionAnswering(answers);
}

/** The extension as absent, before each test. */
export function resetExtension() {
  extension({});
}

export function Harness({ initial, onClose }: { initial: Post; onClose: () => void }) {
  const [post, setPost] = useState(initial);
  return (
    <PosterProfileModal
      post={post}
      onClose={onClose}
      onEngaged={(target, state) => setPost((p) => applyEngageState(p, target, state))}
      onHideAuthor={() => undefined}
      onShowAuthor={() => undefined}
    />
  );
}

export function linkedinPost(overrides: Partial<Post> = {}) {
  return buildPost({ posterName: 'Casey Example', posterSalesNavId: 'ACoAAExample1', ...overrides });
}

export function setup(post: Post, handlers: Handlers = [], timeline: Timeline = []) {
  fakeApi([
    [getEngagementTimeline, () => timeline],
    [getPendingInstructions, () => ({ count: 0, oldestAgeSeconds: null, pausedUntil: null, posts: [] })],
    [listEmailTemplates, () => [buildEmailTemplate()]],
    [getEngageQuota, () => buildQuota()],
    ...handlers,
  ]);
  const onClose = vi.fn();
  renderWithProviders(<Harness initial={post} onClose={onClose} />);
  return { onClose };
}

/** What was sent to one endpoint, in order: each request's body, or its query where it has none. */
export function bodiesOf(endpoint: Endpoint): unknown[] {
  return requestsTo(endpoint).map((request) => request.body ?? request.query);
}

export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const found = (email: string): FindEmailResponse => ({
  email,
  status: 'found',
  verified: true,
  provider: 'builtin',
  message: null,
  alternatives: [],
});
