import * as React from 'react';

type Internals = { recentlyCreatedOwnerStacks: number };

/**
 * Stops React's development build from recording where each element was created. React 19 takes a stack trace
 * (`Error()`) and a console task for every element it creates, only to show the creating component in its
 * warnings; over the web tests that was about 12% of their CPU (the feeds, post detail and inbox files: 31.8 s
 * with it, 25.8-27.8 s without). React stops recording after 10,000 elements per render anyway; this makes the
 * count always read as past that limit. Warnings still appear, with the component stack but not the owner stack.
 */
export function skipReactOwnerStacks(): void {
  const internals = (React as unknown as Record<string, Internals | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) {
    throw new Error('React no longer counts owner stacks where react-owner-stacks.ts expects: update or remove it');
  }
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.POSITIVE_INFINITY,
    set: () => {},
  });
}
