import {
  AI_CONTENT_MAX_CHARS,
  AI_PROMPT_MAX_CHARS,
  type AiCommentSuggestions,
  type AiContentPlanProposal,
  type AiContentTagsResult,
  type AiEngine,
  type AiKeywordSuggestions,
  type AiPlanInput,
  type AiPostDrafts,
  type AiPostInput,
  type AiRuleJudgement,
  type AiSummaryResult,
  type AiTopicSuggestions,
  type AiUserInput,
  CONTENT_TAGS,
  type ContentTag,
  type DraftPostInput,
} from '@inroad/contracts/ai';
import { clipText } from '@inroad/contracts/text';
import { AiBudgetExceededError, type AiBudgetStore, createMemoryBudgetStore, utcDay } from './budget.ts';
import { classifyContentLocal, matchesAnyKeyword } from './local/classify.ts';
import { draftPostLocal } from './local/draft-post.ts';
import { judgeRuleLocal } from './local/judge-rule.ts';
import { proposeTopicsLocal } from './local/propose-topics.ts';
import { suggestCommentsLocal } from './local/suggest-comments.ts';
import { suggestKeywordsLocal, suggestTopicsLocal } from './local/suggest-terms.ts';
import { summarizeLocal } from './local/summarize.ts';
import type { ModelEngine, ModelEngineConfig } from './model-engine.ts';
import { classifyContentPrompt } from './prompts/classify-content.ts';
import { draftPostPrompt } from './prompts/draft-post.ts';
import { judgeRulePrompt } from './prompts/judge-rule.ts';
import { proposeTopicsPrompt } from './prompts/propose-topics.ts';
import { suggestCommentsPrompt } from './prompts/suggest-comments.ts';
import { suggestKeywordsPrompt, suggestTopicsPrompt } from './prompts/suggest-terms.ts';
import { summarizePostPrompt } from './prompts/summarize-post.ts';
import { createSemaphore } from './semaphore.ts';
import { UnusableModelAnswer } from './unusable-answer.ts';

export interface AiLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface AiServiceConfig {
  /** OpenAI-compatible base URL including the version segment, e.g. http://localhost:11434/v1. */
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  /** Model calls per user per UTC day. */
  dailyLimit: number;
  /** Per model call; also the longest wait for a free concurrency slot. */
  timeoutMs: number;
  /** Model calls in flight at once, across users. */
  concurrency: number;
  fetch?: typeof globalThis.fetch;
  budgetStore?: AiBudgetStore;
  logger?: AiLogger;
  now?: () => Date;
}

export interface AiCallOptions {
  userId: string;
  /**
   * When the user's daily allowance is spent: 'throw' (default) raises AiBudgetExceededError, for calls a
   * person is waiting on; 'local' answers with the local engine, for background enrichment.
   */
  onBudgetExceeded?: 'throw' | 'local';
}

type WithEngine<T> = T & { engine: AiEngine };

export interface AiService {
  /** Whether a model is configured; without one every answer is local. */
  readonly usesModel: boolean;
  summarizePost(input: AiCallOptions & { post: AiPostInput }): Promise<AiSummaryResult>;
  judgeRule(input: AiCallOptions & { criterion: string; post: AiPostInput }): Promise<AiRuleJudgement>;
  classifyContent(
    input: AiCallOptions & { post: AiPostInput; hotLeadKeywords?: readonly string[] },
  ): Promise<AiContentTagsResult>;
  suggestComments(input: AiCallOptions & { post: AiPostInput; user?: AiUserInput }): Promise<AiCommentSuggestions>;
  suggestTopics(input: AiCallOptions & { prompt: string }): Promise<AiTopicSuggestions>;
  suggestKeywords(input: AiCallOptions & { prompt: string }): Promise<AiKeywordSuggestions>;
  draftPost(input: AiCallOptions & DraftPostInput): Promise<AiPostDrafts>;
  /** Starting topics, each with a few ideas, for a content plan from its customer fields. */
  proposeContentPlan(input: AiCallOptions & { plan: AiPlanInput }): Promise<AiContentPlanProposal>;
}

/** Cuts text to `max` characters without splitting a surrogate pair ('' for no text). */
function cap(text: string | undefined, max: number): string {
  return clipText(typeof text === 'string' ? text : '', max);
}

function normalisePost(post: AiPostInput): AiPostInput {
  return {
    ...post,
    content: cap(post.content, AI_CONTENT_MAX_CHARS),
    posterName: cap(post.posterName, 200),
    posterHeadline: post.posterHeadline === undefined ? undefined : cap(post.posterHeadline, 300),
  };
}

