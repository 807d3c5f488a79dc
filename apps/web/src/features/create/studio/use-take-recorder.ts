import {
  ALL_FORMATS,
  BlobSource,
  BufferTarget,
  getFirstEncodableAudioCodec,
  getFirstEncodableVideoCodec,
  Input,
  MediaStreamAudioTrackSource,
  MediaStreamVideoTrackSource,
  Output,
  Quality,
  WebMOutputFormat,
} from 'mediabunny';
import { useCallback, useRef, useState } from 'react';
import { type FirstFrameClock, firstFrameClock } from './first-frame-clock.ts';
import type { RecordedClip } from './recording-sections.ts';
import { AUDIO_BITRATE, NO_VIDEO_FORMAT_MESSAGE } from './studio-constants.ts';
import { browserEncodesSound, type RecordingFormat } from './video-format.ts';

interface Take {
  output: Output;
  target: BufferTarget;
  /** Starts at the take's first encoded video frame and counts the video encoded since. */
  clock: FirstFrameClock;
  /** The take's own copies of the camera and microphone tracks, stopped when it ends. */
  tracks: MediaStreamTrack[];
  /** The first frame is encoded: from then on the take can be stopped and kept. */
  started: boolean;
}

function endTake(take: Take): void {
  take.clock.abandon();
  for (const track of take.tracks) track.stop();
}

/**
 * Opens a take: the camera (and microphone) encoded live with WebCodecs into a WebM file. Takes are not recorded
 * with MediaRecorder because Chromium's recorder can stop delivering video after the first recording on a page;
 * MediaRecorder still decides which final format the browser supports (video-format.ts).
 */
async function openTake(stream: MediaStream, onError: (error: unknown) => void): Promise<Take> {
  const camera = stream.getVideoTracks()[0];
  if (!camera) throw new Error('The camera gives no video');
  const microphone = stream.getAudioTracks()[0];
  // The codecs are settled before any track is copied: a browser that cannot encode them is told so, with no copy
  // left holding the camera.
  const settings = camera.getSettings();
  const videoCodec = await getFirstEncodableVideoCodec(['vp8', 'vp9'], {
    width: settings.width,
    height: settings.height,
  });
  const audioCodec = microphone
    ? await getFirstEncodableAudioCodec(['opus', 'vorbis'], { quality: new Quality({ bitrate: AUDIO_BITRATE }) })
    : null;
  if (!videoCodec || (microphone && !audioCodec)) throw new Error(NO_VIDEO_FORMAT_MESSAGE);
  const format = new WebMOutputFormat();
  const target = new BufferTarget();
  const output = new Output({ format, target });
  // Each take reads its own clone of the tracks: stopping the clone afterwards releases every frame the take's
  // reader still held, so the camera does not stall for the next take.
  const videoTrack = camera.clone();
  const tracks: MediaStreamTrack[] = [videoTrack];
  const clock = firstFrameClock();
  try {
    const video = new MediaStreamVideoTrackSource(videoTrack, {
      codec: videoCodec,
      quality: new Quality('high'),
      onEncodedPacket: clock.onPacket,
    });
    video.errorPromise.catch(onError);
    output.addVideoTrack(video);
    if (microphone && audioCodec) {
      const audioTrack = microphone.clone();
      tracks.push(audioTrack);
      const audio = new MediaStreamAudioTrackSource(audioTrack, {
        codec: audioCodec,
        quality: new Quality({ bitrate: AUDIO_BITRATE }),
      });
      audio.errorPromise.catch(onError);
      output.addAudioTrack(audio);
    }
    await output.start();
  } catch (error) {
    void output.cancel();
    endTake({ output, target, clock, tracks, started: false });
    throw error;
  }
  return { output, target, clock, tracks, started: false };
}

