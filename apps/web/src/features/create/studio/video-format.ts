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

/**
 * The browser's MediaRecorder format, or null when this browser cannot record: no MediaRecorder, a MediaRecorder that
 * records none of the formats, or no WebCodecs video encoder, which every take and the final video are encoded with
 * (use-take-recorder.ts, compose-video.ts). Insecure pages and older Safari and Firefox have MediaRecorder without it.
 */
export function browserRecordingFormat(): RecordingFormat | null {
  if (typeof MediaRecorder === 'undefined' || typeof VideoEncoder === 'undefined') return null;
  return chooseRecordingFormat((type) => MediaRecorder.isTypeSupported(type));
}

/**
 * Whether a take with the microphone can be encoded: its sound needs the WebCodecs audio encoder (Opus or Vorbis in
 * WebM), which some browsers with a video encoder lack. A silent take has no sound, and the final video can carry
 * its sound as PCM without one.
 */
export function browserEncodesSound(): boolean {
  return typeof AudioEncoder !== 'undefined';
}
