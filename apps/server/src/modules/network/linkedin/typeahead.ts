import type { TypeaheadKind } from '@inroad/contracts/network';
import { CompanySuggestion, PersonSuggestion } from '@inroad/contracts/source';
import { at, clip, isRecord, type Json, jsonBody, RawDataError, str, textOf } from '../raw.ts';
import { entityPicture, imageViewModelUrl } from './media.ts';
import { companyIdIn, profileIdIn } from './poster.ts';
import { type VoyagerDocument, voyagerDocument } from './voyager.ts';

// People and company suggestions (spec §3 Suggestions) from the typeahead answers LinkedIn has used: dash GraphQL
// (entityLockupView), reusable typeahead (title/trackingUrn), legacy hitsV2 (text/subtext/hitInfo), and search
// clusters of PEOPLE or COMPANIES (EntityResultViewModel).

const SUGGESTIONS_MAX = 50;

type Hit = { view: Json; name: string; subtitle?: string; imageUrl?: string; element: Json };

/** The object that describes one hit, wherever the answer's shape keeps it. */
function hitOf(doc: VoyagerDocument, element: Json): Hit | undefined {
  const hitInfo = doc.ref(element, 'hitInfo');
  const inner =
    doc.ref(element, 'entityLockupView') ??
    doc.ref(element, 'entityResult') ??
    doc.ref(doc.ref(element, 'item'), 'entityResult') ??
    element;
  const miniProfile = doc.ref(at(element, 'image', 'attributes', 0), 'miniProfile') ?? doc.ref(hitInfo, 'miniProfile');
  const miniCompany = doc.ref(at(element, 'image', 'attributes', 0), 'miniCompany') ?? doc.ref(hitInfo, 'miniCompany');
  const miniName = [str(miniProfile?.firstName), str(miniProfile?.lastName)].filter(Boolean).join(' ');
  const name = textOf(inner.title) ?? textOf(inner.text) ?? str(miniCompany?.name) ?? (miniName || undefined);
  if (!name) return undefined;
  return {
    view: inner,
    name,
    subtitle:
      textOf(inner.subtitle) ??
      textOf(inner.primarySubtitle) ??
      textOf(inner.subtext) ??
      str(miniProfile?.occupation) ??
      textOf(inner.secondarySubtitle),
    imageUrl:
      imageViewModelUrl(doc, inner.image) ??
      imageViewModelUrl(doc, element.image) ??
      entityPicture(miniProfile) ??
      entityPicture(miniCompany),
    element,
  };
}

/** Elements of the answer, with search clusters opened to their items. */
function elementsOf(doc: VoyagerDocument): Json[] {
  return doc.elements.flatMap((element) => (Array.isArray(element.items) ? element.items.filter(isRecord) : [element]));
}

function documentOf(raw: unknown): VoyagerDocument {
  const body = jsonBody(raw);
  if (!isRecord(body)) throw new RawDataError('rawData: must be a LinkedIn JSON answer (an object)');
  const doc = voyagerDocument([body]);
  if (!doc.hasCollection) throw new RawDataError('rawData: has no elements; expected a LinkedIn typeahead answer');
  return doc;
}

/** Whether a hit is a member: it names a profile, or a member URN, or links to /in/. */
function isPerson(hit: Hit): boolean {
  const urns = [
    hit.view.trackingUrn,
    hit.view.targetUrn,
    hit.view.objectUrn,
    hit.view.entityUrn,
    hit.element.targetUrn,
  ];
  if (urns.some((u) => /urn:li:(member|fsd_profile|fs_miniProfile):/.test(str(u) ?? ''))) return true;
  if (urns.some((u) => /urn:li:(company|fsd_company|fs_miniCompany|organization):/.test(str(u) ?? ''))) return false;
  return /linkedin\.com\/in\//.test(str(hit.view.navigationUrl) ?? '') || profileIdIn(hit.element) !== undefined;
}

export function parsePeopleTypeahead(raw: unknown): PersonSuggestion[] {
  const doc = documentOf(raw);
  const out: PersonSuggestion[] = [];
  for (const element of elementsOf(doc)) {
    const hit = hitOf(doc, element);
    if (!hit || !isPerson(hit)) continue;
    const linkedInId = profileIdIn(element) ?? profileIdIn(hit.view);
    const parsed = PersonSuggestion.safeParse({
      name: clip(hit.name, 200),
      imageUrl: hit.imageUrl ?? null,
      linkedInId: linkedInId ?? null,
      headline: clip(hit.subtitle, 500) ?? null,
    });
    if (parsed.success) out.push(parsed.data);
  }
  return out.slice(0, SUGGESTIONS_MAX);
}

export function parseCompanyTypeahead(raw: unknown): CompanySuggestion[] {
  const doc = documentOf(raw);
  const out: CompanySuggestion[] = [];
  for (const element of elementsOf(doc)) {
    const hit = hitOf(doc, element);
    if (!hit || isPerson(hit)) continue;
    const companyId =
      companyIdIn([hit.view.trackingUrn, hit.view.targetUrn, hit.view.objectUrn, hit.view.entityUrn]) ??
      companyIdIn(element);
    const parsed = CompanySuggestion.safeParse({
      name: clip(hit.name, 200),
      imageUrl: hit.imageUrl ?? null,
      companyId: companyId ?? null,
      subtitle: clip(hit.subtitle, 500) ?? null,
    });
    if (parsed.success) out.push(parsed.data);
  }
  return out.slice(0, SUGGESTIONS_MAX);
}

export function parseLinkedinTypeahead(
  raw: unknown,
  kind: TypeaheadKind,
): { people: PersonSuggestion[]; companies: CompanySuggestion[] } {
  return kind === 'people'
    ? { people: parsePeopleTypeahead(raw), companies: [] }
    : { people: [], companies: parseCompanyTypeahead(raw) };
}
