import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UploadedMedia } from '../../../lib/upload-media.ts';
import { BACKGROUND_TRACK_URL } from './background-track-url.ts';
import { type CameraProblem, cameraProblemOf, lostDeviceProblem, openCamera, stopStream } from './camera-access.ts';
import { composeFinalVideo, type FinalVideo, loadBackgroundTrack } from './compose-video.ts';
import * as sections from './recording-sections.ts';
import { NO_VIDEO_FORMAT_MESSAGE } from './studio-constants.ts';
import { useFinalUpload } from './use-final-upload.ts';
import { useTakeRecorder } from './use-take-recorder.ts';
import { browserRecordingFormat } from './video-format.ts';

export type StudioPhase = 'sections' | 'combining' | 'final';

/** The studio's state: camera, sections and their takes, the final video and its upload. */
export function useStudio(script: string) {
  const format = useMemo(() => browserRecordingFormat(), []);
  const [state, setState] = useState(() => sections.sectionsFor(script, false));
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [cameraProblem, setCameraProblem] = useState<CameraProblem | null>(null);
  const [phase, setPhase] = useState<StudioPhase>('sections');
  const [final, setFinal] = useState<(FinalVideo & { url: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recorder = useTakeRecorder(format);
  const upload = useFinalUpload();
  const streamRef = useRef<MediaStream | null>(null);
  /** Counts camera openings: a stream opened, or lost, for an earlier one (or after closing) is let go. */
  const opening = useRef(0);
  const { interrupt } = recorder;

  const startCamera = useCallback(
    async (silent: boolean) => {
      const current = ++opening.current;
      stopStream(streamRef.current);
      streamRef.current = null;
      setStream(null);
      setCameraProblem(null);
      try {
        const opened = await openCamera(silent);
        if (opening.current !== current) {
          stopStream(opened);
          return;
        }
        streamRef.current = opened;
        setStream(opened);
        // A camera or microphone unplugged or no longer allowed ends its track. Unnoticed, the preview and a take
        // under way freeze on the last frame and Record stays on; instead the take ends, keeping what it has, and
        // the camera's problem shows with Try again, which opens the camera again and keeps the recorded sections.
        const lost = async () => {
          if (opening.current !== current || streamRef.current !== opened) return;
          interrupt();
          stopStream(opened);
          streamRef.current = null;
          setStream(null);
          const problem = await lostDeviceProblem(silent);
          if (opening.current === current) setCameraProblem(problem);
        };
        for (const track of opened.getTracks()) track.addEventListener('ended', () => void lost());
      } catch (cause) {
        if (opening.current !== current) return;
        console.error('Could not open the camera', cause);
        setCameraProblem(cameraProblemOf(cause));
      }
    },
    [interrupt],
  );

  useEffect(() => {
    if (format) void startCamera(false);
    return () => {
      opening.current++;
      stopStream(streamRef.current);
    };
  }, [format, startCamera]);

  useEffect(
    () => () => {
      if (final) URL.revokeObjectURL(final.url);
    },
    [final],
  );

  const setSilent = (silent: boolean) => {
    setState(sections.sectionsFor(script, silent));
    void startCamera(silent);
  };

  const record = () => {
    if (!stream) return;
    recorder.start(stream, (clip) => setState((current) => sections.recorded(current, clip)));
  };

  const finish = async () => {
    if (!format) return;
    setPhase('combining');
    setError(null);
    try {
      const background = state.silent ? await loadBackgroundTrack(BACKGROUND_TRACK_URL) : null;
      const takes = state.sections.flatMap((s) => (s.recording ? [{ blob: s.recording.blob, text: s.text }] : []));
      const video = await composeFinalVideo(takes, format, background);
      setFinal({ ...video, url: URL.createObjectURL(video.blob) });
      setPhase('final');
    } catch (cause) {
      console.error('Could not combine the recordings', cause);
      setError(
        cause instanceof Error && cause.message === NO_VIDEO_FORMAT_MESSAGE
          ? NO_VIDEO_FORMAT_MESSAGE
          : 'The recordings could not be combined into one video. Try again.',
      );
      setPhase('sections');
    }
  };

  /** Uploads the final video; on failure the video stays for another try. */
  const complete = async (onUploaded: (media: UploadedMedia) => void) => {
    if (!final) return;
    setError(null);
    try {
      const media = await upload.upload(final);
      if (media) onUploaded(media);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };

  const close = () => {
    upload.close();
    opening.current++;
    recorder.discard();
    stopStream(streamRef.current);
  };

  return {
    format,
    state,
    stream,
    cameraProblem,
    phase,
    final,
    error,
    uploading: upload.uploading,
    recorder,
    retryCamera: () => void startCamera(state.silent),
    setSilent,
    record,
    stop: recorder.stop,
    accept: () => setState(sections.accept),
    redo: () => setState(sections.redo),
    next: () => setState(sections.next),
    select: (index: number) => setState((current) => sections.select(current, index)),
    finish: () => void finish(),
    backToSections: () => setPhase('sections'),
    complete,
    close,
  };
}

export type Studio = ReturnType<typeof useStudio>;
