/** Silent mode's background track, which the web build makes and serves (apps/web/build/background-track.ts). */
export const BACKGROUND_TRACK_URL = '/audio/studio-background.wav';