const DRAFT_FIELD_MAX = 2000;

function normalisePlan(plan: AiPlanInput): AiPlanInput {
  const capped = Object.entries(plan).map(([key, value]) => [
    key,
    typeof value === 'string' ? cap(value, DRAFT_FIELD_MAX) : value,
  ]);
  return Object.fromEntries(capped) as AiPlanInput;
}

function normaliseDraft(input: DraftPostInput & AiCallOptions): DraftPostInput {
  const capField = (value: string | undefined): string | undefined =>
    value === undefined ? undefined : cap(value, DRAFT_FIELD_MAX);
  const common = {
    postFormat: input.postFormat,
    userPrompt: capField(input.userPrompt),
    idea: capField(input.idea),
    topic: capField(input.topic),
    plan: input.plan && normalisePlan(input.plan),
    round: input.round,
  };
  if (input.answerType === 'expert_tip') {
    const f = input.fields;
    return {
      ...common,
      answerType: 'expert_tip',
      fields: {
        desiredOutcome: capField(f.desiredOutcome),
        whatPeopleAreDoingWrong: capField(f.whatPeopleAreDoingWrong),
        advice: capField(f.advice),
      },
    };
  }
  const f = input.fields;
  return {
    ...common,
    answerType: 'hot_take',
    template: input.template,
    fields: {
      conventionalWisdom: capField(f.conventionalWisdom),
      marketChanges: capField(f.marketChanges),
      uniquePerspective: capField(f.uniquePerspective),
      yourAdvice: capField(f.yourAdvice),
      yourExperience: capField(f.yourExperience),
      otherStories: capField(f.otherStories),
    },
  };
}

