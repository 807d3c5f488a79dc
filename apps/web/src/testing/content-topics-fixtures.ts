import type { ContentGroup } from '@inroad/contracts/content-plan';
import type { Variant } from '@inroad/contracts/create-variant';
import { createBackend } from './create-backend/backend.ts';
import { buildPlan } from './create-backend/builders.ts';

// The Content Topics screen's tests: a lead plan (5) with two topics (10, 11), each with one idea (20, 21).

export const NOW = '2026-11-20T10:00:00.000Z';

export function topic(id: number, name: string, ideas: [number, string][]): ContentGroup {
  return {
    id,
    contentPlanId: 5,
    name,
    createdAt: NOW,
    ideas: ideas.map(([ideaId, idea]) => ({ id: ideaId, contentGroupId: id, idea, createdAt: NOW })),
  };
}

export function variant(overrides: Partial<Variant>): Variant {
  return {
    id: 1,
    contentAnswerId: 9,
    format: 'longform_text',
    content: 'A variant',
    contentMediaId: null,
    mediaUrl: null,
    status: 'draft',
    scheduledTime: null,
    createdAt: NOW,
    ...overrides,
  };
}

/** The plan on the backend, in New York's time zone. */
export function seeded() {
  return createBackend(
    {
      plans: [buildPlan({ id: 5, name: 'Lead plan', type: 'generate_leads', proposedBy: 'local' })],
      groups: [
        topic(10, 'Pipeline hygiene', [[20, 'Why forecasts slip']]),
        topic(11, 'Discovery calls', [[21, 'The first question to ask']]),
      ],
    },
    { timeZone: 'America/New_York' },
  );
}
