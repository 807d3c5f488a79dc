import {
  ALL_FORMATS,
  AudioBufferSink,
  AudioBufferSource,
  BlobSource,
  BufferTarget,
  CanvasSource,
  getFirstEncodableAudioCodec,
  getFirstEncodableVideoCodec,
  Input,
  Mp4OutputFormat,
  Output,
  Quality,
  type VideoSample,
  VideoSampleSink,
  WebMOutputFormat,
} from 'mediabunny';
import { captionAt, type TimedCaption, timedCaptions } from './captions.ts';
import { coverCrop } from './cover-crop.ts';
import { drawCaption } from './draw-caption.ts';
import { framesAtTimes } from './frames-at-times.ts';
import { AUDIO_BITRATE, FRAME_RATE, NO_VIDEO_FORMAT_MESSAGE, VIDEO_HEIGHT, VIDEO_WIDTH } from './studio-constants.ts';
import type { RecordingFormat } from './video-format.ts';

// The final video (create-and-account.md §4, §9): the sections' recordings decoded, drawn one after another on a
// 390x844 canvas with their captions burned in, and encoded with 128 kbps audio. Mediabunny (over WebCodecs) reads
// the recordings and writes the container.

const SAMPLE_RATE = 48_000;
const CHANNELS = 2;
/** The background track sits under the voice-less silent take at this gain. */
const BACKGROUND_GAIN = 0.6;

export interface SectionTake {
  blob: Blob;
  text: string;
}

export interface FinalVideo {
  blob: Blob;
  contentType: 'video/mp4' | 'video/webm';
  seconds: number;
}

interface Encoders {
  output: Output;
  target: BufferTarget;
  video: CanvasSource;
  audio: AudioBufferSource;
  contentType: FinalVideo['contentType'];
}

/** An output in the recording's container, or the other one when this browser cannot encode for it. */
async function openOutput(canvas: OffscreenCanvas, format: RecordingFormat): Promise<Encoders> {
  const containers = format.container === 'mp4' ? (['mp4', 'webm'] as const) : (['webm', 'mp4'] as const);
  for (const container of containers) {
    const outputFormat = container === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat();
    const videoCodec = await getFirstEncodableVideoCodec(outputFormat.getSupportedVideoCodecs(), {
      width: VIDEO_WIDTH,
      height: VIDEO_HEIGHT,
    });
    const audioCodec = await getFirstEncodableAudioCodec(outputFormat.getSupportedAudioCodecs(), {
      numberOfChannels: CHANNELS,
      sampleRate: SAMPLE_RATE,
      quality: new Quality({ bitrate: AUDIO_BITRATE }),
    });
    if (!videoCodec || !audioCodec) continue;
    const target = new BufferTarget();
    const output = new Output({ format: outputFormat, target });
    const video = new CanvasSource(canvas, { codec: videoCodec, quality: new Quality('high') });
    const audio = new AudioBufferSource({ codec: audioCodec, quality: new Quality({ bitrate: AUDIO_BITRATE }) });
    output.addVideoTrack(video, { frameRate: FRAME_RATE });
    output.addAudioTrack(audio);
    await output.start();
    return { output, target, video, audio, contentType: `video/${container}` };
  }
  throw new Error(NO_VIDEO_FORMAT_MESSAGE);
}

/**
 * Draws the frame covering the canvas. Only the part that shows is converted (a cut-out of the decoded frame);
 * frames this cannot cut out (rotated, flipped, non-square pixels) are drawn whole.
 */
function drawCovering(context: OffscreenCanvasRenderingContext2D, sample: VideoSample): void {
  const part = coverPart(sample);
  if (!part) {
    sample.drawWithFit(context, { fit: 'cover' });
    return;
  }
  try {
    context.drawImage(part, 0, 0, VIDEO_WIDTH, VIDEO_HEIGHT);
  } finally {
    part.close();
  }
}

/** The part of the frame that covers the canvas, or null when it cannot be cut out and is drawn whole instead. */
function coverPart(sample: VideoSample): VideoFrame | null {
  if (sample.rotation !== 0 || sample.flip) return null;
  const frame = sample.toVideoFrame();
  try {
    const visible = frame.visibleRect;
    if (!visible || frame.displayWidth !== visible.width || frame.displayHeight !== visible.height) return null;
    const crop = coverCrop(visible.width, visible.height, VIDEO_WIDTH, VIDEO_HEIGHT);
    return new VideoFrame(frame, { visibleRect: { ...crop, x: visible.x + crop.x, y: visible.y + crop.y } });
  } catch {
    // A frame layout this browser will not cut out (the cut-out is aligned for 4:2:0) is drawn whole.
    return null;
  } finally {
    frame.close();
  }
}

