import type { ProfileDetails } from '@inroad/contracts/network';
import {
  at,
  clip,
  count,
  isRecord,
  type Json,
  jsonBody,
  objectsIn,
  RawDataError,
  str,
  textOf,
  urnText,
} from '../raw.ts';
import { parseExperience } from './experience.ts';
import { degreeLabel, urnKey, type VoyagerDocument, voyagerDocument } from './voyager.ts';

// A person's details from one or several profile answers: the dash top card (identityDashProfiles, graphql or
// REST), the experience section, the about card, and the legacy networkinfo.

const ABOUT_MAX = 10_000;

function isProfile(entity: Json): boolean {
  return (
    /^urn:li:fsd_profile:/.test(str(entity.entityUrn) ?? '') ||
    /identity\.profile\.Profile$/.test(str(entity.$type) ?? '')
  );
}

/** The profile the answer is about: its collection's profile, else the fullest Profile entity (not the viewer's). */
function mainProfile(doc: VoyagerDocument): Json | undefined {
  const listed = doc.elements.find(isProfile);
  if (listed) return listed;
  let fullest: Json | undefined;
  let fullestKeys = -1;
  for (const entity of doc.ofType('identity.profile.Profile')) {
    const keys = Object.keys(entity).length;
    if (keys > fullestKeys) [fullest, fullestKeys] = [entity, keys];
  }
  return fullest;
}

type Relationship = { connected: boolean; degree?: string; invitationPending: boolean; invitationUrn?: string };

/** The user's own pending invitation to this person: its urn (or '' when LinkedIn names none), else undefined. */
function pendingSentInvitation(doc: VoyagerDocument, holder: unknown): string | undefined {
  const invitation = doc.ref(holder, 'invitation');
  if (!invitation) return undefined;
  const state = str(invitation.invitationState);
  const type = str(invitation.invitationType);
  if (!((state === undefined || state === 'PENDING') && type !== 'RECEIVED')) return undefined;
  return str(invitation.entityUrn) ?? str(at(holder, '*invitation')) ?? '';
}

function relationshipOf(doc: VoyagerDocument, profile: Json, profileId: string | undefined): Relationship {
  const entity =
    (profileId ? doc.resolve(`urn:li:fsd_memberRelationship:${profileId}`) : undefined) ??
    doc.ref(profile, 'memberRelationship') ??
    doc.ofType('relationships.MemberRelationship')[0];
  const relation = at(entity, 'memberRelationship');
  if (!isRecord(relation)) return { connected: false, invitationPending: false };
  if (isRecord(relation.self)) return { connected: false, degree: 'You', invitationPending: false };
  if (isRecord(relation.connection) || str(relation['*connection'])) {
    return { connected: true, degree: '1st', invitationPending: false };
  }
  const noConnection = at(relation, 'noConnection');
  const pending =
    pendingSentInvitation(doc, at(noConnection, 'invitation')) ??
    pendingSentInvitation(doc, at(entity, 'memberRelationshipDataResolutionResult'));
  return {
    connected: false,
    degree: degreeLabel(at(noConnection, 'memberDistance')),
    invitationPending: pending !== undefined,
    invitationUrn: pending || undefined,
  };
}

const ABOUT_CARD = /fsd_profileCard:\([^,]+,ABOUT/;

/**
 * The About text: the profile's summary, else the first text component inside an ABOUT profile card. One walk
 * visits each object once, carrying whether it lies inside an ABOUT card (cards may nest; searching each card's
 * subtree again would visit inner objects once per enclosing card).
 */
function aboutOf(bodies: unknown[], profile: Json): string | undefined {
  const summary = str(profile.summary) ?? textOf(profile.multiLocaleSummary);
  if (summary) return summary;
  const values: unknown[] = [bodies];
  const inCard: boolean[] = [false];
  while (values.length > 0) {
    const current = values.pop();
    let inside = inCard.pop() ?? false;
    if (!Array.isArray(current) && !isRecord(current)) continue;
    if (isRecord(current)) {
      inside ||= ABOUT_CARD.test(urnText(current.entityUrn) ?? '');
      const text = inside ? textOf(at(current, 'textComponent', 'text')) : undefined;
      if (text) return text;
    }
    const children = Array.isArray(current) ? current : Object.values(current);
    for (let i = children.length - 1; i >= 0; i--) {
      values.push(children[i]);
      inCard.push(inside);
    }
  }
  return undefined;
}

function locationOf(doc: VoyagerDocument, profile: Json): string | undefined {
  const geo = doc.ref(at(profile, 'geoLocation'), 'geo');
  const country = str(at(profile, 'location', 'countryCode'));
  return (
    str(geo?.defaultLocalizedName) ??
    str(profile.geoLocationName) ??
    str(profile.locationName) ??
    (country ? country.toUpperCase() : undefined)
  );
}

/** The legacy networkinfo answer: {followersCount, connectionsCount, distance.value, following}. */
function networkInfoIn(bodies: unknown[]): Json | undefined {
  for (const obj of objectsIn(bodies, 1000)) {
    if (obj.followersCount !== undefined && (obj.distance !== undefined || obj.connectionsCount !== undefined))
      return obj;
  }
  return undefined;
}

export function parseLinkedinProfile(raw: unknown, options: { now?: Date } = {}): ProfileDetails {
  const now = options.now ?? new Date();
  const body = jsonBody(raw);
  const answers: unknown[] = Array.isArray(body) ? body.map(jsonBody) : [body];
  if (!answers.every(isRecord)) throw new RawDataError('rawData: must be a LinkedIn JSON answer or a list of them');
  const doc = voyagerDocument(answers);
  const profile = mainProfile(doc);
  const networkInfo = networkInfoIn(answers);
  if (!profile && !networkInfo) {
    throw new RawDataError('rawData: has no profile; expected a LinkedIn profile answer (identityDashProfiles)');
  }
  const me = profile ?? {};
  const profileId = urnKey(me.entityUrn, 'fsd_profile');
  const followingState =
    doc.ref(me, 'followingState') ??
    (profileId ? doc.resolve(`urn:li:fsd_followingState:urn:li:fsd_profile:${profileId}`) : undefined);
  const relationship = relationshipOf(doc, me, profileId);
  const name = [str(me.firstName), str(me.lastName)].filter(Boolean).join(' ');
  const degree = relationship.degree ?? degreeLabel(at(networkInfo, 'distance', 'value'));

  return {
    profileId: profileId ?? null,
    memberId: urnKey(me.objectUrn, 'member') ?? null,
    publicIdentifier: str(me.publicIdentifier) ?? null,
    name: name || null,
    headline: str(me.headline) ?? null,
    onPlatformFollowed: followingState?.following === true || networkInfo?.following === true,
    connected: relationship.connected || degree === '1st',
    invitationPending: relationship.invitationPending,
    invitationUrn: relationship.invitationUrn ?? null,
    about: clip(aboutOf(answers, me), ABOUT_MAX) ?? null,
    numFollowers: count(followingState?.followerCount) ?? count(networkInfo?.followersCount) ?? null,
    numConnections: count(at(me, 'connections', 'paging', 'total')) ?? count(networkInfo?.connectionsCount) ?? null,
    connectionDegree: degree ?? null,
    location: locationOf(doc, me) ?? null,
    experience: parseExperience(doc, now),
  };
}
