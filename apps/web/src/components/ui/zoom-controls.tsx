import { ActionIcon, Button, Group } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '../icons.tsx';
import type { Zoom } from './use-zoom.ts';

/** Zoom out, the current percentage (click to reset to 100%), zoom in. */
export function ZoomControls({ zoom }: { zoom: Zoom }) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="default" aria-label="Zoom out" onClick={zoom.zoomOut} disabled={!zoom.canZoomOut}>
        <IconZoomOut size={16} aria-hidden />
      </ActionIcon>
      <Button variant="default" size="compact-sm" title="Reset zoom to 100%" onClick={zoom.reset} miw={64}>
        {Math.round(zoom.zoom * 100)}%
      </Button>
      <ActionIcon variant="default" aria-label="Zoom in" onClick={zoom.zoomIn} disabled={!zoom.canZoomIn}>
        <IconZoomIn size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
