import { describe, expect, it } from 'vitest';
import { Instruction } from './instruction-payloads.ts';

const SOURCE = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('fetch_source payload', () => {
  it('reads a fetch stored before profiles carried their name: the name is then unknown', () => {
    const stored = Instruction.parse({
      id: 'i1',
      type: 'fetch_source',
      payload: { sourceId: SOURCE, platform: 'linkedin', followedEntityType: 'profile_feed', profileId: 'ACoAAsam' },
    });
    expect(stored.payload).toMatchObject({ profileId: 'ACoAAsam', profileName: null });
  });

  it('carries the name of a profile typed in without its id, so it can be looked up', () => {
    const byName = Instruction.parse({
      id: 'i2',
      type: 'fetch_source',
      payload: {
        sourceId: SOURCE,
        platform: 'linkedin',
        followedEntityType: 'profile_feed',
        profileId: null,
        profileName: ' Ada Example ',
      },
    });
    expect(byName.payload).toMatchObject({ profileId: null, profileName: 'Ada Example' });
  });
});
