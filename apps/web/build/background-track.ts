import type { Plugin } from 'vite';

// Silent mode's background track (create-and-account.md §4, §7): Inroad makes it itself at build time — a soft,
// looping chord progression synthesised here — and serves it as a static file. Nothing is downloaded.

export const BACKGROUND_TRACK_PATH = 'audio/studio-background.wav';
const SAMPLE_RATE = 22_050;
const BEAT_SECONDS = 0.5;
/** Four chords of four beats each (A minor, F, C, G), as frequencies in Hz. */
const CHORDS = [
  [220.0, 261.63, 329.63],
  [174.61, 220.0, 261.63],
  [130.81, 164.81, 196.0],
  [196.0, 246.94, 293.66],
];
const BEATS_PER_CHORD = 4;

/** The track's samples in -1..1: a pad of sine chords with a gentle pulse on every beat. */
export function synthesiseBackgroundTrack(sampleRate = SAMPLE_RATE): Float32Array {
  const chordSeconds = BEATS_PER_CHORD * BEAT_SECONDS;
  const samples = new Float32Array(Math.round(CHORDS.length * chordSeconds * sampleRate));
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    const chord = CHORDS[Math.floor(t / chordSeconds) % CHORDS.length] ?? CHORDS[0]!;
    const beatPhase = (t % BEAT_SECONDS) / BEAT_SECONDS;
    // Each beat swells in quickly and fades, so the loop feels like a slow pulse rather than a drone.
    const pulse = 0.55 + 0.45 * Math.exp(-4 * beatPhase);
    let value = 0;
    for (const frequency of chord)
      value += Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(4 * Math.PI * frequency * t);
    samples[i] = (value / (chord.length * 1.3)) * pulse * 0.35;
  }
  return samples;
}

/** Mono 16-bit PCM samples in a WAV file. */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => {
    view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, sample)) * 0x7fff), true);
  });
  return bytes;
}

/** Emits the track into the build and serves it from the dev server. */
export function backgroundTrack(): Plugin {
  let wav: Uint8Array | null = null;
  const file = () => {
    wav ??= encodeWav(synthesiseBackgroundTrack());
    return wav;
  };
  return {
    name: 'inroad-background-track',
    configureServer(server) {
      server.middlewares.use(`/${BACKGROUND_TRACK_PATH}`, (_request, response) => {
        response.setHeader('Content-Type', 'audio/wav');
        response.end(Buffer.from(file()));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BACKGROUND_TRACK_PATH, source: file() });
    },
  };
}
