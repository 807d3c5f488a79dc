import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { SuccessBody } from './errors.ts';
import { INSTRUCTION_TYPES, Instruction, InstructionType } from './instruction-payloads.ts';
import { NetworkFailure, PostMetricsCounts } from './network.ts';
import { stripUnsafeText } from './text.ts';

// The extension's side of the instruction queue (DESIGN "The network side"): it claims work with the user's
// session token (x-sessiontoken), performs it in the user's browser, and reports back.

export const INSTRUCTION_STATUSES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;
export const InstructionStatus = z.enum(INSTRUCTION_STATUSES);
export type InstructionStatus = z.infer<typeof InstructionStatus>;

/** Instructions that only read: not network actions, so not capped or spaced like them. */
const READS = ['fetch_source', 'read_post_metrics'] as const;
export type ActionInstructionType = Exclude<InstructionType, (typeof READS)[number]>;
/** The network actions (everything but the reads): capped, spaced out, one at a time per account. */
export const ACTION_INSTRUCTION_TYPES = INSTRUCTION_TYPES.filter(
  (type): type is ActionInstructionType => !(READS as readonly InstructionType[]).includes(type),
);

const IsoDateTime = z.iso.datetime({ offset: true });

/** POST /api/extension/instructions/claim: optionally only some types (e.g. fetch_source during a refresh). */
export const ClaimInstructionBody = z
  .strictObject({ types: z.array(InstructionType).min(1, 'name at least one type').optional() })
  // No body at all is the common call.
  .nullish();
export type ClaimInstructionBody = z.input<typeof ClaimInstructionBody>;

export const ClaimInstructionResponse = z.object({
  /** The oldest claimable instruction, or null when there is nothing to do now. */
  instruction: Instruction.nullable(),
  /** The claim: report before expiresAt, or the instruction is handed out again. */
  lease: z.object({ attempt: z.int().positive(), expiresAt: IsoDateTime }).nullable(),
  /** Wait at least this long before claiming again (action spacing with jitter, a pause, or an empty queue). */
  nextClaimAfterMs: z.int().nonnegative(),
  /** Set while the queue is paused after the network reported a limit or a challenge. */
  pausedUntil: IsoDateTime.nullable(),
});
export type ClaimInstructionResponse = z.infer<typeof ClaimInstructionResponse>;

/** What a successful instruction produced; the ids let later undo actions address what this one created. */
export const InstructionOutcome = z.looseObject({
  /** The reaction, comment or invitation the network created. */
  createdId: z.string().trim().min(1).max(1000).nullable().optional(),
  /** fetch_source: posts read. */
  postCount: z.int().nonnegative().optional(),
  /** connect: the note was dropped (note quota used up) and the invitation went without it. */
  noteDropped: z.boolean().optional(),
  /** publish_post: the published post's address (createdId is its URN). */
  url: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .max(2000)
    .optional(),
  /** read_post_metrics: the post's likes (all reactions), comments and reposts as the network counted them. */
  metrics: PostMetricsCounts.optional(),
});
export type InstructionOutcome = z.infer<typeof InstructionOutcome>;

export const InstructionIdParams = z.object({ id: z.string().max(100) });

export const ReportInstructionBody = z
  .strictObject({
    status: z.enum(['done', 'failed'], { error: "must be 'done' or 'failed'" }),
    // What the network answered: cleaned of NUL and unpaired surrogates rather than refused.
    result: InstructionOutcome.transform(stripUnsafeText).optional(),
    failure: NetworkFailure.transform(stripUnsafeText).optional(),
  })
  .refine((b) => b.status === 'done' || b.failure !== undefined, {
    message: "is required when status is 'failed'",
    path: ['failure'],
  });
export type ReportInstructionBody = z.input<typeof ReportInstructionBody>;

export const ReportInstructionResponse = SuccessBody.extend({
  instructionStatus: InstructionStatus,
  /** Set when this report paused the queue. */
  pausedUntil: IsoDateTime.nullable(),
});
export type ReportInstructionResponse = z.infer<typeof ReportInstructionResponse>;

/**
 * How long a queued action may wait before the post says plainly that it has not happened: the extension performs
 * actions within a minute or two while the browser is open, so ten minutes means it is closed, signed out or absent.
 */
export const EXTENSION_LONG_WAIT_SECONDS = 10 * 60;

/** A post's actions still waiting for the extension, by type. */
export const PendingPostAction = z.object({
  postId: z.string(),
  type: InstructionType,
  /** Age of the oldest such action on the post. */
  ageSeconds: z.int().nonnegative(),
});
export type PendingPostAction = z.infer<typeof PendingPostAction>;

export const PendingInstructions = z.object({
  /** Instructions not finished yet (waiting or being performed). */
  count: z.int().nonnegative(),
  /** Age of the oldest of them, for "waiting for the extension"; null when none. */
  oldestAgeSeconds: z.int().nonnegative().nullable(),
  pausedUntil: IsoDateTime.nullable(),
  /** The open actions on posts (not feed reads), so each post card can say what still waits. */
  posts: z.array(PendingPostAction),
});
export type PendingInstructions = z.infer<typeof PendingInstructions>;

export const LINKEDIN_ACCOUNT_TYPES = ['free', 'premium', 'unknown'] as const;
export const LinkedinAccountType = z.enum(LINKEDIN_ACCOUNT_TYPES);
export type LinkedinAccountType = z.infer<typeof LinkedinAccountType>;

/** The extension tells the server what kind of LinkedIn account the user has (free accounts have tighter note limits). */
export const ReportAccountBody = z.strictObject({ linkedinAccount: LinkedinAccountType });
export type ReportAccountBody = z.infer<typeof ReportAccountBody>;

export const claimInstruction = endpoint({
  method: 'POST',
  path: '/extension/instructions/claim',
  summary: 'Claim the oldest due instruction with a lease; null when nothing is due',
  body: ClaimInstructionBody,
  response: ClaimInstructionResponse,
});

export const reportInstruction = endpoint({
  method: 'POST',
  path: '/extension/instructions/:id/result',
  summary: 'Report the outcome of a claimed instruction; a failure reverts its effect and may pause the queue',
  body: ReportInstructionBody,
  response: ReportInstructionResponse,
});

export const getPendingInstructions = endpoint({
  method: 'GET',
  path: '/extension/instructions/pending',
  summary: 'How many instructions wait for the extension, and since when',
  response: PendingInstructions,
});

export const reportAccount = endpoint({
  method: 'POST',
  path: '/extension/account',
  summary: "Record the kind of the user's LinkedIn account",
  body: ReportAccountBody,
  response: SuccessBody,
});
