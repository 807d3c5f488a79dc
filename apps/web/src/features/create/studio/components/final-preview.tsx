import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { VIDEO_HEIGHT, VIDEO_WIDTH } from '../studio-constants.ts';

interface FinalPreviewProps {
  url: string;
  seconds: number;
  error: string | null;
  uploading: boolean;
  onBack: () => void;
  onComplete: () => void;
}

/** The combined video to watch before Complete uploads it; a failed upload keeps it here to try again. */
export function FinalPreview({ url, seconds, error, uploading, onBack, onComplete }: FinalPreviewProps) {
  return (
    <Stack gap="sm" align="center">
      {/* biome-ignore lint/a11y/useMediaCaption: the captions are burned into the picture */}
      <video
        src={url}
        controls
        playsInline
        aria-label="Final video"
        style={{ height: 560, aspectRatio: `${VIDEO_WIDTH} / ${VIDEO_HEIGHT}`, background: '#000', borderRadius: 12 }}
      />
      <Text size="sm" c="dimmed">
        Final video: {VIDEO_WIDTH} × {VIDEO_HEIGHT}, {seconds.toFixed(1)} seconds, captions burned in.
      </Text>
      {error && (
        <Alert color="red" variant="light" role="alert" w="100%">
          {error}
        </Alert>
      )}
      <Group justify="space-between" w="100%">
        <Button variant="default" onClick={onBack} disabled={uploading}>
          Back to sections
        </Button>
        <Button onClick={onComplete} loading={uploading}>
          Complete
        </Button>
      </Group>
    </Stack>
  );
}
