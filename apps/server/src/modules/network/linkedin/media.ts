import type { NormalizedMedia } from '@inroad/contracts/post-ingest';
import { asArray, asRecord, at, isRecord, type Json, num, safeUrl, str } from '../raw.ts';
import type { VoyagerDocument } from './voyager.ts';

// Images, videos, articles and documents of a LinkedIn post, from the legacy render components (content.$type
// ...ImageComponent) and from the dash union (content.imageComponent, content.linkedInVideoComponent, …).

const CAROUSEL_MAX = 300;

/** A VectorImage as a URL: the root plus the largest artifact (the artifact may carry a whole URL itself). */
export function vectorImageUrl(vector: unknown): string | undefined {
  if (!isRecord(vector)) return undefined;
  const root = typeof vector.rootUrl === 'string' ? vector.rootUrl : '';
  let best: { width: number; segment: string } | undefined;
  for (const artifact of asArray(vector.artifacts)) {
    const segment = str(at(artifact, 'fileIdentifyingUrlPathSegment'));
    if (!segment) continue;
    const width = num(at(artifact, 'width')) ?? 0;
    if (!best || width > best.width) best = { width, segment };
  }
  if (!best) return safeUrl(root);
  return best.segment.startsWith('http') ? safeUrl(best.segment) : safeUrl(`${root}${best.segment}`);
}

/** The picture of a profile or company entity, in the forms the legacy and dash entities keep it. */
export function entityPicture(entity: Json | undefined): string | undefined {
  if (!entity) return undefined;
  return (
    vectorImageUrl(entity.picture) ??
    vectorImageUrl(at(entity, 'profilePicture', 'displayImageReference', 'vectorImage')) ??
    vectorImageUrl(at(entity, 'profilePicture', 'displayImageReferenceResolutionResult', 'vectorImage')) ??
    vectorImageUrl(entity.logo) ??
    vectorImageUrl(at(entity, 'logo', 'vectorImage')) ??
    vectorImageUrl(at(entity, 'logoResolutionResult', 'vectorImage'))
  );
}

/** The URL an ImageViewModel shows, following its references to profiles and companies. */
export function imageViewModelUrl(doc: VoyagerDocument, image: unknown): string | undefined {
  for (const attribute of asArray(at(image, 'attributes'))) {
    if (!isRecord(attribute)) continue;
    const detail = isRecord(attribute.detailData) ? attribute.detailData : {};
    const url =
      vectorImageUrl(attribute.vectorImage) ??
      vectorImageUrl(detail.vectorImage) ??
      safeUrl(at(attribute, 'imageUrl', 'url')) ??
      safeUrl(at(detail, 'imageUrl', 'url')) ??
      vectorImageUrl(at(detail, 'nonEntityProfilePicture', 'vectorImage')) ??
      vectorImageUrl(at(detail, 'nonEntityCompanyLogo', 'vectorImage')) ??
      entityPicture(doc.ref(attribute, 'miniProfile')) ??
      entityPicture(doc.ref(attribute, 'miniCompany')) ??
      entityPicture(doc.ref(detail, 'profilePicture')) ??
      entityPicture(doc.ref(detail, 'companyLogo')) ??
      entityPicture(doc.ref(detail, 'profileWithIweWarned'));
    if (url) return url;
  }
  return undefined;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The content's components by name, whether it is one legacy component or a dash union. */
function componentsOf(content: Json): Json {
  const type = str(content.$type);
  if (type) {
    const name = lowerFirst(type.split('.').pop() ?? '');
    return { [name]: content };
  }
  return content;
}

function bestVideoUrl(meta: Json | undefined): string | undefined {
  if (!meta) return undefined;
  let best: { width: number; url: string } | undefined;
  for (const stream of asArray(meta.progressiveStreams)) {
    const url = safeUrl(at(stream, 'streamingLocations', 0, 'url'));
    if (!url) continue;
    const width = num(at(stream, 'width')) ?? num(at(stream, 'bitRate')) ?? 0;
    if (!best || width > best.width) best = { width, url };
  }
  return best?.url ?? safeUrl(at(meta, 'adaptiveStreams', 0, 'masterPlaylists', 0, 'url'));
}

/** The page images of a document (a "carousel" PDF), from the highest resolution LinkedIn offers. */
function documentPages(document: Json): string[] {
  let best: string[] = [];
  let bestWidth = -1;
  for (const resolution of asArray(at(document, 'coverPages', 'pagesPerResolution'))) {
    const width = num(at(resolution, 'width')) ?? 0;
    const urls = asArray(at(resolution, 'imageUrls'))
      .map((url) => safeUrl(url))
      .filter((url): url is string => url !== undefined);
    if (urls.length > 0 && width > bestWidth) {
      best = urls;
      bestWidth = width;
    }
  }
  return best;
}

export type MediaInput = { [K in keyof NormalizedMedia]: NormalizedMedia[K] };

export function emptyMedia(): MediaInput {
  return { imageUrl: null, videoUrl: null, externalLink: null, carouselImages: [], fullCarouselUrl: null };
}

export function mediaOf(doc: VoyagerDocument, content: unknown): MediaInput {
  const media = emptyMedia();
  if (!isRecord(content)) return media;
  const parts = componentsOf(content);

  const image = asRecord(parts.imageComponent);
  if (image) {
    const urls = asArray(image.images)
      .map((img) => imageViewModelUrl(doc, img))
      .filter((url): url is string => url !== undefined);
    media.imageUrl = urls[0] ?? null;
    if (urls.length > 1) media.carouselImages = urls.slice(0, CAROUSEL_MAX);
  }

  const video = asRecord(parts.linkedInVideoComponent);
  if (video) {
    const meta = doc.ref(video, 'videoPlayMetadata');
    media.videoUrl = bestVideoUrl(meta) ?? null;
    media.imageUrl ??= vectorImageUrl(meta?.thumbnail) ?? null;
  }

  const article = asRecord(parts.articleComponent);
  if (article) {
    media.externalLink = safeUrl(at(article, 'navigationContext', 'actionTarget')) ?? null;
    media.imageUrl ??= imageViewModelUrl(doc, article.largeImage) ?? imageViewModelUrl(doc, article.smallImage) ?? null;
  }

  const documentPart = asRecord(parts.documentComponent);
  if (documentPart) {
    const document = doc.ref(documentPart, 'document');
    if (document) {
      const pages = documentPages(document);
      media.carouselImages = pages.slice(0, CAROUSEL_MAX);
      media.imageUrl ??= pages[0] ?? null;
      media.fullCarouselUrl = safeUrl(document.transcribedDocumentUrl) ?? safeUrl(document.manifestUrl) ?? null;
    }
  }

  const externalVideo = asRecord(parts.externalVideoComponent);
  if (externalVideo) {
    media.externalLink ??= safeUrl(at(externalVideo, 'navigationContext', 'actionTarget')) ?? null;
    media.imageUrl ??= imageViewModelUrl(doc, externalVideo.thumbnail) ?? null;
  }

  return media;
}