/** Text a model could do something with: at least one letter or digit (not empty, not emoji only). */
function hasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items
    .map((i) => i.trim())
    .filter((i) => {
      const key = i.toLowerCase();
      if (i === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The model engine with the AI SDK loaded on the first call: loading it costs a start about 0.4 s of CPU. */
function lazyModelEngine(config: ModelEngineConfig): ModelEngine {
  let engine: Promise<ModelEngine> | undefined;
  return {
    async run(spec, input) {
      engine ??= import('./model-engine.ts').then((module) => module.createModelEngine(config));
      return (await engine).run(spec, input);
    },
  };
}

export function createAiService(config: AiServiceConfig): AiService {
  const engine: ModelEngine | undefined =
    config.baseUrl && config.model
      ? lazyModelEngine({
          baseUrl: config.baseUrl,
          model: config.model,
          apiKey: config.apiKey,
          timeoutMs: config.timeoutMs,
          fetch: config.fetch,
        })
      : undefined;
  const slots = createSemaphore(config.concurrency);
  const budget = config.budgetStore ?? createMemoryBudgetStore();
  const now = config.now ?? (() => new Date());

  /**
   * Answers with the model when one is configured and the input is worth a call, else locally; any
   * model failure (timeout, 5xx, refused connection, invalid answer after one retry) falls back to the
   * local answer. Only a spent daily allowance surfaces as an error.
   */
  async function answer<T>(
    task: string,
    options: AiCallOptions,
    viaModel: ((model: ModelEngine) => Promise<T>) | undefined,
    local: () => T,
  ): Promise<WithEngine<T>> {
    const localAnswer = (): WithEngine<T> => ({ ...local(), engine: 'local' });
    if (!engine || !viaModel) return localAnswer();

    let allowed: boolean;
    const counted = { userId: options.userId, day: utcDay(now()) };
    try {
      allowed = await budget.tryConsume({ ...counted, limit: config.dailyLimit });
    } catch (error) {
      // A broken counter must not take the feature down; answer locally and say why in the log.
      config.logger?.warn({ task, err: error }, 'AI budget store failed; answering locally');
      return localAnswer();
    }
    if (!allowed) {
      if (options.onBudgetExceeded === 'local') return localAnswer();
      throw new AiBudgetExceededError(config.dailyLimit, now());
    }

    // A call the model never answered (busy, down, timed out) is not counted against the allowance: while the
    // service is down, background enrichment would otherwise spend the day's calls on local answers.
    const giveBack = () =>
      budget.giveBack(counted).catch((error: unknown) => {
        config.logger?.warn({ task, err: error }, 'AI budget store failed to take a call back');
      });
    const release = await slots.acquire(config.timeoutMs);
    if (!release) {
      config.logger?.warn({ task }, 'AI model busy; answering locally');
      await giveBack();
      return localAnswer();
    }
    try {
      return { ...(await viaModel(engine)), engine: 'model' };
    } catch (error) {
      config.logger?.warn({ task, err: error }, 'AI model call failed; answering locally');
      // An answer that came back unusable was made (and paid for): it stays counted.
      if (!(error instanceof UnusableModelAnswer)) await giveBack();
      return localAnswer();
    } finally {
      release();
    }
  }

  return {
    usesModel: engine !== undefined,

    summarizePost(input) {
      const post = normalisePost(input.post);
      return answer(
        'summarizePost',
        input,
        hasWords(post.content) ? (m) => m.run(summarizePostPrompt, post) : undefined,
        () => ({ summary: summarizeLocal(post.content) }),
      );
    },

    judgeRule(input) {
      const post = normalisePost(input.post);
      const criterion = cap(input.criterion, AI_PROMPT_MAX_CHARS).trim();
      if (criterion === '') {
        return Promise.resolve({ match: false, reason: 'The rule has no criterion.', engine: 'local' as const });
      }
      return answer(
        'judgeRule',
        input,
        hasWords(post.content) ? (m) => m.run(judgeRulePrompt, { criterion, post }) : undefined,
        () => judgeRuleLocal(criterion, post.content),
      );
    },

    async classifyContent(input) {
      const post = normalisePost(input.post);
      const keywords = input.hotLeadKeywords ?? [];
      const result = await answer(
        'classifyContent',
        input,
        hasWords(post.content) ? (m) => m.run(classifyContentPrompt, post) : undefined,
        () => ({ tags: classifyContentLocal(post.content, keywords) }),
      );
      if (result.engine === 'local') return result;
      // The user's own keywords mark a hot lead whichever engine read the post (the local one already did). A model
      // may name a tag twice: each is kept once, in the tags' order.
      const tags = new Set<ContentTag>(result.tags);
      if (matchesAnyKeyword(post.content, keywords)) tags.add('Hot lead');
      return { tags: CONTENT_TAGS.filter((t) => tags.has(t)), engine: result.engine };
    },

    suggestComments(input) {
      const post = normalisePost(input.post);
      const user = input.user ?? {};
      return answer(
        'suggestComments',
        input,
        hasWords(post.content) ? (m) => m.run(suggestCommentsPrompt, { post, user }) : undefined,
        () => ({ suggestions: suggestCommentsLocal(post, user) }),
      );
    },

    async suggestTopics(input) {
      const prompt = cap(input.prompt, AI_PROMPT_MAX_CHARS).trim();
      const result = await answer(
        'suggestTopics',
        input,
        hasWords(prompt) ? (m) => m.run(suggestTopicsPrompt, prompt) : undefined,
        () => ({ topics: suggestTopicsLocal(prompt) }),
      );
      return { topics: unique(result.topics), engine: result.engine };
    },

    async suggestKeywords(input) {
      const prompt = cap(input.prompt, AI_PROMPT_MAX_CHARS).trim();
      const result = await answer(
        'suggestKeywords',
        input,
        hasWords(prompt) ? (m) => m.run(suggestKeywordsPrompt, prompt) : undefined,
        () => ({ keywords: suggestKeywordsLocal(prompt) }),
      );
      return { keywords: unique(result.keywords.map((k) => k.toLowerCase())), engine: result.engine };
    },

    draftPost(input) {
      const draft = normaliseDraft(input);
      const texts = [...Object.values(draft.fields), draft.idea, draft.userPrompt];
      // With nothing written yet a model would only invent; the local skeleton says what to write.
      const hasMaterial = texts.some((t) => typeof t === 'string' && hasWords(t));
      return answer('draftPost', input, hasMaterial ? (m) => m.run(draftPostPrompt, draft) : undefined, () => ({
        drafts: draftPostLocal(draft),
      }));
    },

    async proposeContentPlan(input) {
      const plan = normalisePlan(input.plan);
      const hasMaterial = Object.values(plan).some((t) => typeof t === 'string' && hasWords(t));
      const result = await answer(
        'proposeContentPlan',
        input,
        hasMaterial ? (m) => m.run(proposeTopicsPrompt, plan) : undefined,
        () => ({ topics: proposeTopicsLocal(plan) }),
      );
      return {
        topics: result.topics.map((t) => ({ name: t.name.trim(), ideas: unique(t.ideas) })),
        engine: result.engine,
      };
    },
  };
}
