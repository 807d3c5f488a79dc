import { Alert, Badge, Box, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { IconCameraOff } from '../../../../components/icons.tsx';
import { GUIDE_LINES, VIDEO_HEIGHT, VIDEO_WIDTH } from '../studio-constants.ts';
import { SecondsInBadge } from './seconds-unit.tsx';

/** The frame's height on screen; its width follows the video's 390x844 shape. */
const FRAME_HEIGHT = 560;

interface CameraFrameProps {
  stream: MediaStream | null;
  problem: string | null;
  recording: boolean;
  /** The take waits for the camera's first encoded frame: its clock has not started. */
  starting: boolean;
  elapsed: number;
  onRetry: () => void;
}

/**
 * What the status region says: only that a take started or stopped. The badge's clock changes ten times a second;
 * read aloud, it would talk through the whole take, and the microphone would record it. The start is said as soon
 * as Record is pressed, before the take's clock runs, so the words are over sooner.
 */
function useTakeAnnouncement(recording: boolean): string {
  const [recordedOnce, setRecordedOnce] = useState(recording);
  if (recording && !recordedOnce) setRecordedOnce(true);
  if (recording) return 'Recording started';
  return recordedOnce ? 'Recording stopped' : '';
}

/** The camera preview in the final video's 390x844 frame, mirrored like a mirror, with the two guide lines. */
export function CameraFrame({ stream, problem, recording, starting, elapsed, onRetry }: CameraFrameProps) {
  const video = useRef<HTMLVideoElement>(null);
  const announcement = useTakeAnnouncement(recording);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);

  return (
    <Box
      pos="relative"
      h={FRAME_HEIGHT}
      style={{
        aspectRatio: `${VIDEO_WIDTH} / ${VIDEO_HEIGHT}`,
        background: '#000',
        borderRadius: 12,
        overflow: 'hidden',
        flexShrink: 0,
      }}
      aria-label="Camera preview"
      role="group"
      data-frame-size={`${VIDEO_WIDTH}x${VIDEO_HEIGHT}`}
    >
      {problem ? (
        <Stack p="md" h="100%" justify="center">
          <Alert
            color="red"
            variant="filled"
            icon={<IconCameraOff size={18} aria-hidden />}
            role="alert"
            title="Camera unavailable"
          >
            {problem}
          </Alert>
          <Button variant="white" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      ) : (
        <video
          ref={video}
          autoPlay
          muted
          playsInline
          aria-label="Your camera"
          style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
        />
      )}
      {/* The guide lines frame the face in the camera's picture; over a message they would only cross its text. */}
      {!problem &&
        GUIDE_LINES.map((share) => (
          <Box
            key={share}
            data-guide-line={share}
            aria-hidden
            pos="absolute"
            left={0}
            right={0}
            style={{ top: `${share * 100}%`, borderTop: '2px dashed rgba(255, 255, 255, 0.7)', pointerEvents: 'none' }}
          />
        ))}
      {recording && (
        <Badge pos="absolute" top={12} left={12} color="red" variant="filled">
          {starting ? (
            'Starting the recording…'
          ) : (
            <>
              Recording
              {/* A timer is not read out as it changes; the status region below says when a take starts and stops. */}
              <span role="timer">
                <SecondsInBadge seconds={elapsed} />
              </span>
            </>
          )}
        </Badge>
      )}
      {/* Always there, so a screen reader is already listening when its words change. */}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {!stream && !problem && (
        <Text pos="absolute" top="50%" w="100%" ta="center" c="gray.3" size="sm">
          Starting the camera…
        </Text>
      )}
    </Box>
  );
}
