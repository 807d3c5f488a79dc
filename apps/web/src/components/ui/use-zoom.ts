import { ZOOM } from '@inroad/contracts/constants';
import { useCallback, useState } from 'react';

const clamp = (value: number) => Math.min(ZOOM.max, Math.max(ZOOM.min, value));

/** Zoom for the image and document viewers: 100% by default, 25% steps, 50% to 300% (spec §4). */
export function useZoom() {
  const [zoom, setZoom] = useState(1);
  // Rounded to the step so repeated float additions never drift off the 25% grid.
  const step = useCallback(
    (direction: 1 | -1) => setZoom((z) => clamp(Math.round((z + direction * ZOOM.step) / ZOOM.step) * ZOOM.step)),
    [],
  );
  return {
    zoom,
    zoomIn: useCallback(() => step(1), [step]),
    zoomOut: useCallback(() => step(-1), [step]),
    reset: useCallback(() => setZoom(1), []),
    canZoomIn: zoom < ZOOM.max,
    canZoomOut: zoom > ZOOM.min,
  };
}

export type Zoom = ReturnType<typeof useZoom>;
