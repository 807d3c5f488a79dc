import { describe, expect, it } from 'vitest';
import { cameraProblemMessage, cameraProblemOf, openCamera } from './camera-access.ts';

describe('camera problems', () => {
  it('tells a denied permission from a missing or busy device', () => {
    expect(cameraProblemOf(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('no', 'NotFoundError'))).toBe('missing');
    expect(cameraProblemOf(new DOMException('no', 'NotReadableError'))).toBe('busy');
    expect(cameraProblemOf(new Error('?'))).toBe('other');
  });

  it('tells a browser with no camera access at all from a camera that failed', async () => {
    const before = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    try {
      const problem = cameraProblemOf(await openCamera(false).catch((error: unknown) => error));
      expect(problem).toBe('unsupported');
      expect(cameraProblemMessage(problem, false)).toBe(
        'This browser cannot record from a camera. Open Inroad in a current Chrome, Edge, Firefox or Safari.',
      );
    } finally {
      if (before) Object.defineProperty(navigator, 'mediaDevices', before);
      else Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });

  it('says what to allow, without the microphone in silent mode', () => {
    expect(cameraProblemMessage('denied', false)).toContain('Allow camera and microphone access for this site');
    expect(cameraProblemMessage('denied', true)).toContain('Allow camera access for this site');
    expect(cameraProblemMessage('missing', false)).toContain('No camera or microphone was found');
  });
});
