import { Box, Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useZoom } from './use-zoom.ts';
import { ZoomControls } from './zoom-controls.tsx';

interface ImageViewerProps {
  images: readonly string[];
  /** The image shown; null keeps the viewer closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Describes the images for screen readers, e.g. the poster's name. */
  alt?: string;
}

/** Full-screen image viewer: Esc closes, ← and → move between images and wrap around, zoom 50–300%. */
export function ImageViewer({ images, index, onIndexChange, onClose, alt = 'Post image' }: ImageViewerProps) {
  const zoom = useZoom();
  const { reset } = zoom;
  const opened = index !== null && images.length > 0;
  const current = opened ? Math.min(index, images.length - 1) : 0;
  const count = images.length;

  // A new image starts at 100%, like a newly opened one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on every move by design
  useEffect(() => reset(), [current, opened, reset]);

  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowLeft' && count > 1) onIndexChange((current - 1 + count) % count);
      else if (event.key === 'ArrowRight' && count > 1) onIndexChange((current + 1) % count);
      else return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [opened, current, count, onClose, onIndexChange]);

  const src = images[current];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={count > 1 ? `Image ${current + 1} of ${count}` : 'Image'}
      styles={{ body: { display: 'flex', flexDirection: 'column', height: 'calc(100dvh - 64px)' } }}
    >
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onIndexChange((current - 1 + count) % count)}
            disabled={count < 2}
          >
            ← Previous
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onIndexChange((current + 1) % count)}
            disabled={count < 2}
          >
            → Next
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={onClose}>
            ESC Close
          </Button>
        </Group>
        <ZoomControls zoom={zoom} />
      </Group>
      <Box style={{ flex: 1, minHeight: 0, overflow: 'auto', display: 'flex' }}>
        {src ? (
          <img
            src={src}
            alt={count > 1 ? `${alt} ${current + 1} of ${count}` : alt}
            data-zoom={zoom.zoom}
            style={{
              margin: 'auto',
              maxWidth: `${zoom.zoom * 100}%`,
              maxHeight: `calc((100dvh - 140px) * ${zoom.zoom})`,
              objectFit: 'contain',
            }}
          />
        ) : (
          <Text c="dimmed">No image</Text>
        )}
      </Box>
    </Modal>
  );
}
