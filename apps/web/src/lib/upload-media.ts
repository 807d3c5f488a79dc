import type { PostFormat } from '@inroad/contracts/ai';
import { createMediaUpload, MEDIA_UPLOAD_FAILED_MESSAGE } from '@inroad/contracts/media';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client.ts';

export interface UploadedMedia {
  contentMediaId: string;
  mediaUrl: string;
}

/**
 * Asks for an upload URL, then PUTs the file there with its content type and the headers the signature covers.
 * Any failure on the way is the one message the spec gives (§5, §8), followed by the server's reason when it refused
 * the file as too large (413: past the size limit, or past the user's media quota), which the user can act on.
 */
export async function uploadMedia(file: File, postFormat: PostFormat): Promise<UploadedMedia> {
  try {
    const target = await apiRequest(createMediaUpload, {
      body: { fileType: file.type, postFormat, size: file.size },
      notify: false,
    });
    const response = await fetch(target.presignedS3URL, {
      method: target.method,
      headers: { 'Content-Type': file.type, ...target.headers },
      body: file,
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`Upload answered ${response.status}`);
    return { contentMediaId: target.contentMediaId, mediaUrl: target.mediaUrl };
  } catch (cause) {
    console.error('Could not upload the media', cause);
    const reason = cause instanceof ApiError && cause.status === 413 ? cause.serverMessage : undefined;
    throw new Error(reason ? `${MEDIA_UPLOAD_FAILED_MESSAGE}. ${reason}` : MEDIA_UPLOAD_FAILED_MESSAGE);
  }
}

export function useUploadMedia(postFormat: PostFormat) {
  return useMutation({ mutationFn: (file: File) => uploadMedia(file, postFormat) });
}
