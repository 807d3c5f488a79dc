// Recording Studio constants (create-and-account.md §9).

/** The final video's canvas, portrait like a phone screen. */
export const VIDEO_WIDTH = 390;
export const VIDEO_HEIGHT = 844;
/** The final video's audio bitrate. */
export const AUDIO_BITRATE = 128_000;
/** A caption line holds at most this many words, and about this many characters. */
export const CAPTION_MAX_WORDS = 10;
export const CAPTION_MAX_CHARS = 40;
/** The popped-out script window. */
export const SCRIPT_WINDOW_WIDTH = 500;
export const SCRIPT_WINDOW_HEIGHT = 300;
/** Where the guide lines sit on the camera preview, as a share of its height. */
export const GUIDE_LINES = [0.1, 0.55] as const;
/** Frames per second of the final video. */
export const FRAME_RATE = 30;

export const NO_VIDEO_FORMAT_MESSAGE = 'No supported video format found';
export const CLOSE_STUDIO_CONFIRMATION =
  'You will lose all progress in the recording studio by closing this window. Are you sure you want to proceed?';
export const OVERWRITE_DRAFT_CONFIRMATION =
  "You haven't accepted or rejected your last draft recording yet. Doing this will overwrite the draft. Do you want to do this?";
