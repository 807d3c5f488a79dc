import { randomUUID } from 'node:crypto';
import type { PostPlatform } from '@inroad/contracts/post';
import { getUserSettings } from '@inroad/contracts/user';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { posts, users } from '../src/db/schema/index.ts';
import { expectOk, type TestApp } from './harness.ts';

// Test data for the engage suites: posts written straight into the database (ingest is tested elsewhere).

export async function userIdOf(t: TestApp, token: string): Promise<string> {
  return expectOk(await t.call(getUserSettings, { token })).body.id;
}

export type PostFixture = {
  platform?: PostPlatform;
  posterName?: string;
  /** The author's LinkedIn profile id; null for a company page. */
  profileId?: string | null;
  archived?: boolean;
  numLikes?: number;
  liked?: boolean;
  comment?: string | null;
  content?: string;
  /** When the author posted it; now by default. */
  postedAt?: Date;
};

export async function insertPost(db: Db, userId: string, fixture: PostFixture = {}): Promise<string> {
  const platform = fixture.platform ?? 'linkedin';
  const profileId = fixture.profileId === undefined ? `ACoAA${randomUUID().slice(0, 8)}` : fixture.profileId;
  const externalId =
    platform === 'linkedin'
      ? `urn:li:activity:${Date.now()}${Math.floor(Math.random() * 1e6)}`
      : `t3_${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(posts)
    .values({
      userId,
      platform,
      externalId,
      url:
        platform === 'linkedin'
          ? `https://www.linkedin.com/feed/update/${externalId}/`
          : `https://www.reddit.com/comments/${externalId}`,
      content: fixture.content ?? 'Shipping a small release today. What do you look for in a changelog?',
      postedAt: fixture.postedAt ?? new Date(),
      posterName: fixture.posterName ?? 'Sam Example',
      posterSalesNavId: profileId,
      posterEntityId: profileId ? `urn:li:fsd_profile:${profileId}` : 'urn:li:company:1234',
      authorKeys: profileId ? [`${platform}:id:${profileId}`] : [`${platform}:id:urn:li:company:1234`],
      archived: fixture.archived ?? false,
      numLikes: fixture.numLikes ?? 5,
      liked: fixture.liked ?? false,
      comment: fixture.comment ?? null,
    })
    .returning({ id: posts.id });
  return row!.id;
}

/** A second post by the same author as `postId`. */
export async function insertSiblingPost(db: Db, userId: string, postId: string): Promise<string> {
  const [source] = await db.select().from(posts).where(eq(posts.id, postId));
  const { id: _id, searchVector: _vector, createdAt: _created, updatedAt: _updated, ...copy } = source!;
  const [row] = await db
    .insert(posts)
    .values({ ...copy, userId, externalId: `${source!.externalId}-2` })
    .returning({ id: posts.id });
  return row!.id;
}

export async function setTimeZone(db: Db, userId: string, timeZone: string): Promise<void> {
  await db.update(users).set({ timeZone }).where(eq(users.id, userId));
}
