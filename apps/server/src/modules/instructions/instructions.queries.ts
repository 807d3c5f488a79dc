import type { InstructionInput, InstructionType } from '@inroad/contracts/instruction-payloads';
import type { InstructionOutcome, InstructionStatus, LinkedinAccountType } from '@inroad/contracts/instructions';
import type { NetworkFailure } from '@inroad/contracts/network';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  lte,
  max,
  min,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { actionQueueStates, type InstructionContext, instructions } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

export type InstructionRow = typeof instructions.$inferSelect;
export type QueueState = typeof actionQueueStates.$inferSelect;

const OPEN: InstructionStatus[] = ['pending', 'running'];
/** Statuses of actions that reached (or will reach) the network: what the caps count. */
export const COUNTED: InstructionStatus[] = ['pending', 'running', 'done'];

/**
 * Locks the user's queue state row (creating it on first use). Every claim and every queued action takes this
 * lock first, so one account's actions are decided one at a time: caps cannot be overrun by parallel requests
 * and two browsers cannot both hold an action.
 */
export async function lockQueueState(tx: DbOrTx, userId: string): Promise<QueueState> {
  await tx.insert(actionQueueStates).values({ userId }).onConflictDoNothing();
  const [state] = await tx.select().from(actionQueueStates).where(eq(actionQueueStates.userId, userId)).for('update');
  return state!;
}

export async function findQueueState(db: DbOrTx, userId: string): Promise<QueueState | undefined> {
  const [state] = await db.select().from(actionQueueStates).where(eq(actionQueueStates.userId, userId));
  return state;
}

export async function updateQueueState(
  db: DbOrTx,
  userId: string,
  changes: Partial<Pick<QueueState, 'pausedUntil' | 'pauseReason' | 'nextActionAt' | 'linkedinAccount'>>,
): Promise<void> {
  await db
    .update(actionQueueStates)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(actionQueueStates.userId, userId));
}

export async function setLinkedinAccount(db: DbOrTx, userId: string, account: LinkedinAccountType): Promise<void> {
  await db
    .insert(actionQueueStates)
    .values({ userId, linkedinAccount: account })
    .onConflictDoUpdate({ target: actionQueueStates.userId, set: { linkedinAccount: account, updatedAt: new Date() } });
}

/** Ids an undo addresses that the instruction before it creates: filled in when the undo is claimed (readyPayload). */
type FilledAtClaim = 'commentUrn' | 'invitationUrn';
type Queued<P> = Omit<P, FilledAtClaim> & Partial<Pick<P, Extract<keyof P, FilledAtClaim>>>;
type QueuedPayloads = { [I in InstructionInput as I['type']]: Queued<I['payload']> };
/** An instruction's payload as it is queued: what the extension gets, but for the ids filled in at the claim. */
export type QueuedPayload<T extends InstructionType> = QueuedPayloads[T];
/**
 * An instruction to queue. `T` is taken from `type`, and the payload must be that type's (the instruction union in
 * the contracts, keyed by type), so a like cannot be queued with a comment's payload.
 */
export type NewInstruction<T extends InstructionType> = {
  type: T;
  payload: QueuedPayload<T>;
  userId: string;
  target?: string | null;
  postId?: string | null;
  dependsOn?: string | null;
  context?: InstructionContext;
  notBefore?: Date;
};

export async function insertInstruction<T extends InstructionType>(
  db: DbOrTx,
  row: NewInstruction<T>,
): Promise<InstructionRow> {
  const [inserted] = await db.insert(instructions).values(row).returning();
  return inserted!;
}

