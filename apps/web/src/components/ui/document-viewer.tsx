import { Anchor, Box, Group, Modal } from '@mantine/core';
import { useEffect } from 'react';
import { useZoom } from './use-zoom.ts';
import { ZoomControls } from './zoom-controls.tsx';

interface DocumentViewerProps {
  /** An http(s) PDF address; null keeps the viewer closed. */
  url: string | null;
  onClose: () => void;
}

/** 'Full Document': a post's carousel as the embedded PDF, with zoom. */
export function DocumentViewer({ url, onClose }: DocumentViewerProps) {
  const zoom = useZoom();
  const { reset } = zoom;
  useEffect(() => {
    if (url) reset();
  }, [url, reset]);

  return (
    <Modal opened={url !== null} onClose={onClose} title="Full Document" size="90%" centered>
      <Group justify="space-between" mb="sm">
        {url ? (
          // Browsers that will not show a PDF in a sandboxed frame still open it on its own.
          <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
            Open the document in a new tab
          </Anchor>
        ) : (
          <span />
        )}
        <ZoomControls zoom={zoom} />
      </Group>
      <Box h="75dvh" style={{ overflow: 'auto' }}>
        {url && (
          // Growing the frame (rather than scaling it) lets the browser's PDF viewer re-lay the pages out sharply.
          <iframe
            src={url}
            title="Full document"
            referrerPolicy="no-referrer"
            // The document comes from the networks: it may run its viewer, never navigate Inroad, open windows
            // or post forms.
            sandbox="allow-scripts allow-same-origin"
            style={{ border: 0, width: `${zoom.zoom * 100}%`, height: `${zoom.zoom * 100}%`, display: 'block' }}
          />
        )}
      </Box>
    </Modal>
  );
}
