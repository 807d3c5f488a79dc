import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/render-app.tsx';
import { RecordingStudio } from './recording-studio.tsx';

// happy-dom has no camera, no MediaRecorder and no WebCodecs: the browser's answers are given here, the studio's own
// code is real. The encoders are only there to be found; no test records a take with them.
const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();

beforeEach(() => {
  // The studio logs each camera failure (§8) as well as showing it.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('MediaRecorder', { isTypeSupported: (type: string) => type.startsWith('video/webm') });
  vi.stubGlobal('VideoEncoder', class {});
  vi.stubGlobal('AudioEncoder', class {});
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  getUserMedia.mockReset();
});

function renderStudio(script = 'Forecasts slip every quarter. Price the slipped quarter first! #sales') {
  renderWithProviders(<RecordingStudio script={script} onComplete={() => undefined} onClose={() => undefined} />);
  return screen.getByRole('dialog', { name: 'Recording Studio' });
}

/** A device's track: `end` is the device unplugged or its permission withdrawn. */
function fakeTrack(kind: 'video' | 'audio') {
  const ended: (() => void)[] = [];
  const track = {
    kind,
    stop: vi.fn(),
    getSettings: () => ({}),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'ended') ended.push(listener);
    },
  };
  const end = () => {
    act(() => {
      for (const listener of ended) listener();
    });
  };
  return { track: track as unknown as MediaStreamTrack, stop: track.stop, end };
}

/** The camera and microphone as getUserMedia gives them (a MediaStream, which the preview takes). */
function cameraStream() {
  const camera = fakeTrack('video');
  const microphone = fakeTrack('audio');
  const tracks = [camera.track, microphone.track];
  const stream = Object.assign(new MediaStream(tracks), { getTracks: () => tracks });
  return { stream, camera, microphone };
}

const recordButton = (studio: HTMLElement) => within(studio).getByRole('button', { name: 'Record' });
const canRecord = async (studio: HTMLElement) =>
  waitFor(() => expect(recordButton(studio).hasAttribute('disabled')).toBe(false));

describe('the Recording Studio without a usable camera', () => {
  it('says what to allow when access is denied, and what to connect when nothing is found', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    const studio = renderStudio();
    const alert = await within(studio).findByRole('alert');
    expect(within(alert).getByText('Camera unavailable')).toBeTruthy();
    expect(alert.textContent).toContain(
      'Inroad is not allowed to use your camera and microphone. Allow camera and microphone access for this site',
    );
    expect(getUserMedia.mock.calls[0]?.[0]).toMatchObject({ video: expect.anything(), audio: expect.anything() });
    // Nothing to record from: no blank preview to press Record on, and no guide lines across the message.
    expect(within(studio).queryByLabelText('Your camera')).toBeNull();
    expect(studio.querySelectorAll('[data-guide-line]')).toHaveLength(0);
    expect(within(studio).getByRole('button', { name: 'Record' }).hasAttribute('disabled')).toBe(true);

    getUserMedia.mockRejectedValueOnce(new DOMException('Requested device not found', 'NotFoundError'));
    fireEvent.click(within(studio).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(studio).getByRole('alert').textContent).toContain(
        'No camera or microphone was found. Connect a camera and a microphone, then choose Try again.',
      ),
    );
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('asks only for the camera in silent mode, and names only the camera', async () => {
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    const studio = renderStudio();
    await within(studio).findByRole('alert');
    fireEvent.click(within(studio).getByText('Silent mode'));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
    expect(getUserMedia.mock.calls[1]?.[0]).toMatchObject({ audio: false });
    await waitFor(() =>
      expect(within(studio).getByRole('alert').textContent).toContain(
        'Inroad is not allowed to use your camera. Allow camera access for this site',
      ),
    );
  });
});

describe('the Recording Studio when the camera goes away', () => {
  it('shows the camera’s problem with Try again when a track ends, and records again after Try again', async () => {
    const first = cameraStream();
    getUserMedia.mockResolvedValueOnce(first.stream);
    const studio = renderStudio();
    await canRecord(studio);

    first.camera.end();
    const alert = await within(studio).findByRole('alert');
    expect(within(alert).getByText('Camera unavailable')).toBeTruthy();
    expect(alert.textContent).toContain('No camera or microphone was found. Connect a camera and a microphone');
    expect(recordButton(studio).hasAttribute('disabled')).toBe(true);
    // The microphone still working is let go with the camera.
    expect(first.microphone.stop).toHaveBeenCalled();

    const second = cameraStream();
    getUserMedia.mockResolvedValueOnce(second.stream);
    fireEvent.click(within(studio).getByRole('button', { name: 'Try again' }));
    await canRecord(studio);
    expect(within(studio).queryByRole('alert')).toBeNull();
    expect(within(studio).getByLabelText('Your camera')).toBeTruthy();

    // A permission withdrawn ends the tracks too: the user is told what to allow.
    vi.spyOn(navigator.permissions, 'query').mockResolvedValue({ state: 'denied' } as PermissionStatus);
    second.microphone.end();
    await waitFor(() =>
      expect(within(studio).getByRole('alert').textContent).toContain(
        'Inroad is not allowed to use your camera and microphone.',
      ),
    );
    expect(second.camera.stop).toHaveBeenCalled();
    expect(within(studio).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the Recording Studio in a browser that cannot encode the video', () => {
  it('says no supported video format is found when there is no video encoder, without asking for the camera', () => {
    vi.stubGlobal('VideoEncoder', undefined);
    const studio = renderStudio();
    expect(within(studio).getByRole('alert').textContent).toBe('No supported video format found');
    expect(within(studio).queryByRole('button', { name: 'Record' })).toBeNull();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('says so at Record when the microphone’s sound cannot be encoded', async () => {
    vi.stubGlobal('AudioEncoder', undefined);
    getUserMedia.mockResolvedValueOnce(cameraStream().stream);
    const studio = renderStudio();
    await canRecord(studio);
    fireEvent.click(recordButton(studio));
    expect((await within(studio).findByRole('alert')).textContent).toBe('No supported video format found');
    // No take started: Record is still there to press, with no Stop.
    expect(within(studio).queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(recordButton(studio).hasAttribute('disabled')).toBe(false);
  });
});

describe('the Recording Studio’s script', () => {
  it('shows the sections of the script, and shows the script in the studio when pop-ups are blocked', async () => {
    getUserMedia.mockReturnValue(new Promise<MediaStream>(() => undefined));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const studio = renderStudio();
    const sections = within(within(studio).getByRole('list', { name: 'Sections' })).getAllByRole('listitem');
    expect(sections.map((item) => item.textContent)).toEqual([
      '1. Forecasts slip every quarter.Pending',
      '2. Price the slipped quarter first!Pending',
    ]);
    fireEvent.click(within(studio).getByRole('button', { name: 'Pop out script' }));
    expect(open).toHaveBeenCalledWith('', 'inroad-script', 'popup,width=500,height=300');
    const notice = within(studio).getByText('The browser blocked the script window, so the script shows here.');
    expect(notice.getAttribute('role')).toBe('status');
    const script = within(studio).getByRole('region', { name: 'Script' });
    expect(script.textContent).toBe('Forecasts slip every quarter.');
    // The section chosen is the one the script shows.
    fireEvent.click(within(sections[1] as HTMLElement).getByRole('button'));
    expect(within(studio).getByRole('region', { name: 'Script' }).textContent).toBe('Price the slipped quarter first!');
  });
});
