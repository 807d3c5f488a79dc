import { useCallback, useEffect, useRef, useState } from 'react';
import { type UploadedMedia, uploadMedia } from '../../../lib/upload-media.ts';
import type { FinalVideo } from './compose-video.ts';

/**
 * Uploads the studio's final video. The studio can be closed while the upload runs, and a new one opened: an upload
 * that ends after its studio was closed comes to nothing (null, also when it failed), so it neither attaches a video
 * the user gave up nor closes the studio opened since. uploadMedia cannot be aborted, so its result is let go.
 */
export function useFinalUpload() {
  const [uploading, setUploading] = useState(false);
  const closed = useRef(false);

  useEffect(() => {
    closed.current = false;
    return () => {
      closed.current = true;
    };
  }, []);

  const upload = useCallback(async (video: FinalVideo): Promise<UploadedMedia | null> => {
    setUploading(true);
    try {
      const file = new File([video.blob], `recording.${video.contentType.split('/')[1]}`, { type: video.contentType });
      const media = await uploadMedia(file, 'shortform_video');
      return closed.current ? null : media;
    } catch (cause) {
      if (closed.current) return null;
      throw cause;
    } finally {
      if (!closed.current) setUploading(false);
    }
  }, []);

  const close = useCallback(() => {
    closed.current = true;
  }, []);

  return { uploading, upload, close };
}
