import { POSTS_PER_CALL_MAX } from '@inroad/contracts/json-limits';
import { NormalizedPost, type NormalizedPostInput, POST_CONTENT_MAX_LENGTH } from '@inroad/contracts/post-ingest';
import {
  asArray,
  at,
  clip,
  count,
  isRecord,
  type Json,
  jsonBody,
  RawDataError,
  safeUrl,
  str,
  textOf,
  tooManyPosts,
} from '../raw.ts';
import { emptyMedia, imageViewModelUrl, mediaOf } from './media.ts';
import { posterFromActor, profileIdIn, slugFromUrl } from './poster.ts';
import {
  degreeLabel,
  firstPostUrn,
  postedAtFromId,
  postUrnIn,
  type VoyagerDocument,
  voyagerDocument,
} from './voyager.ts';

// Posts from LinkedIn's keyword content search (search clusters of EntityResultViewModel, or feed-style Updates)
// and from a member's activity feed (legacy UpdateV2 or dash Update), normalized or inline.

export type ParsedPosts = { posts: NormalizedPost[]; skipped: number };

const HIGHLIGHTED_COMMENTS_MAX = 20;

function postUrl(urn: string): string {
  return `https://www.linkedin.com/feed/update/${urn}/`;
}

function isUpdate(entity: Json): boolean {
  return (
    isRecord(entity.updateMetadata) ||
    isRecord(entity.metadata) ||
    /fsd?_update(V2)?:/.test(str(entity.entityUrn) ?? '')
  );
}

function isEntityResult(entity: Json): boolean {
  return (
    /EntityResultViewModel$/.test(str(entity.$type) ?? '') ||
    /fsd_entityResultViewModel:/.test(str(entity.entityUrn) ?? '') ||
    (entity.title !== undefined && entity.trackingUrn !== undefined)
  );
}

function isSponsored(update: Json, actor: Json | undefined): boolean {
  return (
    at(update, 'updateMetadata', 'trackingData', 'sponsoredTracking') != null ||
    at(update, 'metadata', 'trackingData', 'sponsoredTracking') != null ||
    /sponsored/i.test(str(update.entityUrn) ?? '') ||
    textOf(actor?.subDescription) === 'Promoted'
  );
}

/** Likes (all reactions), comments and reposts from the update's SocialDetail and its activity counts. */
function countsOf(doc: VoyagerDocument, owner: Json): { likes: number; comments: number; shares: number } {
  const social = doc.ref(owner, 'socialDetail');
  const counts = doc.ref(social, 'totalSocialActivityCounts') ?? doc.ref(owner, 'socialActivityCounts');
  const reactions = asArray(counts?.reactionTypeCounts).reduce<number>(
    (sum, r) => sum + (count(at(r, 'count')) ?? 0),
    0,
  );
  return {
    likes: count(counts?.numLikes) ?? reactions,
    comments: count(counts?.numComments) ?? count(at(social, 'comments', 'paging', 'total')) ?? 0,
    shares: count(counts?.numShares) ?? count(social?.totalShares) ?? 0,
  };
}

function commentText(comment: Json): string | undefined {
  return textOf(comment.commentV2) ?? textOf(comment.commentary) ?? str(at(comment, 'comment', 'values', 0, 'value'));
}

function contentOf(text: string | undefined): string {
  return clip(text, POST_CONTENT_MAX_LENGTH) ?? '';
}

function fromUpdate(doc: VoyagerDocument, update: Json, now: Date): NormalizedPostInput | undefined {
  const actor = doc.ref(update, 'actor');
  if (isSponsored(update, actor)) return undefined;
  const ownUrn = postUrnIn([
    at(update, 'updateMetadata', 'urn'),
    at(update, 'metadata', 'backendUrn'),
    update.entityUrn,
    update.dashEntityUrn,
    update.urn,
    at(update, 'updateMetadata', 'shareUrn'),
    at(update, 'metadata', 'shareUrn'),
  ]);
  const social = doc.ref(update, 'socialDetail');
  // The thread is the first post URN a social detail names (its dash URN also names the feed activity, second).
  const threadUrn = [social?.urn, update['*socialDetail'], social?.entityUrn, social?.dashEntityUrn]
    .map(firstPostUrn)
    .find((found) => found !== undefined);
  // An item with a header ("… commented on this", "… reposted this") is someone's activity around a post: its own
  // id is that activity's, the post is the thread its social detail belongs to.
  const urn = update.header && threadUrn ? threadUrn : (ownUrn ?? threadUrn);
  const poster = posterFromActor(doc, actor);
  if (!urn || !poster) return undefined;

  // A repost without words of its own shows the original's text and media.
  const reshared = doc.ref(update, 'resharedUpdate');
  const ownText = textOf(update.commentary);
  const text = ownText ?? (reshared ? textOf(reshared.commentary) : undefined);
  let media = mediaOf(doc, update.content);
  if (reshared && !update.content) media = mediaOf(doc, reshared.content);

  const highlighted = doc
    .refs(update, 'highlightedComments')
    .map(commentText)
    .filter((t): t is string => t !== undefined)
    .slice(0, HIGHLIGHTED_COMMENTS_MAX);

  return {
    platform: 'linkedin',
    externalId: urn,
    url: safeUrl(at(update, 'socialContent', 'shareUrl')) ?? postUrl(urn),
    content: contentOf(text),
    postedAt: (postedAtFromId(urn, now) ?? now).toISOString(),
    poster,
    connectionDepth: degreeLabel(textOf(actor?.supplementaryActorInfo)) ?? null,
    media,
    counts: countsOf(doc, update),
    comments: highlighted,
  };
}

