import { useCallback, useRef, useState } from 'react';
import type { RecordedClip } from './recording-sections.ts';
import { AUDIO_BITRATE } from './studio-constants.ts';
import { type RecordingFormat, takeMimeType } from './video-format.ts';

/** Records one take of the stream with MediaRecorder in the chosen format; `elapsed` ticks while recording. */
export function useTakeRecorder(format: RecordingFormat | null) {
  const recorder = useRef<MediaRecorder | null>(null);
  const [recording, setRecording] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const timer = useRef<number | undefined>(undefined);

  const start = useCallback(
    (stream: MediaStream, onDone: (clip: RecordedClip) => void) => {
      if (!format || recorder.current) return;
      const chunks: Blob[] = [];
      const mimeType = takeMimeType((type) => MediaRecorder.isTypeSupported(type)) ?? format.mimeType;
      const take = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: AUDIO_BITRATE });
      const startedAt = performance.now();
      take.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      take.onstop = () => {
        window.clearInterval(timer.current);
        recorder.current = null;
        setRecording(false);
        const seconds = (performance.now() - startedAt) / 1000;
        onDone({ blob: new Blob(chunks, { type: take.mimeType || format.contentType }), seconds });
      };
      recorder.current = take;
      take.start(250);
      setElapsed(0);
      setRecording(true);
      timer.current = window.setInterval(() => setElapsed((performance.now() - startedAt) / 1000), 100);
    },
    [format],
  );

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  /** Stops without keeping the take (the studio is closing). */
  const discard = useCallback(() => {
    const take = recorder.current;
    if (!take) return;
    take.onstop = null;
    if (take.state === 'recording') take.stop();
    recorder.current = null;
    window.clearInterval(timer.current);
    setRecording(false);
  }, []);

  return { recording, elapsed, start, stop, discard };
}
