import { ActionIcon, Box, Button, Center, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { IconChevronLeft, IconChevronRight, IconFileText } from '../../../components/icons.tsx';

interface ImageCarouselProps {
  images: readonly string[];
  /** The full document behind the slides; adds a last 'View full document' slide. */
  hasDocument: boolean;
  alt: string;
  onOpenImage: (index: number) => void;
  onOpenDocument: () => void;
}

/** One slide at a time with previous/next; clicking an image opens the full-screen viewer there. */
export function ImageCarousel({ images, hasDocument, alt, onOpenImage, onOpenDocument }: ImageCarouselProps) {
  const [slide, setSlide] = useState(0);
  const slides = images.length + (hasDocument ? 1 : 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a different post starts on its first slide
  useEffect(() => setSlide(0), [images]);

  const src = images[slide];
  return (
    <Stack gap={6} role="group" aria-roledescription="carousel" aria-label="Post images">
      <Box
        pos="relative"
        h={320}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        {src !== undefined ? (
          <Box
            component="button"
            type="button"
            onClick={() => onOpenImage(slide)}
            aria-label={`Open image ${slide + 1} of ${images.length} full screen`}
            w="100%"
            h="100%"
            p={0}
            style={{ border: 0, background: 'none', cursor: 'zoom-in' }}
          >
            <img
              src={src}
              alt={`${alt} ${slide + 1} of ${images.length}`}
              loading="lazy"
              style={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          </Box>
        ) : (
          <Center h="100%">
            <Button leftSection={<IconFileText size={18} aria-hidden />} onClick={onOpenDocument}>
              View full document
            </Button>
          </Center>
        )}
      </Box>
      {slides > 1 && (
        <Group justify="center" gap="xs">
          <ActionIcon
            variant="default"
            aria-label="Previous slide"
            onClick={() => setSlide((s) => (s - 1 + slides) % slides)}
          >
            <IconChevronLeft size={16} aria-hidden />
          </ActionIcon>
          <Text size="sm" c="dimmed" aria-live="polite">
            {slide + 1} / {slides}
          </Text>
          <ActionIcon variant="default" aria-label="Next slide" onClick={() => setSlide((s) => (s + 1) % slides)}>
            <IconChevronRight size={16} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Stack>
  );
}
