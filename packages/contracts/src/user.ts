import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { isTimeZone } from './zoned-time.ts';

export const UserMetadata = z.object({
  welcomeComplete: z.boolean(),
  welcomeModalComplete: z.boolean(),
  onboardingWizardComplete: z.boolean(),
});
export type UserMetadata = z.infer<typeof UserMetadata>;

export const METADATA_FLAGS = ['welcomeComplete', 'welcomeModalComplete', 'onboardingWizardComplete'] as const;
export const MetadataFlag = z.enum(METADATA_FLAGS);
export type MetadataFlag = z.infer<typeof MetadataFlag>;

export const NAME_MAX_LENGTH = 100;

export const UserSettings = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  timeZone: z.string(),
  metadata: UserMetadata,
});
export type UserSettings = z.infer<typeof UserSettings>;

const Name = z.string().trim().max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`);

/** PUT /api/user/settings: names, time zone. */
export const UpdateUserSettingsBody = z
  .strictObject({
    firstName: Name.optional(),
    lastName: Name.optional(),
    timeZone: z.string().refine(isTimeZone, 'timeZone must be an IANA time zone such as Europe/Berlin').optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update: send firstName, lastName or timeZone');
export type UpdateUserSettingsBody = z.infer<typeof UpdateUserSettingsBody>;

/** PUT /api/user/settings/metadata: one flag at a time. */
export const UpdateMetadataFlagBody = z.strictObject({ flag: MetadataFlag, value: z.boolean() });
export type UpdateMetadataFlagBody = z.infer<typeof UpdateMetadataFlagBody>;

export const getUserSettings = endpoint({
  method: 'GET',
  path: '/user/settings',
  summary: "The signed-in user's settings; 401 when not signed in",
  response: UserSettings,
});

export const updateUserSettings = endpoint({
  method: 'PUT',
  path: '/user/settings',
  summary: 'Update first name, last name or time zone',
  body: UpdateUserSettingsBody,
  response: UserSettings,
});

export const updateMetadataFlag = endpoint({
  method: 'PUT',
  path: '/user/settings/metadata',
  summary: 'Set one metadata flag',
  body: UpdateMetadataFlagBody,
  response: UserSettings,
});

export const completeWelcomeScreen = endpoint({
  method: 'POST',
  path: '/onboarding/complete_welcome_screen',
  summary: 'Mark the welcome screen and welcome modal as complete',
  response: UserSettings,
});
