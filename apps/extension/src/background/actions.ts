import type { InstructionResult } from '@inroad/contracts/instruction-payloads';
import type { FormatOutcomeBody, NetworkFailure, NetworkPlatform } from '@inroad/contracts/network';
import { type InroadApi, InroadApiError, outcomePart } from '../inroad/server-api.ts';
import type { LinkedinClient } from '../linkedin/client.ts';
import { LocalNetworkFailure, type RawResponse } from '../net/raw-response.ts';
import type { RedditClient } from '../reddit/client.ts';
import { reportRefusedForGood } from './report-journal.ts';

// The network actions, shared by the instruction runner and the web app's direct messages (follow, connect):
// each is one client call whose raw answer the server classifies.

export interface NetworkDeps {
  linkedin: LinkedinClient;
  reddit: RedditClient;
  inroad: InroadApi;
}

export function succeeded(fields: Partial<Extract<InstructionResult, { ok: true }>> = {}): InstructionResult {
  return { ok: true, createdId: null, postCount: null, noteDropped: false, ...fields };
}

export function failed(failure: NetworkFailure): InstructionResult {
  return { ok: false, failure };
}

export function failedWith(message: string, code: string | null = null): InstructionResult {
  return failed({ kind: 'unknown', message, code });
}

/** What an exception means as a result: a local network failure keeps its kind, anything else is unknown. */
export function resultOfError(error: unknown): InstructionResult {
  if (error instanceof LocalNetworkFailure) return failed(error.failure);
  if (error instanceof InroadApiError) return failedWith(error.message, `INROAD_${error.status}`);
  return failedWith(error instanceof Error ? error.message : String(error));
}

/**
 * A write's answer Inroad could not read just then (unreachable, a 5xx, signed out): the write was made, so the
 * answer is kept to be read later rather than reported as a failure the network never gave.
 */
export class UnreadOutcome extends InroadApiError {
  constructor(
    readonly platform: NetworkPlatform,
    readonly body: FormatOutcomeBody,
    cause: InroadApiError,
  ) {
    super(cause.status, cause.message);
    this.name = 'UnreadOutcome';
  }
}

/** The server's reading of a network answer. */
export async function readOutcome(
  deps: Pick<NetworkDeps, 'inroad'>,
  platform: NetworkPlatform,
  body: FormatOutcomeBody,
): Promise<InstructionResult> {
  const { failure, createdId } = await deps.inroad.formatOutcome(platform, body);
  return failure ? failed(failure) : succeeded({ createdId });
}

/** The server's reading of a write's answer; UnreadOutcome when Inroad could not read it just now. */
export async function outcomeOf(
  deps: NetworkDeps,
  platform: NetworkPlatform,
  raw: RawResponse,
): Promise<InstructionResult> {
  const body = outcomePart(raw);
  try {
    return await readOutcome(deps, platform, body);
  } catch (error) {
    if (error instanceof InroadApiError && !reportRefusedForGood(error)) throw new UnreadOutcome(platform, body, error);
    throw error;
  }
}

/**
 * Sends a connection request. When the note quota is used up LinkedIn refuses the note (invite_limit); the
 * invitation then goes again without it. If LinkedIn says it cannot be resent, the first one went through.
 */
export async function connect(
  deps: NetworkDeps,
  input: { profileId: string; note: string | null },
): Promise<InstructionResult> {
  const first = await outcomeOf(deps, 'linkedin', await deps.linkedin.connect(input));
  if (first.ok || first.failure.kind !== 'invite_limit' || !input.note?.trim()) return first;
  const second = await outcomeOf(
    deps,
    'linkedin',
    await deps.linkedin.connect({ profileId: input.profileId, note: null }),
  );
  if (second.ok) return { ...second, noteDropped: true };
  if (second.failure.code === 'CANT_RESEND_YET') return succeeded({ noteDropped: true });
  return second;
}

export async function follow(
  deps: NetworkDeps,
  input: { profileId: string; following: boolean },
): Promise<InstructionResult> {
  return outcomeOf(deps, 'linkedin', await deps.linkedin.follow(input));
}
