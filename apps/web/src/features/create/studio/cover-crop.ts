// The part of a recorded frame that covers the final video's canvas (object-fit: cover), cut out of the frame
// before it is drawn: Chromium converts a whole decoded frame to draw any part of it, so drawing a 1280x720 camera
// frame onto the portrait canvas cost about three times as much as drawing only the part that shows.

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Even so that it lines up with 4:2:0 chroma samples, which a cut-out frame (VideoFrame visibleRect) must. */
const even = (value: number) => 2 * Math.floor(value / 2);

/**
 * The centred rectangle of a `width`x`height` frame with the canvas's aspect ratio, at most one pixel off on each
 * edge so that it starts and ends on even pixels.
 */
export function coverCrop(width: number, height: number, canvasWidth: number, canvasHeight: number): Rect {
  const scale = Math.max(canvasWidth / width, canvasHeight / height);
  const cropWidth = Math.max(2, even(Math.min(width, canvasWidth / scale + 1)));
  const cropHeight = Math.max(2, even(Math.min(height, canvasHeight / scale + 1)));
  return { x: even((width - cropWidth) / 2), y: even((height - cropHeight) / 2), width: cropWidth, height: cropHeight };
}
