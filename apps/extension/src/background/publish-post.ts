import type { InstructionResult, PublishPostPayload } from '@inroad/contracts/instruction-payloads';
import { failedWith, type NetworkDeps, outcomeOf } from './actions.ts';

// A scheduled post published in the user's own LinkedIn session: the image (if any) is read from Inroad, uploaded
// where LinkedIn says, and the post created with it. The server classifies every LinkedIn answer; only the upload
// target is read here, because the next request needs it.

type UploadTarget = { uploadUrl: string; urn: string };

const record = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** value.{singleUploadUrl, urn} of the upload answer, inline or under data (normalized). */
export function uploadTargetOf(body: unknown): UploadTarget | undefined {
  const root = record(body);
  const value = record(root?.value) ?? record(record(root?.data)?.value);
  const uploadUrl = value?.singleUploadUrl;
  const urn = value?.urn;
  return typeof uploadUrl === 'string' && typeof urn === 'string' && uploadUrl && urn ? { uploadUrl, urn } : undefined;
}

export async function publishPost(deps: NetworkDeps, payload: PublishPostPayload): Promise<InstructionResult> {
  const mediaUrns: string[] = [];
  if (payload.media) {
    const bytes = await deps.inroad.readMedia(payload.media.path);
    const filename = payload.media.path.split('/').pop() ?? 'image';
    const registered = await deps.linkedin.registerImageUpload({ fileSize: bytes.size, filename });
    if (!registered.ok) return outcomeOf(deps, 'linkedin', registered);
    const target = uploadTargetOf(registered.body);
    if (!target) return failedWith('LinkedIn did not say where to upload the image', 'NO_UPLOAD_URL');
    const uploaded = await deps.linkedin.uploadImage({
      uploadUrl: target.uploadUrl,
      bytes,
      contentType: payload.media.contentType,
    });
    if (!uploaded.ok) return outcomeOf(deps, 'linkedin', uploaded);
    mediaUrns.push(target.urn);
  }
  const outcome = await outcomeOf(deps, 'linkedin', await deps.linkedin.createPost({ text: payload.text, mediaUrns }));
  if (!outcome.ok || !outcome.createdId) return outcome;
  return { ...outcome, url: deps.linkedin.postUrl(outcome.createdId) };
}
