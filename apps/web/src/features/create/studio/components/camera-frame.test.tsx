import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appProviders, renderWithProviders } from '../../../../testing/render-app.tsx';
import { CameraFrame } from './camera-frame.tsx';

function frame(props: { recording: boolean; starting: boolean; elapsed: number }) {
  return <CameraFrame stream={null} problem={null} onRetry={() => undefined} {...props} />;
}

describe('the camera frame’s recording badge', () => {
  it('says the take is starting until its first frame, and only then shows the clock', () => {
    const view = renderWithProviders(frame({ recording: true, starting: true, elapsed: 0 }));
    expect(screen.getByText('Starting the recording…')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();

    view.unmount();

    const running = renderWithProviders(frame({ recording: true, starting: false, elapsed: 1.26 }));
    expect(screen.getByRole('timer').textContent?.trim()).toBe('1.3 s');
    // The badge sets its word in capitals; the unit keeps its case ('s', not 'S').
    expect(screen.getByText('1.3 s').style.textTransform).toBe('none');
    running.unmount();

    renderWithProviders(frame({ recording: false, starting: false, elapsed: 1.26 }));
    expect(screen.queryByText(/Recording/)).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('announces only that a take started and stopped, never its ticking clock', () => {
    // Rendered with the providers as a wrapper, so a rerender keeps them.
    const view = render(frame({ recording: false, starting: false, elapsed: 0 }), { wrapper: appProviders() });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    view.rerender(frame({ recording: true, starting: true, elapsed: 0 }));
    expect(screen.getByRole('status').textContent).toBe('Recording started');
    for (const elapsed of [0.1, 0.2, 1.5]) {
      view.rerender(frame({ recording: true, starting: false, elapsed }));
      expect(screen.getByRole('status').textContent).toBe('Recording started');
    }
    // The clock is a timer, which a screen reader does not read out as it changes.
    expect(screen.getByRole('timer').textContent?.trim()).toBe('1.5 s');
    expect(status.contains(screen.getByRole('timer'))).toBe(false);

    view.rerender(frame({ recording: false, starting: false, elapsed: 1.5 }));
    expect(screen.getByRole('status').textContent).toBe('Recording stopped');
    // The same region throughout: one that appears with its words may not be read at all.
    expect(screen.getByRole('status')).toBe(status);
  });
});
