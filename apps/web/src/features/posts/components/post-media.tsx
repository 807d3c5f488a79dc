import type { Post } from '@inroad/contracts/post';
import { ActionIcon, Anchor, Box, Group, Paper, Text } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { IconExternalLink, IconMaximize } from '../../../components/icons.tsx';
import { safeHttpUrl, safeMediaUrl, urlHost } from '../../../lib/safe-url.ts';
import { ImageCarousel } from './image-carousel.tsx';

// The viewers load on first use: most posts are read without opening one, and the inbox loads faster without them.
const ImageViewer = lazy(() =>
  import('../../../components/ui/image-viewer.tsx').then((m) => ({ default: m.ImageViewer })),
);
const DocumentViewer = lazy(() =>
  import('../../../components/ui/document-viewer.tsx').then((m) => ({ default: m.DocumentViewer })),
);

function LinkPreview({ href }: { href: string }) {
  return (
    <Paper withBorder p="sm" component="figure" m={0} aria-label="Link preview">
      <Group gap="sm" wrap="nowrap">
        <IconExternalLink size={20} aria-hidden />
        <Box miw={0}>
          <Text fw={600} size="sm">
            {urlHost(href)}
          </Text>
          <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" lineClamp={1}>
            {href}
          </Anchor>
        </Box>
      </Group>
    </Paper>
  );
}

/** The post's media: a video, a carousel (with its full document), a single image, and a link preview. */
export function PostMedia({ post }: { post: Post }) {
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const [documentOpen, setDocumentOpen] = useState(false);

  const video = safeMediaUrl(post.videoURL);
  const link = safeHttpUrl(post.externalLink);
  const document = safeMediaUrl(post.fullCarouselURL);
  const carousel = useMemo(
    () => post.carouselImages.map((url) => safeMediaUrl(url)).filter((url): url is string => url !== null),
    [post.carouselImages],
  );
  const image = safeMediaUrl(post.imageURL);
  const images = carousel.length > 0 ? carousel : image ? [image] : [];
  const alt = `Image from ${post.posterName ?? 'the post'}`;

  if (!video && !link && images.length === 0 && !document) return null;

  return (
    <Box>
      {video && (
        // biome-ignore lint/a11y/useMediaCaption: posts from the network carry no caption tracks
        <video src={video} controls preload="metadata" style={{ width: '100%', maxHeight: 420, borderRadius: 8 }} />
      )}
      {!video && (carousel.length > 0 || document) && (
        <ImageCarousel
          images={carousel}
          hasDocument={document !== null}
          alt={alt}
          onOpenImage={setViewerIndex}
          onOpenDocument={() => setDocumentOpen(true)}
        />
      )}
      {!video && carousel.length === 0 && !document && image && (
        <Box pos="relative">
          <img
            src={image}
            alt={alt}
            loading="lazy"
            style={{ width: '100%', maxHeight: 420, objectFit: 'contain', borderRadius: 8, display: 'block' }}
          />
          <ActionIcon
            variant="default"
            pos="absolute"
            top={8}
            right={8}
            aria-label="View full size image"
            onClick={() => setViewerIndex(0)}
          >
            <IconMaximize size={16} aria-hidden />
          </ActionIcon>
        </Box>
      )}
      {link && (
        <Box mt={video || images.length > 0 ? 'sm' : 0}>
          <LinkPreview href={link} />
        </Box>
      )}
      <Suspense fallback={null}>
        {viewerIndex !== null && (
          <ImageViewer
            images={images}
            index={viewerIndex}
            onIndexChange={setViewerIndex}
            onClose={() => setViewerIndex(null)}
            alt={alt}
          />
        )}
        {documentOpen && <DocumentViewer url={document} onClose={() => setDocumentOpen(false)} />}
      </Suspense>
    </Box>
  );
}
