import { Button, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { IconVideo } from '../../../components/icons.tsx';
import type { RecordedVideo } from '../studio/components/recording-studio.tsx';

// The studio pulls in the video library; it loads when the user opens it.
const RecordingStudio = lazy(() =>
  import('../studio/components/recording-studio.tsx').then((m) => ({ default: m.RecordingStudio })),
);

/** The uploaded recording, played back from where it is stored. */
export type AttachedVideo = RecordedVideo;

interface RecordStepProps {
  script: string;
  video: AttachedVideo | null;
  onRecorded: (video: RecordedVideo) => void;
}

/** A short-form post's record step (§2): opens the Recording Studio; the finished video shows here. */
export function RecordStep({ script, video, onRecorded }: RecordStepProps) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Record the video of this script in the Recording Studio, or go on without one and record it later.
      </Text>
      {video && (
        <Stack gap={4} align="flex-start">
          {/* biome-ignore lint/a11y/useMediaCaption: the captions are burned into the picture */}
          <video
            src={video.mediaUrl}
            controls
            playsInline
            aria-label="Recorded video"
            style={{ height: 280, aspectRatio: '390 / 844', background: '#000', borderRadius: 8 }}
          />
          <Text size="sm">The video is attached to the post.</Text>
        </Stack>
      )}
      <Group>
        <Button variant="light" leftSection={<IconVideo size={16} aria-hidden />} onClick={() => setOpen(true)}>
          {video ? 'Record again' : 'Open Recording Studio'}
        </Button>
      </Group>
      {open && (
        <Suspense fallback={null}>
          <RecordingStudio
            script={script}
            onClose={() => setOpen(false)}
            onComplete={(recorded) => {
              setOpen(false);
              onRecorded(recorded);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