/** A content search hit: author in title/primarySubtitle, text in summary, post link in navigationUrl. */
function fromEntityResult(doc: VoyagerDocument, hit: Json, now: Date): NormalizedPostInput | undefined {
  const urn = postUrnIn([hit.trackingUrn, hit.entityUrn, hit.navigationUrl, at(hit, 'navigationContext', 'url')]);
  const name = textOf(hit.title);
  if (!urn || !name) return undefined;
  const link = safeUrl(at(hit, 'image', 'actionTarget')) ?? safeUrl(hit.actorNavigationUrl);
  const profileUrl = link && /linkedin\.com\/(in|company)\//.test(link) ? link.split('?')[0] : undefined;
  const embedded = isRecord(hit.entityEmbeddedObject) ? hit.entityEmbeddedObject : undefined;
  const media = emptyMedia();
  media.imageUrl = imageViewModelUrl(doc, embedded?.image) ?? null;
  const profileId = profileIdIn(hit.image);
  return {
    platform: 'linkedin',
    externalId: urn,
    url: safeUrl(hit.navigationUrl) ?? safeUrl(at(hit, 'navigationContext', 'url')) ?? postUrl(urn),
    content: contentOf(textOf(hit.summary) ?? textOf(embedded?.title)),
    postedAt: (postedAtFromId(urn, now) ?? now).toISOString(),
    poster: {
      name: clip(name, 300) ?? '',
      headline: clip(textOf(hit.primarySubtitle), 1000) ?? null,
      profileUrl: profileUrl ?? null,
      imageUrl: imageViewModelUrl(doc, hit.image) ?? null,
      salesNavId: profileId ?? null,
      entityId: profileId ? `urn:li:fsd_profile:${profileId}` : null,
      slug: slugFromUrl(profileUrl) ?? null,
    },
    connectionDepth:
      degreeLabel(textOf(hit.badgeText)) ?? degreeLabel(at(hit, 'entityCustomTrackingInfo', 'memberDistance')) ?? null,
    media,
    counts: countsOf(doc, hit),
    comments: [],
    partial: true,
  };
}

/** The candidates of an answer: the collection's elements, with search clusters opened to their hits. */
function candidatesOf(doc: VoyagerDocument): Json[] {
  const out: Json[] = [];
  for (const element of doc.elements) {
    if (!Array.isArray(element.items)) {
      out.push(element);
      continue;
    }
    for (const item of element.items) {
      const holder = isRecord(item) ? (doc.ref(item, 'item') ?? doc.ref(item, 'itemUnion') ?? item) : undefined;
      const entity = doc.ref(holder, 'entityResult') ?? doc.ref(holder, 'update') ?? doc.ref(holder, 'feedUpdate');
      if (entity) out.push(entity);
    }
  }
  return out;
}

/**
 * Posts of a LinkedIn search or activity answer. Ads and entries without an author or id are skipped and counted;
 * an answer that is not a LinkedIn collection at all is a RawDataError.
 */
export function parseLinkedinPosts(raw: unknown, options: { now?: Date } = {}): ParsedPosts {
  const now = options.now ?? new Date();
  const body = jsonBody(raw);
  const answers: unknown[] = Array.isArray(body) ? body : [body];
  if (!answers.every(isRecord)) throw new RawDataError('rawData: must be a LinkedIn JSON answer (an object)');
  const doc = voyagerDocument(answers);
  let candidates = candidatesOf(doc);
  if (!doc.hasCollection) {
    // Some answers carry the updates only in `included`.
    candidates = [...doc.ofType('UpdateV2'), ...doc.ofType('dash.feed.Update')];
    if (candidates.length === 0) {
      throw new RawDataError('rawData: has no elements; expected a LinkedIn search or activity feed answer');
    }
  }

  if (candidates.length > POSTS_PER_CALL_MAX) throw tooManyPosts(candidates.length);
  const posts = new Map<string, NormalizedPost>();
  let skipped = 0;
  for (const candidate of candidates) {
    const input = isUpdate(candidate)
      ? fromUpdate(doc, candidate, now)
      : isEntityResult(candidate)
        ? fromEntityResult(doc, candidate, now)
        : undefined;
    const parsed = input ? NormalizedPost.safeParse(input) : undefined;
    if (!parsed?.success) {
      skipped++;
      continue;
    }
    if (!posts.has(parsed.data.externalId)) posts.set(parsed.data.externalId, parsed.data);
  }
  return { posts: [...posts.values()], skipped };
}
