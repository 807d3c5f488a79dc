import { LINKEDIN_TEXT_MAX } from '@inroad/contracts/publishing';
import type { NetworkPublisher, PostContent, PublishedPost, VideoSource } from './network-publisher.ts';
import { errorForResponse, PermanentPublishError, send, TransientPublishError } from './publish-errors.ts';

type Options = { apiBase: string; apiVersion: string; accessToken: string; memberId: string };

/**
 * The characters LinkedIn's "little text" reserves, which are sent escaped: an unescaped one can cut the post short.
 * Inroad sends no mentions, so `@` is always escaped. A `#` that starts a hashtag (a letter or digit after it, no
 * word character before it) is left as it is, so that it stays a hashtag; any other `#` is escaped.
 */
const LITTLE_TEXT_RESERVED = /[\\|{}@[\]()<>*_~]|(?<=[\p{L}\p{M}\p{N}_])#|#(?![\p{L}\p{N}])/gu;
export const escapeLittleText = (text: string) => text.replace(LITTLE_TEXT_RESERVED, (c) => `\\${c}`);

export const linkedInPostUrl = (urn: string) => `https://www.linkedin.com/feed/update/${urn}/`;

/**
 * LinkedIn's Posts API with a member token (w_member_social): an image goes up through the Images API, a video
 * through the Videos API (multi-part upload, then finalize), and the post references it.
 */
export function linkedInPublisher(options: Options): NetworkPublisher {
  const author = `urn:li:person:${options.memberId}`;
  const headers = {
    authorization: `Bearer ${options.accessToken}`,
    'linkedin-version': options.apiVersion,
    'x-restli-protocol-version': '2.0.0',
  };
  const json = { ...headers, 'content-type': 'application/json' };

  async function call(path: string, init: RequestInit): Promise<Response> {
    const response = await send(`${options.apiBase}${path}`, init);
    if (!response.ok) throw await errorForResponse(response, 'LinkedIn');
    return response;
  }

  async function uploadImage(bytes: Buffer): Promise<string> {
    const init = await call('/rest/images?action=initializeUpload', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ initializeUploadRequest: { owner: author } }),
    });
    const { value } = (await init.json()) as { value: { uploadUrl: string; image: string } };
    await uploadPart(value.uploadUrl, new Uint8Array(bytes));
    return value.image;
  }

  async function uploadPart(url: string, bytes: Uint8Array<ArrayBuffer>): Promise<Response> {
    const response = await send(url, {
      method: 'PUT',
      headers: { authorization: headers.authorization, 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    if (!response.ok) throw await errorForResponse(response, 'LinkedIn upload');
    return response;
  }

  async function uploadVideo(video: VideoSource): Promise<string> {
    const init = await call('/rest/videos?action=initializeUpload', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        initializeUploadRequest: {
          owner: author,
          fileSizeBytes: video.size,
          uploadCaptions: false,
          uploadThumbnail: false,
        },
      }),
    });
    const { value } = (await init.json()) as {
      value: {
        video: string;
        uploadToken?: string;
        uploadInstructions: { uploadUrl: string; firstByte: number; lastByte: number }[];
      };
    };
    const partIds: string[] = [];
    for (const part of value.uploadInstructions) {
      // Read just before it goes: one part (LinkedIn's are about 4 MB) in memory at a time, whatever the video's size.
      const bytes = await video.read({ start: part.firstByte, end: part.lastByte });
      const answer = await uploadPart(part.uploadUrl, bytes);
      partIds.push(answer.headers.get('etag') ?? '');
    }
    await call('/rest/videos?action=finalizeUpload', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        finalizeUploadRequest: { video: value.video, uploadToken: value.uploadToken ?? '', uploadedPartIds: partIds },
      }),
    });
    return value.video;
  }

  return {
    async publish(content: PostContent): Promise<PublishedPost> {
      if (content.text.length > LINKEDIN_TEXT_MAX) {
        throw new PermanentPublishError(`The post is longer than LinkedIn's ${LINKEDIN_TEXT_MAX} characters`);
      }
      let mediaUrn: string | null = null;
      if (content.media) {
        mediaUrn =
          content.media.kind === 'image'
            ? await uploadImage(content.media.bytes)
            : await uploadVideo(content.media.video);
      }
      const response = await call('/rest/posts', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          author,
          commentary: escapeLittleText(content.text),
          visibility: 'PUBLIC',
          distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
          ...(mediaUrn ? { content: { media: { id: mediaUrn } } } : {}),
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
        }),
      });
      const urn = response.headers.get('x-restli-id');
      // The post is up, or may be: the next attempt looks for it before posting again.
      if (!urn) throw new TransientPublishError('LinkedIn accepted the post but named no post id (x-restli-id)');
      return { postId: urn, url: linkedInPostUrl(urn) };
    },

    async findExisting(content, since) {
      // Posts by the author, newest first. A member token may not be allowed to read them (403): then the caller
      // cannot know whether the post went out and must not post again.
      const query = new URLSearchParams({ q: 'author', author, count: '20', sortBy: 'CREATED' });
      const response = await call(`/rest/posts?${query}`, { method: 'GET', headers });
      const body = (await response.json()) as { elements?: { id: string; commentary?: string; createdAt?: number }[] };
      const commentary = escapeLittleText(content.text);
      const found = (body.elements ?? []).find(
        (post) => post.commentary === commentary && (post.createdAt ?? Date.now()) >= since.getTime() - 60_000,
      );
      return found ? { postId: found.id, url: linkedInPostUrl(found.id) } : null;
    },
  };
}