/** Like insertInstruction, but nothing happens when one of the type is already waiting for the target. */
export async function insertInstructionIfAbsent<T extends InstructionType>(
  db: DbOrTx,
  row: NewInstruction<T>,
): Promise<InstructionRow | undefined> {
  const [inserted] = await db.insert(instructions).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The user's instructions that meet every condition; the one query shape the lookups below share. */
function selectOwn(db: DbOrTx, userId: string, ...conditions: SQL[]) {
  return db
    .select()
    .from(instructions)
    .where(ownedBy(instructions.userId, userId, ...conditions));
}

export async function findInstructionForUpdate(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<InstructionRow | undefined> {
  const [row] = await selectOwn(db, userId, eq(instructions.id, id)).for('update');
  return row;
}

/** The waiting instruction of a type for a target (at most one exists). */
export async function findPending(
  db: DbOrTx,
  userId: string,
  type: InstructionType,
  target: string,
): Promise<InstructionRow | undefined> {
  const [row] = await selectOwn(
    db,
    userId,
    eq(instructions.type, type),
    eq(instructions.target, target),
    eq(instructions.status, 'pending'),
  );
  return row;
}

/** The latest instruction of a type for a target that is under way or done: what an undo must address. */
export async function findLatestEffective(
  db: DbOrTx,
  userId: string,
  type: InstructionType,
  target: string,
): Promise<InstructionRow | undefined> {
  const [row] = await selectOwn(
    db,
    userId,
    eq(instructions.type, type),
    eq(instructions.target, target),
    inArray(instructions.status, ['running', 'done']),
  )
    .orderBy(desc(instructions.createdAt))
    .limit(1);
  return row;
}

export async function findInstruction(db: DbOrTx, userId: string, id: string): Promise<InstructionRow | undefined> {
  const [row] = await selectOwn(db, userId, eq(instructions.id, id));
  return row;
}

export async function updatePayload(db: DbOrTx, id: string, payload: Record<string, unknown>): Promise<void> {
  await db.update(instructions).set({ payload }).where(eq(instructions.id, id));
}

/** Cancels an instruction not handed out yet; false once it was claimed (or is finished). */
export async function cancelInstruction(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const cancelled = await db
    .update(instructions)
    .set({ status: 'cancelled', finishedAt: now, leaseExpiresAt: null })
    .where(and(eq(instructions.id, id), eq(instructions.status, 'pending')))
    .returning({ id: instructions.id });
  return cancelled.length > 0;
}

/** An instruction the claim holds locked and no longer hands out (a pending one, or a running one whose lease ran out). */
export async function markCancelled(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(instructions)
    .set({ status: 'cancelled', finishedAt: now, leaseExpiresAt: null })
    .where(eq(instructions.id, id));
}

/** Waiting instructions that need this one's result; they cannot run once it failed. */
export async function cancelPendingDependents(db: DbOrTx, id: string, now: Date): Promise<InstructionRow[]> {
  return db
    .update(instructions)
    .set({ status: 'cancelled', finishedAt: now })
    .where(and(eq(instructions.dependsOn, id), eq(instructions.status, 'pending')))
    .returning();
}

/** Running actions (not fetches) whose lease still holds: the account is busy with one. */
export async function hasLiveAction(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(instructions)
    .where(
      ownedBy(
        instructions.userId,
        userId,
        eq(instructions.status, 'running'),
        ne(instructions.type, 'fetch_source'),
        gte(instructions.leaseExpiresAt, now),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Running instructions whose lease ran out after the last allowed attempt: they fail instead of running again. */
export async function lockExhausted(
  db: DbOrTx,
  userId: string,
  now: Date,
  maxAttempts: number,
): Promise<InstructionRow[]> {
  return selectOwn(
    db,
    userId,
    eq(instructions.status, 'running'),
    lt(instructions.leaseExpiresAt, now),
    gte(instructions.attempts, maxAttempts),
  ).for('update', { skipLocked: true });
}

/**
 * The oldest claimable instruction: waiting and due, or running with an expired lease (a browser that crashed
 * mid-way), whose prerequisite (dependsOn) has finished. Actions only when `actionsAllowed`.
 */
export async function lockNextClaimable(
  db: DbOrTx,
  options: { userId: string; now: Date; types: InstructionType[] | undefined; actionsAllowed: boolean },
): Promise<InstructionRow | undefined> {
  const prerequisite = alias(instructions, 'prerequisite');
  const { userId, now } = options;
  const [row] = await db
    .select()
    .from(instructions)
    .where(
      ownedBy(
        instructions.userId,
        userId,
        or(
          and(eq(instructions.status, 'pending'), lte(instructions.notBefore, now)),
          and(eq(instructions.status, 'running'), lt(instructions.leaseExpiresAt, now)),
        ),
        options.types ? inArray(instructions.type, options.types) : undefined,
        options.actionsAllowed ? undefined : eq(instructions.type, 'fetch_source'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(prerequisite)
            .where(and(eq(prerequisite.id, instructions.dependsOn), inArray(prerequisite.status, OPEN))),
        ),
      ),
    )
    .orderBy(asc(instructions.createdAt), asc(instructions.id))
    .limit(1)
    .for('update', { of: instructions, skipLocked: true });
  return row;
}

export async function markClaimed(
  db: DbOrTx,
  id: string,
  changes: { now: Date; leaseExpiresAt: Date; payload: Record<string, unknown> },
): Promise<InstructionRow> {
  const [row] = await db
    .update(instructions)
    .set({
      status: 'running',
      attempts: sql`${instructions.attempts} + 1`,
      claimedAt: changes.now,
      leaseExpiresAt: changes.leaseExpiresAt,
      payload: changes.payload,
    })
    .where(eq(instructions.id, id))
    .returning();
  return row!;
}

export async function markFinished(
  db: DbOrTx,
  id: string,
  outcome:
    | { status: 'done'; result: InstructionOutcome | null; now: Date }
    | { status: 'failed'; error: NetworkFailure; now: Date },
): Promise<void> {
  await db
    .update(instructions)
    .set({
      status: outcome.status,
      finishedAt: outcome.now,
      leaseExpiresAt: null,
      ...(outcome.status === 'done' ? { result: outcome.result } : { error: outcome.error }),
    })
    .where(eq(instructions.id, id));
}

export async function openSummary(db: DbOrTx, userId: string): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(instructions.createdAt) })
    .from(instructions)
    .where(ownedBy(instructions.userId, userId, inArray(instructions.status, OPEN)));
  return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
}

// A page of posts shows far fewer; beyond this many, the posts acted on longest ago are left out.
const OPEN_ON_POSTS_MAX = 500;

/** Open actions on posts, by post and type, with the oldest one's creation time. */
export async function openOnPosts(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ postId: instructions.postId, type: instructions.type, oldest: min(instructions.createdAt) })
    .from(instructions)
    .where(
      ownedBy(
        instructions.userId,
        userId,
        inArray(instructions.status, OPEN),
        sql`${instructions.postId} is not null`,
        ne(instructions.type, 'fetch_source'),
      ),
    )
    .groupBy(instructions.postId, instructions.type)
    // The post just acted on must keep its line however many wait.
    .orderBy(desc(max(instructions.createdAt)))
    .limit(OPEN_ON_POSTS_MAX);
  return rows.flatMap((r) => (r.postId && r.oldest ? [{ postId: r.postId, type: r.type, oldest: r.oldest }] : []));
}

