import { rescheduleAnswer } from '@inroad/contracts/content-calendar';
import {
  type ContentGroup,
  type ContentIdea,
  type ContentPlan,
  createContentGroup,
  createContentIdea,
  createContentPlan,
  deleteContentGroup,
  deleteContentIdea,
  deleteContentPlan,
  getContentTopics,
  listContentPlans,
  updateContentGroup,
  updateContentIdea,
} from '@inroad/contracts/content-plan';
import {
  type Answer,
  aiPresetKey,
  createAnswerSuggestion,
  deleteAnswer,
  getAnswerPresets,
  listAnswers,
  listUserPosts,
  saveAnswer,
  updateAnswer,
} from '@inroad/contracts/create';
import { PAST_RESCHEDULE_MESSAGE, parseScheduledTime, statusForSchedule } from '@inroad/contracts/create-schedule';
import { deleteVariant, listVariants, type Variant } from '@inroad/contracts/create-variant';
import type { Endpoint } from '@inroad/contracts/endpoint';
import { type Integration, listIntegrations } from '@inroad/contracts/integrations';
import { createMediaUpload } from '@inroad/contracts/media';
import {
  addPostingSlot,
  deletePostingSlot,
  getNextFreeSlot,
  listPostingSlots,
  NO_POSTING_SLOTS_MESSAGE,
  type PostingSlot,
} from '@inroad/contracts/posting-slots';
import {
  BEST_HOURS_MIN_POSTS,
  type BestHours,
  getBestHours,
  listPublications,
  listSubscribedSubreddits,
  type Publication,
  retryPublication,
  setPublicationTarget,
} from '@inroad/contracts/publishing';
import { getUserSettings } from '@inroad/contracts/user';
import { vi } from 'vitest';
import type { z } from 'zod';
import { ApiError, type apiRequest } from '../lib/api-client.ts';
import { answerByContract } from './contract-breaches.ts';
import { buildUserSettings } from './fake-api.ts';

// An in-memory Create area behind `apiRequest`, for the web tests: requests are parsed with the contracts' body
// and query schemas, and every answer goes out through the endpoint's response schema, as the server's do.

const NOW = '2026-11-20T10:00:00.000Z';
/** The backend's clock: a move to a time before it is refused, as the server refuses one before its now. */
export const BACKEND_NOW = new Date(NOW);
const SUCCESS = { status: 'success' } as const;

type Input = { query?: unknown; body?: unknown; params?: Record<string, string> } | undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
/** A handler sees the request as the endpoint's schemas parsed it. */
type HandlerOf<E extends Endpoint> = (request: {
  body: Out<NonNullable<E['body']>>;
  query: Out<NonNullable<E['query']>>;
  params: Record<string, string>;
}) => unknown;
type Handler = (request: { body: unknown; query: unknown; params: Record<string, string> }) => unknown;

function on<E extends Endpoint>(endpoint: E, handler: HandlerOf<E>): [Endpoint, Handler] {
  return [endpoint, handler as Handler];
}

export interface CreateBackendState {
  plans: ContentPlan[];
  groups: ContentGroup[];
  answers: Answer[];
  variants: Variant[];
  slots: PostingSlot[];
  /** What 'Next free slot' picks (the server's computation is tested on the server); null with no slots. */
  nextFreeSlot: string | null;
  publications: Publication[];
  integrations: Integration[];
  /** What the Reddit integrations' accounts subscribe to. */
  subreddits: string[];
  /** The best hours as the server ranks them (the ranking is tested on the server). */
  bestHours: BestHours['hours'];
  postsWithNumbers: number;
}

function notFound(what: string): never {
  throw new ApiError({ status: 404, kind: 'unhandled', message: 'An unhandled error occurred', serverMessage: what });
}

export function buildPlan(overrides: Partial<ContentPlan> = {}): ContentPlan {
  return {
    id: 1,
    name: 'Pipeline stories',
    type: 'blank',
    roleDescription: null,
    companyDescription: null,
    customerObservations: null,
    customerHypothesis: null,
    customerBarriers: null,
    proposedBy: null,
    createdAt: NOW,
    ...overrides,
  };
}

