/** Where the caption's middle sits, as a share of the height: below the 55% guide line, clear of the face. */
const CAPTION_CENTRE = 0.72;
const MAX_FONT = 26;
const MIN_FONT = 14;

/** Burns one caption line into the frame: bold white text on a dark band, shrunk to fit the width. */
export function drawCaption(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  text: string,
  width: number,
  height: number,
): void {
  const room = width - 40;
  let size = MAX_FONT;
  context.font = `700 ${size}px sans-serif`;
  while (size > MIN_FONT && context.measureText(text).width > room) {
    size -= 1;
    context.font = `700 ${size}px sans-serif`;
  }
  const textWidth = Math.min(context.measureText(text).width, room);
  const y = height * CAPTION_CENTRE;
  context.fillStyle = 'rgba(0, 0, 0, 0.6)';
  context.fillRect((width - textWidth) / 2 - 10, y - size * 0.8, textWidth + 20, size * 1.6);
  context.fillStyle = '#fff';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, width / 2, y, room);
}
