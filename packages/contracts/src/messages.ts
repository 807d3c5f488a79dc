import { z } from 'zod';
import { ExperienceEntry, NetworkFailure } from './network.ts';
import { CompanySuggestion, PersonSuggestion } from './source.ts';

// Messages the web app sends the extension with chrome.runtime.sendMessage(EXTENSION_ID, message), and their
// answers. Names are the spec's (engage.md §7) plus follow, connect, setSession and clearSession. When the extension
// is absent the web app gets null instead of an answer.

const Query = z.string().trim().min(1, 'is empty').max(200);

/** The post (or any object) whose author is meant: the extension needs the profile URL or the profile id. */
export const ProfileTarget = z.looseObject({
  posterProfileURL: z.string().max(2048).nullable().optional(),
  posterSalesNavId: z.string().max(300).nullable().optional(),
  posterName: z.string().max(300).nullable().optional(),
});
export type ProfileTarget = z.infer<typeof ProfileTarget>;

export const ExtensionMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('check-extension') }),
  z.object({ type: z.literal('refreshFeeds') }),
  z.object({ type: z.literal('checkRefreshFeedStatus') }),
  z.object({ type: z.literal('getProfileDetails'), data: ProfileTarget }),
  z.object({ type: z.literal('refreshEngagements') }),
  z.object({ type: z.literal('getCompanyWebsite'), companyId: z.string().trim().min(1).max(200) }),
  z.object({
    type: z.literal('executeLinkedinRequest'),
    /** A path under https://www.linkedin.com/voyager/api (absolute LinkedIn URLs are accepted too). */
    url: z.string().trim().min(1).max(4000),
    method: z.enum(['GET', 'POST', 'DELETE']).default('GET'),
    body: z.unknown().optional(),
  }),
  /** A Reddit post's comment tree (its t3_ fullname or bare id), answered raw like executeLinkedinRequest. */
  z.object({
    type: z.literal('getRedditComments'),
    postId: z
      .string()
      .trim()
      .regex(/^(t3_)?[a-z0-9]{1,20}$/i, 'must be a Reddit post id'),
  }),
  z.object({ type: z.literal('typeAheadLinkedinUserEntities'), query: Query }),
  z.object({ type: z.literal('typeAheadLinkedinCompanyEntities'), query: Query }),
  z.object({ type: z.literal('follow'), profileId: z.string().trim().min(1).max(200), following: z.boolean() }),
  z.object({
    type: z.literal('connect'),
    profileId: z.string().trim().min(1).max(200),
    note: z.string().trim().max(300).nullable().default(null),
  }),
  /** Hands the extension the user's Inroad session, so it can claim instructions and post raw answers. */
  z.object({
    type: z.literal('setSession'),
    token: z.string().min(1).max(500),
    apiBase: z.url({ protocol: /^https?$/ }).max(500),
    /** Whose session it is (an older page sends none). */
    userId: z.string().min(1).max(100).optional(),
  }),
  z.object({ type: z.literal('clearSession') }),
]);
export type ExtensionMessage = z.infer<typeof ExtensionMessage>;
export type ExtensionMessageInput = z.input<typeof ExtensionMessage>;
export type ExtensionMessageType = ExtensionMessage['type'];

/** Every refusal: an invalid message, an origin not allowed, no session, a network failure. */
export const ExtensionFailureAnswer = z.object({
  success: z.literal(false),
  error: z.string(),
  failure: NetworkFailure.nullable().default(null),
});
export type ExtensionFailureAnswer = z.infer<typeof ExtensionFailureAnswer>;

const ok = <S extends z.ZodRawShape>(shape: S) => z.object({ success: z.literal(true), ...shape });

export const ProfileDetailsAnswer = ok({
  onPlatformFollowed: z.boolean(),
  connected: z.boolean(),
  invitationPending: z.boolean(),
  invitationUrn: z.string().nullable(),
  about: z.string().nullable(),
  experience: z.array(ExperienceEntry),
  numFollowers: z.int().nonnegative().nullable(),
  numConnections: z.int().nonnegative().nullable(),
  connectionDegree: z.string().nullable(),
  location: z.string().nullable(),
  profileId: z.string().nullable(),
  headline: z.string().nullable(),
});

/** The successful answer to each message; any message may instead get an ExtensionFailureAnswer. */
export const EXTENSION_ANSWERS = {
  'check-extension': ok({
    id: z.string(),
    version: z.string(),
    signedIn: z.boolean(),
    /** The Inroad user the extension works for: null when not known, absent from an older extension. */
    userId: z.string().nullable().optional(),
  }),
  refreshFeeds: ok({ started: z.boolean() }),
  checkRefreshFeedStatus: ok({ inProgress: z.boolean() }),
  getProfileDetails: ProfileDetailsAnswer,
  refreshEngagements: ok({ started: z.boolean() }),
  getCompanyWebsite: ok({ website: z.string().nullable(), name: z.string().nullable() }),
  executeLinkedinRequest: ok({ status: z.int(), data: z.unknown() }),
  getRedditComments: ok({ status: z.int(), data: z.unknown() }),
  typeAheadLinkedinUserEntities: ok({ suggestions: z.array(PersonSuggestion) }),
  typeAheadLinkedinCompanyEntities: ok({ suggestions: z.array(CompanySuggestion) }),
  follow: ok({ following: z.boolean() }),
  connect: ok({ invitationUrn: z.string().nullable(), noteDropped: z.boolean() }),
  setSession: ok({}),
  clearSession: ok({}),
} as const satisfies Record<ExtensionMessageType, z.ZodType>;

export type ExtensionSuccess<T extends ExtensionMessageType> = z.infer<(typeof EXTENSION_ANSWERS)[T]>;
export type ExtensionAnswer<T extends ExtensionMessageType> = ExtensionSuccess<T> | ExtensionFailureAnswer;

/** Reads an answer of the given message type (the web app's side); anything else is a failure answer. */
export function parseExtensionAnswer<T extends ExtensionMessageType>(type: T, answer: unknown): ExtensionAnswer<T> {
  const success = EXTENSION_ANSWERS[type].safeParse(answer);
  if (success.success) return success.data as ExtensionSuccess<T>;
  const failure = ExtensionFailureAnswer.safeParse(answer);
  if (failure.success) return failure.data;
  return { success: false, error: 'The extension gave an answer Inroad does not understand', failure: null };
}