export function buildAnswer(overrides: Partial<Answer> = {}): Answer {
  return {
    id: 1,
    contentIdeaId: 1,
    manualIdea: null,
    answerType: 'expert_tip',
    postFormat: 'longform_text',
    postTemplate: null,
    metadata: {},
    presetFields: {},
    userPrompt: null,
    postContent: 'A post',
    status: 'draft',
    scheduledTime: null,
    contentMediaId: null,
    mediaUrl: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function buildPublication(overrides: Partial<Publication> = {}): Publication {
  return {
    id: 1,
    answerId: null,
    variantId: null,
    platform: 'linkedin',
    integrationId: null,
    subreddit: null,
    title: null,
    redditKind: null,
    status: 'scheduled',
    runAt: NOW,
    attempt: 0,
    networkPostId: null,
    url: null,
    error: null,
    needsSignIn: false,
    publishedAt: null,
    metrics: null,
    ...overrides,
  };
}

export function buildIntegration(overrides: Partial<Integration> = {}): Integration {
  return {
    id: 1,
    name: 'My LinkedIn',
    platform: 'linkedin',
    status: 'connected',
    accountName: 'Ada Example',
    createdAt: NOW,
    ...overrides,
  };
}

export function createBackend(seed: Partial<CreateBackendState> = {}, options: { timeZone?: string } = {}) {
  const state: CreateBackendState = {
    plans: [],
    groups: [],
    answers: [],
    variants: [],
    slots: [],
    nextFreeSlot: null,
    publications: [],
    integrations: [],
    subreddits: [],
    bestHours: [],
    postsWithNumbers: 0,
    ...seed,
  };
  let nextId = 100;
  const id = () => nextId++;
  const calls: { endpoint: Endpoint; body: unknown }[] = [];
  const ideas = () => state.groups.flatMap((g) => g.ideas);
  const group = (groupId: number) => state.groups.find((g) => g.id === groupId) ?? notFound('Topic not found');
  const answer = (answerId: number) => state.answers.find((a) => a.id === answerId) ?? notFound('Answer not found');
  const badRequest = (message: string): never => {
    throw new ApiError({ status: 400, kind: 'bad-request', message, serverMessage: message });
  };
  const timeOf = (body: { schedule: string; scheduledTime?: string }) => {
    if (body.schedule === 'custom_date') return body.scheduledTime ?? null;
    if (body.schedule === 'next_free_slot') return state.nextFreeSlot ?? badRequest(NO_POSTING_SLOTS_MESSAGE);
    return null;
  };

  const handlers = new Map<Endpoint, Handler>([
    on(getUserSettings, () => buildUserSettings({ timeZone: options.timeZone ?? 'UTC' })),
    on(listContentPlans, () => state.plans),
    on(createContentPlan, ({ body }) => {
      const plan = buildPlan({ id: id(), name: body.name || 'Untitled content plan', type: body.type });
      state.plans.push(plan);
      return { ...SUCCESS, contentPlanId: plan.id, contentPlan: plan };
    }),
    on(deleteContentPlan, ({ body }) => {
      state.plans = state.plans.filter((p) => p.id !== body.id);
      return SUCCESS;
    }),
    on(getContentTopics, ({ query }) => {
      const plan = state.plans.find((p) => p.id === query.contentPlanId) ?? notFound('Content plan not found');
      return {
        contentPlanId: plan.id,
        contentPlanName: plan.name,
        contentPlanType: plan.type,
        proposedBy: plan.proposedBy,
        contentGroups: state.groups.filter((g) => g.contentPlanId === plan.id),
      };
    }),
    on(createContentGroup, ({ body }) => {
      const created: ContentGroup = {
        id: id(),
        contentPlanId: body.contentPlanId,
        name: body.name,
        ideas: [],
        createdAt: NOW,
      };
      state.groups.push(created);
      return { ...SUCCESS, contentGroup: created };
    }),
    on(updateContentGroup, ({ body }) => {
      const found = group(body.id);
      found.name = body.name;
      return { ...SUCCESS, contentGroup: found };
    }),
    on(deleteContentGroup, ({ body }) => {
      state.groups = state.groups.filter((g) => g.id !== body.id);
      return SUCCESS;
    }),
    on(createContentIdea, ({ body }) => {
      const idea: ContentIdea = { id: id(), contentGroupId: body.contentGroupId, idea: body.idea, createdAt: NOW };
      group(body.contentGroupId).ideas.push(idea);
      return { ...SUCCESS, contentIdea: idea };
    }),
    on(updateContentIdea, ({ body }) => {
      const idea = ideas().find((i) => i.id === body.id) ?? notFound('Idea not found');
      idea.idea = body.idea;
      return { ...SUCCESS, contentIdea: idea };
    }),
    on(deleteContentIdea, ({ body }) => {
      for (const g of state.groups) g.ideas = g.ideas.filter((i) => i.id !== body.id);
      return SUCCESS;
    }),
    on(listAnswers, ({ query }) => state.answers.filter((a) => a.contentIdeaId === query.contentIdeaId)),
    on(getAnswerPresets, ({ query }) => {
      const latest = state.answers
        .filter((a) => a.contentIdeaId === query.contentIdeaId && a.answerType === query.answerType)
        .at(-1);
      return {
        answerType: query.answerType,
        answerId: latest?.id ?? null,
        presets: latest?.metadata[aiPresetKey(query.answerType)] ?? {},
      };
    }),
    on(listUserPosts, () => [...state.answers].reverse()),
    on(createAnswerSuggestion, ({ body }) => ({
      engine: 'model',
      postDraft: [1, 2].map((n) => ({
        contentIdeaId: body.contentIdeaId ?? null,
        postContent: `Draft ${n} about ${body.manualIdea ?? `idea ${body.contentIdeaId}`}`,
        status: 'draft',
        scheduledTime: null,
        answerType: body.answerType,
        postFormat: body.postFormat,
        userPrompt: body.userPrompt ?? null,
      })),
    })),
    on(saveAnswer, ({ body }) => {
      const status = statusForSchedule(body.schedule);
      const scheduledTime = timeOf(body);
      const mediaUrl = body.contentMediaId ? `/api/media/${body.contentMediaId}.png` : null;
      if (body.contentAnswerId !== undefined) {
        const variant: Variant = {
          id: id(),
          contentAnswerId: body.contentAnswerId,
          format: body.postFormat,
          content: body.postContent,
          contentMediaId: body.contentMediaId ?? null,
          mediaUrl,
          status,
          scheduledTime,
          createdAt: NOW,
        };
        state.variants.push(variant);
        return { ...SUCCESS, answer: answer(body.contentAnswerId), variant };
      }
      const saved = buildAnswer({
        id: id(),
        contentIdeaId: body.contentIdeaId ?? null,
        manualIdea: body.manualIdea ?? null,
        answerType: body.answerType,
        postFormat: body.postFormat,
        postTemplate: body.postTemplate ?? null,
        metadata: { [aiPresetKey(body.answerType)]: body.presetFields },
        presetFields: body.presetFields,
        userPrompt: body.userPrompt ?? null,
        postContent: body.postContent,
        status,
        scheduledTime,
        contentMediaId: body.contentMediaId ?? null,
        mediaUrl,
      });
      state.answers.push(saved);
      return { ...SUCCESS, answer: saved, variant: null };
    }),
    on(updateAnswer, ({ body, params }) => {
      const found = answer(Number(params.id));
      if (body.postContent !== undefined) found.postContent = body.postContent;
      for (const [key, fields] of Object.entries(body.metadata ?? {})) {
        found.metadata = {
          ...found.metadata,
          [key]: { ...found.metadata[key], ...(fields as Record<string, string>) },
        };
      }
      return { ...SUCCESS, answer: found };
    }),
    on(rescheduleAnswer, ({ body }) => {
      const found = answer(body.id);
      const at = parseScheduledTime(body.scheduledTime);
      if (!at || at <= BACKEND_NOW) badRequest(PAST_RESCHEDULE_MESSAGE);
      found.scheduledTime = body.scheduledTime;
      return { ...SUCCESS, answer: found };
    }),
    on(listPostingSlots, () => state.slots),
    on(addPostingSlot, ({ body }) => {
      const slot = { id: id(), ...body };
      state.slots.push(slot);
      return slot;
    }),
    on(deletePostingSlot, ({ body }) => {
      state.slots = state.slots.filter((slot) => slot.id !== body.id);
      return SUCCESS;
    }),
    on(getNextFreeSlot, () =>
      state.nextFreeSlot
        ? { scheduledTime: state.nextFreeSlot, message: null }
        : { scheduledTime: null, message: NO_POSTING_SLOTS_MESSAGE },
    ),
    on(deleteAnswer, ({ body }) => {
      state.answers = state.answers.filter((a) => a.id !== body.id);
      return SUCCESS;
    }),
    on(listVariants, ({ query }) => state.variants.filter((v) => v.contentAnswerId === query.contentAnswerId)),
    on(deleteVariant, ({ body }) => {
      state.variants = state.variants.filter((v) => v.id !== body.id);
      return SUCCESS;
    }),
    on(listPublications, () => ({ publications: state.publications })),
    on(retryPublication, ({ body }) => {
      const found = state.publications.find((p) => p.id === body.id) ?? notFound('Publication not found');
      Object.assign(found, { status: 'scheduled', error: null });
      return found;
    }),
    on(setPublicationTarget, ({ body }) => {
      const integration = state.integrations.find((i) => i.id === body.integrationId) ?? null;
      if (body.integrationId !== null && !integration) notFound('Integration not found');
      const item = body.answerId !== undefined ? { answerId: body.answerId } : { variantId: body.variantId! };
      let found = state.publications.find((p) =>
        'answerId' in item ? p.answerId === item.answerId : p.variantId === item.variantId,
      );
      if (!found) {
        found = buildPublication({ id: id(), ...item });
        state.publications.push(found);
      }
      Object.assign(found, {
        platform: integration?.platform ?? 'linkedin',
        integrationId: integration?.id ?? null,
        subreddit: body.subreddit ?? null,
        title: body.title ?? null,
        redditKind: body.redditKind ?? null,
      });
      return found;
    }),
    on(getBestHours, () => ({
      timeZone: options.timeZone ?? 'UTC',
      postsWithNumbers: state.postsWithNumbers,
      minPostsPerHour: BEST_HOURS_MIN_POSTS,
      hours: state.bestHours,
    })),
    on(listIntegrations, () => ({ integrations: state.integrations, available: { linkedin: true, reddit: true } })),
    on(listSubscribedSubreddits, () => ({ subreddits: state.subreddits, message: null })),
    on(createMediaUpload, () => ({
      ...SUCCESS,
      contentMediaId: '0b7c2a52-51d1-4b5e-9d51-6f0a3c1f2e11',
      presignedS3URL: '/api/media/upload/0b7c2a52-51d1-4b5e-9d51-6f0a3c1f2e11.png?signature=x',
      method: 'PUT',
      headers: {},
      contentType: 'image/png',
      maxBytes: 10_000_000,
      expiresAt: '2026-11-20T10:15:00.000Z',
      mediaUrl: '/api/media/0b7c2a52-51d1-4b5e-9d51-6f0a3c1f2e11.png',
    })),
  ]);

  /** Replaces one endpoint's handler, e.g. to make it fail. */
  const override = <E extends Endpoint>(endpoint: E, handler: HandlerOf<E>) => handlers.set(...on(endpoint, handler));

  /** Wires the backend into the mocked `apiRequest`. */
  const install = (mock: typeof apiRequest) => {
    const implementation = async (endpoint: Endpoint, input?: Input) => {
      const handler = handlers.get(endpoint);
      if (!handler) throw new Error(`Unexpected API call in test: ${endpoint.method} ${endpoint.path}`);
      const body = endpoint.body ? endpoint.body.parse(input?.body) : undefined;
      const query = endpoint.query ? endpoint.query.parse(input?.query) : undefined;
      calls.push({ endpoint, body: input?.body });
      return answerByContract(endpoint, await handler({ body, query, params: input?.params ?? {} }));
    };
    vi.mocked(mock).mockImplementation(implementation as typeof apiRequest);
  };

  /** The bodies sent to one endpoint, in order. */
  const sent = (endpoint: Endpoint) => calls.filter((c) => c.endpoint === endpoint).map((c) => c.body);

  return { state, install, override, sent };
}
