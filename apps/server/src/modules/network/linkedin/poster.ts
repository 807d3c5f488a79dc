import type { NormalizedPoster } from '@inroad/contracts/post-ingest';
import { at, clip, type Json, safeUrl, str, stringsIn, textOf, withoutQuery } from '../raw.ts';
import { entityPicture, imageViewModelUrl } from './media.ts';
import { urnKey, type VoyagerDocument } from './voyager.ts';

// Who wrote a post or comment: a member (profile id ACoAA…, vanity slug) or a company page.

export type PosterInput = { [K in keyof NormalizedPoster]: NormalizedPoster[K] };

const NAME_MAX = 300;
const HEADLINE_MAX = 1000;

/** The vanity name in a profile or company link: /in/<slug>, /company/<slug>, /school/<slug>. */
export function slugFromUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const match = /linkedin\.com\/(?:in|company|school|showcase)\/([^/?#]+)/i.exec(url);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** Strings as given and, for links, URL-decoded (a link's miniProfileUrn=urn%3Ali%3A… names the profile). */
function decodedStringsIn(value: unknown): string[] {
  return stringsIn(value).map((text) => {
    if (!text.includes('%3A')) return text;
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  });
}

/** The first profile id (ACoAA…) named anywhere in the value: miniProfile, fsd_profile, profile links. */
export function profileIdIn(value: unknown): string | undefined {
  for (const text of decodedStringsIn(value)) {
    const id = urnKey(text, 'fsd_profile', 'fs_miniProfile', 'fs_profile');
    if (id) return id;
  }
  return undefined;
}

/** The first company id named anywhere in the value. */
export function companyIdIn(value: unknown): string | undefined {
  for (const text of decodedStringsIn(value)) {
    const id = urnKey(text, 'fsd_company', 'company', 'fs_miniCompany', 'fs_normalized_company');
    if (id && /^\d+$/.test(id)) return id;
  }
  return undefined;
}

/**
 * The author of an update from its ActorComponent (legacy actor.urn/name/description/navigationContext, dash
 * actor.backendUrn/navigationUrl), following its picture references for the image, vanity name and ids.
 */
export function posterFromActor(doc: VoyagerDocument, actor: Json | undefined): PosterInput | undefined {
  if (!actor) return undefined;
  const name = textOf(actor.name) ?? textOf(actor.title);
  if (!name) return undefined;
  const link =
    safeUrl(at(actor, 'navigationContext', 'actionTarget')) ??
    safeUrl(actor.navigationUrl) ??
    safeUrl(at(actor, 'image', 'actionTarget'));
  const profileUrl = withoutQuery(link);
  const actorUrn = str(actor.urn) ?? str(actor.backendUrn) ?? str(actor.actorUrn);
  const isCompany =
    /urn:li:(fsd_)?company:|urn:li:organization:/.test(actorUrn ?? '') || /\/company\//.test(link ?? '');

  const attributes = at(actor, 'image', 'attributes', 0);
  const miniProfile = doc.ref(attributes, 'miniProfile') ?? doc.ref(at(attributes, 'detailData'), 'profilePicture');
  const miniCompany = doc.ref(attributes, 'miniCompany') ?? doc.ref(at(attributes, 'detailData'), 'companyLogo');
  const profileId = isCompany ? undefined : profileIdIn(actor);
  const slug =
    slugFromUrl(profileUrl) ?? str(miniProfile?.publicIdentifier) ?? str(miniCompany?.universalName) ?? undefined;

  return {
    name: clip(name, NAME_MAX) ?? '',
    headline: clip(textOf(actor.description) ?? textOf(actor.subtitle), HEADLINE_MAX) ?? null,
    profileUrl: profileUrl ?? null,
    imageUrl: imageViewModelUrl(doc, actor.image) ?? entityPicture(miniProfile) ?? entityPicture(miniCompany) ?? null,
    salesNavId: profileId ?? null,
    entityId:
      actorUrn ??
      (profileId ? `urn:li:fsd_profile:${profileId}` : undefined) ??
      (isCompany && companyIdIn(actor) ? `urn:li:company:${companyIdIn(actor)}` : undefined) ??
      null,
    slug: slug ?? null,
  };
}
