import { describe, expect, it } from 'vitest';
import { cameraProblemMessage, cameraProblemOf } from './camera-access.ts';

describe('camera problems', () => {
  it('tells a denied permission from a missing or busy device', () => {
    expect(cameraProblemOf(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('no', 'NotFoundError'))).toBe('missing');
    expect(cameraProblemOf(new DOMException('no', 'NotReadableError'))).toBe('busy');
    expect(cameraProblemOf(new Error('?'))).toBe('other');
  });

  it('says what to allow, without the microphone in silent mode', () => {
    expect(cameraProblemMessage('denied', false)).toContain('Allow camera and microphone access for this site');
    expect(cameraProblemMessage('denied', true)).toContain('Allow camera access for this site');
    expect(cameraProblemMessage('missing', false)).toContain('No camera or microphone was found');
  });
});
