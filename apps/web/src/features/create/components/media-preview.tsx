import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { IconMovie, IconPhoto } from '../../../components/icons.tsx';

/** Media URLs end in their extension: .mp4 and .webm play as video, anything else shows as an image. */
export function isVideoUrl(url: string): boolean {
  return /\.(mp4|webm)(\?|#|$)/i.test(url);
}

/** A 'Preview' button that opens the media in a popup. */
export function MediaPreview({ url, label }: { url: string; label: string }) {
  const [open, setOpen] = useState(false);
  const video = isVideoUrl(url);
  const Icon = video ? IconMovie : IconPhoto;
  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<Icon size={14} aria-hidden />}
        aria-label={`Preview ${label}`}
        onClick={() => setOpen(true)}
      >
        Preview
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Media"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {video ? (
          // biome-ignore lint/a11y/useMediaCaption: the user's own recording has no captions file
          <video src={url} controls style={{ width: '100%', maxHeight: '70vh' }} />
        ) : (
          <img src={url} alt={label} style={{ width: '100%', maxHeight: '70vh', objectFit: 'contain' }} />
        )}
      </Modal>
    </>
  );
}
