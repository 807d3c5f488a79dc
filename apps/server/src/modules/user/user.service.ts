import type { MetadataFlag, UpdateUserSettingsBody, UserSettings } from '@inroad/contracts/user';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import * as q from './user.queries.ts';

function orUnauthorized<T>(row: T | undefined): T {
  // The session outlived its account (deleted): treat the caller as signed out.
  if (!row) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  return row;
}

export async function getUserSettings({ db, userId }: { db: Db; userId: string }): Promise<UserSettings> {
  return orUnauthorized(await q.findUserSettings(db, userId));
}

export async function updateUserSettings(options: {
  db: Db;
  userId: string;
  changes: UpdateUserSettingsBody;
}): Promise<UserSettings> {
  return orUnauthorized(await q.updateUserFields(options.db, options.userId, options.changes));
}

export async function setMetadataFlag(options: {
  db: Db;
  userId: string;
  flag: MetadataFlag;
  value: boolean;
}): Promise<UserSettings> {
  return orUnauthorized(await q.setMetadataFlags(options.db, options.userId, { [options.flag]: options.value }));
}

export async function completeWelcomeScreen({ db, userId }: { db: Db; userId: string }): Promise<UserSettings> {
  return orUnauthorized(await q.setMetadataFlags(db, userId, { welcomeComplete: true, welcomeModalComplete: true }));
}