/** A window the caps count in: the counted instructions of one type since a moment, optionally only those with a note. */
export type CountWindow = { type: InstructionType; since: Date; withNote?: boolean };

/**
 * When each window's counted instructions reach the network, oldest first, in the windows' order: when the extension
 * took them (claimed) or, for those still waiting, now, however long ago they were queued: a day's actions that wait
 * for the browser still go out, beside the next day's, and so count in any window that ends now. One query for all
 * the windows (the quota's seven caps took seven), read through the (user, type, created) index by user and type
 * (finished instructions are kept INSTRUCTION_RETENTION_DAYS).
 */
export async function countedInWindows(
  db: DbOrTx,
  userId: string,
  windows: CountWindow[],
  now: Date,
): Promise<Date[][]> {
  if (windows.length === 0) return [];
  const noted = sql<boolean>`(${instructions.context} ->> 'hasNote') = 'true'`;
  // An instruction claimed again after a lost lease reached the network at its latest claim at the earliest.
  const reached = sql<Date>`coalesce(${instructions.claimedAt}, ${instructions.createdAt})`.mapWith(
    instructions.createdAt,
  );
  const rows = await db
    .select({
      type: instructions.type,
      status: instructions.status,
      reachedAt: reached,
      hasNote: sql<boolean>`coalesce(${noted}, false)`,
    })
    .from(instructions)
    .where(
      ownedBy(
        instructions.userId,
        userId,
        inArray(instructions.status, COUNTED),
        or(
          ...windows.map((w) =>
            and(
              eq(instructions.type, w.type),
              or(eq(instructions.status, 'pending'), sql`${reached} >= ${w.since.toISOString()}::timestamptz`),
              w.withNote ? noted : undefined,
            ),
          ),
        ),
      ),
    );
  const times = rows.map((r) => ({ ...r, at: r.status === 'pending' ? now : r.reachedAt }));
  times.sort((a, b) => a.at.getTime() - b.at.getTime());
  return windows.map((w) =>
    times.filter((r) => r.type === w.type && r.at >= w.since && (!w.withNote || r.hasNote)).map((r) => r.at),
  );
}