/** The length of the take's video, which starts once the encoder has its first frame. */
async function videoSeconds(blob: Blob): Promise<number> {
  const input = new Input({ source: new BlobSource(blob), formats: ALL_FORMATS });
  try {
    const track = await input.getPrimaryVideoTrack();
    if (!track) throw new Error('The take has no video');
    return (await track.computeDuration()) - (await track.getFirstTimestamp());
  } finally {
    input.dispose();
  }
}

/**
 * Records one take of the stream. `recording` from Record to the end of the take; `starting` until the encoder has
 * the first frame, and only then can the take be stopped. `elapsed` is the video encoded so far, so the clock and the
 * video agree.
 */
export function useTakeRecorder(format: RecordingFormat | null) {
  const take = useRef<Take | null>(null);
  /** Counts takes, so a take closed while it was still opening is let go when it opens. */
  const generation = useRef(0);
  const [recording, setRecording] = useState(false);
  const [starting, setStarting] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const done = useRef<((clip: RecordedClip) => void) | null>(null);

  const fail = useCallback((cause: unknown) => {
    console.error('Could not record the take', cause);
    window.clearInterval(timer.current);
    if (take.current) {
      void take.current.output.cancel();
      endTake(take.current);
    }
    take.current = null;
    setRecording(false);
    setStarting(false);
    // A browser that cannot encode the take gets the spec's message (§5, §8): trying again would not help.
    setError(
      cause instanceof Error && cause.message === NO_VIDEO_FORMAT_MESSAGE
        ? NO_VIDEO_FORMAT_MESSAGE
        : 'The take could not be recorded. Try again.',
    );
  }, []);

  const start = useCallback(
    (stream: MediaStream, onDone: (clip: RecordedClip) => void) => {
      if (!format || take.current || recording) return;
      // Known before the camera is touched: the microphone's sound cannot be encoded here (silent mode still works).
      if (stream.getAudioTracks().length > 0 && !browserEncodesSound()) {
        setError(NO_VIDEO_FORMAT_MESSAGE);
        return;
      }
      setError(null);
      setElapsed(0);
      setRecording(true);
      setStarting(true);
      done.current = onDone;
      const current = ++generation.current;
      const live = () => generation.current === current;
      openTake(stream, (error) => {
        if (live()) fail(error);
      }).then(
        async (opened) => {
          if (!live()) {
            void opened.output.cancel();
            endTake(opened);
            return;
          }
          take.current = opened;
          try {
            await opened.clock.started;
            if (!live()) return;
            opened.started = true;
            setStarting(false);
            timer.current = window.setInterval(() => setElapsed(opened.clock.encodedSeconds()), 100);
          } catch (error) {
            if (live()) fail(error);
          }
        },
        (error) => {
          if (live()) fail(error);
        },
      );
    },
    [format, recording, fail],
  );

  const stop = useCallback(async () => {
    const current = take.current;
    if (!current?.started) return;
    generation.current++;
    take.current = null;
    window.clearInterval(timer.current);
    try {
      await current.output.finalize();
      endTake(current);
      const buffer = current.target.buffer;
      if (!buffer) throw new Error('The take came out empty');
      const blob = new Blob([buffer], { type: 'video/webm' });
      done.current?.({ blob, seconds: await videoSeconds(blob) });
    } catch (cause) {
      fail(cause);
      return;
    }
    setRecording(false);
  }, [fail]);

  /** Stops without keeping the take (the studio is closing). */
  const discard = useCallback(() => {
    generation.current++;
    window.clearInterval(timer.current);
    if (take.current) {
      void take.current.output.cancel();
      endTake(take.current);
    }
    take.current = null;
    setRecording(false);
    setStarting(false);
  }, []);

  /**
   * The camera or microphone went away mid-take: the take ends as Stop ends it, keeping what was encoded until then
   * rather than frames frozen after it; a take with no frame yet has nothing to keep.
   */
  const interrupt = useCallback(() => {
    if (take.current?.started) void stop();
    else discard();
  }, [stop, discard]);

  return { recording, starting, elapsed, error, start, stop: () => void stop(), discard, interrupt };
}
