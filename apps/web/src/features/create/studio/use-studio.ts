import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type UploadedMedia, uploadMedia } from '../../../lib/upload-media.ts';
import { BACKGROUND_TRACK_URL } from './background-track-url.ts';
import { type CameraProblem, cameraProblemOf, openCamera, stopStream } from './camera-access.ts';
import { composeFinalVideo, type FinalVideo, loadBackgroundTrack } from './compose-video.ts';
import * as sections from './recording-sections.ts';
import { NO_VIDEO_FORMAT_MESSAGE } from './studio-constants.ts';
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
  const [uploading, setUploading] = useState(false);
  const recorder = useTakeRecorder(format);
  const streamRef = useRef<MediaStream | null>(null);

  const startCamera = useCallback(async (silent: boolean) => {
    stopStream(streamRef.current);
    streamRef.current = null;
    setStream(null);
    setCameraProblem(null);
    try {
      const opened = await openCamera(silent);
      streamRef.current = opened;
      setStream(opened);
    } catch (cause) {
      console.error('Could not open the camera', cause);
      setCameraProblem(cameraProblemOf(cause));
    }
  }, []);

  useEffect(() => {
    if (format) void startCamera(false);
    return () => stopStream(streamRef.current);
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
    setUploading(true);
    setError(null);
    try {
      const file = new File([final.blob], `recording.${final.contentType.split('/')[1]}`, { type: final.contentType });
      onUploaded(await uploadMedia(file, 'shortform_video'));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setUploading(false);
    }
  };

  const close = () => {
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
    uploading,
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
