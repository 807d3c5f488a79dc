// The format sections are recorded in (§9): the first of mp4, webm with vp8 and opus, webm the browser can record.

export const RECORDING_FORMATS = ['video/mp4', 'video/webm;codecs=vp8,opus', 'video/webm'] as const;

export interface RecordingFormat {
  /** What MediaRecorder is asked for. */
  mimeType: (typeof RECORDING_FORMATS)[number];
  /** The container, which is also the final video's and the upload's file type. */
  container: 'mp4' | 'webm';
  contentType: 'video/mp4' | 'video/webm';
}

/** The first supported format, or null when the browser records none of them. */
export function chooseRecordingFormat(isTypeSupported: (mimeType: string) => boolean): RecordingFormat | null {
  const mimeType = RECORDING_FORMATS.find((type) => isTypeSupported(type));
  if (!mimeType) return null;
  const container = mimeType.startsWith('video/mp4') ? 'mp4' : 'webm';
  return { mimeType, container, contentType: `video/${container}` };
}

/** The browser's MediaRecorder format, or null when there is no MediaRecorder or it records none. */
export function browserRecordingFormat(): RecordingFormat | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return chooseRecordingFormat((type) => MediaRecorder.isTypeSupported(type));
}
