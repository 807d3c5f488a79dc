// Camera and microphone access for the studio. The spec only logs a failure (§8); the user is told what to allow.

export type CameraProblem = 'denied' | 'missing' | 'busy' | 'unsupported' | 'other';

export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  // openCamera's own error for a browser (or an insecure page) with no camera access at all.
  if (name === 'Unsupported') return 'unsupported';
  return 'other';
}

/**
 * Why a camera or microphone stopped in the middle of a session: its permission was withdrawn, or else the device is
 * gone (unplugged, or taken by the system). A browser that cannot be asked about a permission counts as allowing it.
 */
export async function lostDeviceProblem(silent: boolean): Promise<CameraProblem> {
  const permissions: PermissionName[] = silent ? ['camera'] : ['camera', 'microphone'];
  for (const name of permissions) {
    try {
      if ((await navigator.permissions.query({ name })).state === 'denied') return 'denied';
    } catch {
      // Some browsers do not know these permission names and refuse the question.
    }
  }
  return 'missing';
}

/** What to do about it, naming the devices this take needs. */
export function cameraProblemMessage(problem: CameraProblem, silent: boolean): string {
  const devices = silent ? 'camera' : 'camera and microphone';
  switch (problem) {
    case 'denied':
      return `Inroad is not allowed to use your ${devices}. Allow ${devices} access for this site in your browser (the icon in the address bar), then choose Try again.`;
    case 'missing':
      return `No ${silent ? 'camera' : 'camera or microphone'} was found. Connect a ${silent ? 'camera' : 'camera and a microphone'}, then choose Try again.`;
    case 'busy':
      return `Your ${devices} is in use by another app or tab. Close it there, then choose Try again.`;
    case 'unsupported':
      return 'This browser cannot record from a camera. Open Inroad in a current Chrome, Edge, Firefox or Safari.';
    default:
      return `Your ${devices} could not be started. Check that ${silent ? 'it is' : 'they are'} connected and allowed, then choose Try again.`;
  }
}

/** The camera (portrait, facing the user) and, unless silent, the microphone. */
export async function openCamera(silent: boolean): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) {
    throw Object.assign(new Error('getUserMedia is missing'), { name: 'Unsupported' });
  }
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
    audio: silent ? false : { echoCancellation: true, noiseSuppression: true },
  });
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