/**
 * Each frame of the take, resampled to the frame rate, covering the canvas, with the caption on top. The take is
 * decoded once, in order (framesAtTimes); an output frame that shows the same recorded frame and caption as the one
 * before is encoded again without drawing it again.
 */
async function addFrames(
  encoders: Encoders,
  context: OffscreenCanvasRenderingContext2D,
  input: Input,
  captions: readonly TimedCaption[],
  offset: number,
): Promise<number> {
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new Error('A recording has no video');
  const first = await track.getFirstTimestamp();
  const seconds = Math.max((await track.computeDuration()) - first, 1 / FRAME_RATE);
  const frames = Math.max(1, Math.round(seconds * FRAME_RATE));
  const times = Array.from({ length: frames }, (_, k) => first + k / FRAME_RATE);
  const samples = new VideoSampleSink(track).samples(first);
  let drawn: { sample: VideoSample | null; caption: string | null } | null = null;
  let k = 0;
  for await (const sample of framesAtTimes(samples, times, (done) => done.close())) {
    const caption = captionAt(captions, k / FRAME_RATE);
    if (!drawn || drawn.sample !== sample || drawn.caption !== caption) {
      context.fillStyle = '#000';
      context.fillRect(0, 0, VIDEO_WIDTH, VIDEO_HEIGHT);
      if (sample) drawCovering(context, sample);
      if (caption) drawCaption(context, caption, VIDEO_WIDTH, VIDEO_HEIGHT);
      drawn = { sample, caption };
    }
    await encoders.video.add(offset + k / FRAME_RATE, 1 / FRAME_RATE);
    k++;
  }
  return frames / FRAME_RATE;
}

/** The take's sound (or silence), exactly `seconds` long, with the background track looped under it if given. */
async function sectionAudio(input: Input, seconds: number, background: AudioBuffer | null): Promise<AudioBuffer> {
  const context = new OfflineAudioContext(CHANNELS, Math.max(1, Math.round(seconds * SAMPLE_RATE)), SAMPLE_RATE);
  const track = await input.getPrimaryAudioTrack();
  if (track) {
    const video = await input.getPrimaryVideoTrack();
    const first = video ? await video.getFirstTimestamp() : 0;
    for await (const { buffer, timestamp } of new AudioBufferSink(track).buffers()) {
      const node = context.createBufferSource();
      node.buffer = buffer;
      node.connect(context.destination);
      const at = timestamp - first;
      if (at + buffer.duration > 0) node.start(Math.max(0, at), Math.max(0, -at));
    }
  }
  if (background) {
    const node = context.createBufferSource();
    const gain = context.createGain();
    gain.gain.value = BACKGROUND_GAIN;
    node.buffer = background;
    node.loop = true;
    node.connect(gain).connect(context.destination);
    node.start(0);
  }
  return context.startRendering();
}

/**
 * Combines the takes into the final video. `background` (silent mode) is mixed in under every take; it is also
 * what a voice-less take sounds like.
 */
export async function composeFinalVideo(
  takes: readonly SectionTake[],
  format: RecordingFormat,
  background: AudioBuffer | null = null,
): Promise<FinalVideo> {
  const canvas = new OffscreenCanvas(VIDEO_WIDTH, VIDEO_HEIGHT);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the video');
  const encoders = await openOutput(canvas, format);
  let offset = 0;
  try {
    for (const take of takes) {
      const input = new Input({ source: new BlobSource(take.blob), formats: ALL_FORMATS });
      try {
        const track = await input.getPrimaryVideoTrack();
        const length = track ? (await track.computeDuration()) - (await track.getFirstTimestamp()) : 0;
        const seconds = await addFrames(encoders, context, input, timedCaptions(take.text, length), offset);
        await encoders.audio.add(await sectionAudio(input, seconds, background));
        offset += seconds;
      } finally {
        input.dispose();
      }
    }
    await encoders.output.finalize();
  } catch (error) {
    await encoders.output.cancel();
    throw error;
  }
  const buffer = encoders.target.buffer;
  if (!buffer) throw new Error('The video came out empty');
  return {
    blob: new Blob([buffer], { type: encoders.contentType }),
    contentType: encoders.contentType,
    seconds: offset,
  };
}

/** The served background track, decoded for mixing. */
export async function loadBackgroundTrack(url: string): Promise<AudioBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The background track answered ${response.status}`);
  const context = new OfflineAudioContext(CHANNELS, 1, SAMPLE_RATE);
  return context.decodeAudioData(await response.arrayBuffer());
}
