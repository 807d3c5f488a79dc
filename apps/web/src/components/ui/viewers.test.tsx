import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { DocumentViewer } from './document-viewer.tsx';
import { ImageViewer } from './image-viewer.tsx';

const IMAGES = [
  'https://media.example.com/1.jpg',
  'https://media.example.com/2.jpg',
  'https://media.example.com/3.jpg',
];

function Viewer({ onClose = () => undefined, start = 0 }: { onClose?: () => void; start?: number }) {
  const [index, setIndex] = useState<number | null>(start);
  return (
    <ImageViewer
      images={IMAGES}
      index={index}
      onIndexChange={setIndex}
      onClose={() => {
        setIndex(null);
        onClose();
      }}
      alt="Slide"
    />
  );
}

const shown = () => screen.getByRole('img').getAttribute('src');
const key = (k: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key: k });
const zoomLabel = () => screen.getByTitle('Reset zoom to 100%').textContent;

describe('ImageViewer', () => {
  it('moves with the arrow keys, wrapping around at both ends', () => {
    renderWithProviders(<Viewer />);
    expect(shown()).toBe(IMAGES[0]);
    key('ArrowLeft');
    expect(shown()).toBe(IMAGES[2]);
    key('ArrowRight');
    expect(shown()).toBe(IMAGES[0]);
    key('ArrowRight');
    key('ArrowRight');
    expect(shown()).toBe(IMAGES[2]);
    expect(screen.getByText('Image 3 of 3')).toBeTruthy();
  });

  it('shows the key hints, which also work as buttons, and Esc closes', () => {
    const onClose = vi.fn();
    renderWithProviders(<Viewer onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '→ Next' }));
    expect(shown()).toBe(IMAGES[1]);
    fireEvent.click(screen.getByRole('button', { name: '← Previous' }));
    expect(shown()).toBe(IMAGES[0]);
    expect(screen.getByRole('button', { name: 'ESC Close' })).toBeTruthy();

    key('Escape');
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('zooms from 50% to 300% in 25% steps, and the percentage resets to 100%', () => {
    renderWithProviders(<Viewer />);
    expect(zoomLabel()).toBe('100%');
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });

    fireEvent.click(zoomIn);
    expect(zoomLabel()).toBe('125%');
    for (let i = 0; i < 12; i++) fireEvent.click(zoomIn);
    expect(zoomLabel()).toBe('300%');
    expect(zoomIn.hasAttribute('disabled')).toBe(true);

    for (let i = 0; i < 20; i++) fireEvent.click(zoomOut);
    expect(zoomLabel()).toBe('50%');
    expect(zoomOut.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('img').getAttribute('data-zoom')).toBe('0.5');

    fireEvent.click(screen.getByRole('button', { name: '50%' }));
    expect(zoomLabel()).toBe('100%');
  });

  it('starts every image at 100%', () => {
    renderWithProviders(<Viewer />);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    key('ArrowRight');
    expect(zoomLabel()).toBe('100%');
  });
});

describe('DocumentViewer', () => {
  it("embeds the PDF under 'Full Document' with zoom and reset", () => {
    renderWithProviders(<DocumentViewer url="https://media.example.com/deck.pdf" onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Full Document' })).toBeTruthy();
    const frame = screen.getByTitle('Full document');
    expect(frame.getAttribute('src')).toBe('https://media.example.com/deck.pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(zoomLabel()).toBe('75%');
    expect(frame.style.width).toBe('75%');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoomLabel()).toBe('125%');
    fireEvent.click(screen.getByRole('button', { name: '125%' }));
    expect(zoomLabel()).toBe('100%');
  });

  it('sandboxes the frame: the document can neither navigate Inroad nor open windows or post forms', () => {
    renderWithProviders(<DocumentViewer url="https://media.example.com/deck.pdf" onClose={() => undefined} />);
    const sandbox = screen.getByTitle('Full document').getAttribute('sandbox');
    expect(sandbox).not.toBeNull();
    for (const token of ['allow-top-navigation', 'allow-popups', 'allow-forms', 'allow-modals']) {
      expect(sandbox).not.toContain(token);
    }
    const open = screen.getByRole('link', { name: 'Open the document in a new tab' });
    expect(open.getAttribute('href')).toBe('https://media.example.com/deck.pdf');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('stays closed without a document', () => {
    renderWithProviders(<DocumentViewer url={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
