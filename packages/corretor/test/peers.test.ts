import { describe, expect, test } from '@jest/globals';
import { withPeerFeatures } from '../src/lab/features.js';
import { peerShift } from '../src/lab/evaluation.js';

describe('peers of the same proposal (lab option, off in the shipped model)', () => {
  const peers = { shrink: 0.5, shrinks: [0, 0.5], min: 3, means: [100, 100, 100, 100, 100], thresholds: [] };
  test('peerShift moves by shrink × the gap of the proposal mean, and not at all with fewer than min other essays', () => {
    const proposal = [120, 130, 140, 150].map((v) => [v, v, v, v, v]);
    // Mean 135, 35 above the training mean: half of it taken off.
    expect(peerShift(peers, proposal)).toEqual([-17.5, -17.5, -17.5, -17.5, -17.5]);
    expect(peerShift(peers, proposal.slice(0, 3))).toBeUndefined();
    expect(peerShift({ ...peers, shrink: 0 }, proposal)).toBeUndefined();
    expect(peerShift(undefined, proposal)).toBeUndefined();
  });
  test('withPeerFeatures: value less the proposal mean, 0 for a proposal with too few other essays', () => {
    const rows = [1, 2, 3, 6, 10].map((v) => ({ log_words: v, mattr: 0.5 }));
    const out = withPeerFeatures(rows, ['a', 'a', 'a', 'a', 'b'], 3);
    expect(out.map((r) => r.peer_log_words)).toEqual([-2, -1, 0, 3, 0]);
    expect(out.map((r) => r.peer_mattr)).toEqual([0, 0, 0, 0, 0]);
    expect(out[0]!.log_words).toBe(1);
  });
});
