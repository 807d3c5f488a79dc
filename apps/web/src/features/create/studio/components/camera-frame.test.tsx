import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../testing/render-app.tsx';
import { CameraFrame } from './camera-frame.tsx';

function frame(props: { recording: boolean; starting: boolean; elapsed: number }) {
  return <CameraFrame stream={null} problem={null} onRetry={() => undefined} {...props} />;
}

describe('the camera frame’s recording badge', () => {
  it('says the take is starting until its first frame, and only then shows the clock', () => {
    const view = renderWithProviders(frame({ recording: true, starting: true, elapsed: 0 }));
    expect(screen.getByRole('status').textContent).toBe('Starting the recording…');
    expect(screen.queryByText(/^Recording/)).toBeNull();

    view.unmount();

    const running = renderWithProviders(frame({ recording: true, starting: false, elapsed: 1.26 }));
    expect(screen.getByRole('status').textContent).toBe('Recording 1.3 s');
    // The badge sets its word in capitals; the unit keeps its case ('s', not 'S').
    expect(screen.getByText('1.3 s').style.textTransform).toBe('none');
    running.unmount();

    renderWithProviders(frame({ recording: false, starting: false, elapsed: 1.26 }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
