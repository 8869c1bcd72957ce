import { expect, it, jest } from '@jest/globals';
import { SHARE_DATA, shareNatively } from './share';

const data = SHARE_DATA('https://argumenta.example/compartilhado/abc');

it('opens the share sheet where the Web Share API is', async () => {
  const share = jest.fn<(d?: ShareData) => Promise<void>>().mockResolvedValue(undefined);
  expect(await shareNatively(data, { share, canShare: () => true })).toBe('shared');
  expect(share).toHaveBeenCalledWith(data);
  expect(data.text).toContain('24 horas');
});

it('falls back to copying without the API, when the data is refused or the sheet cannot open; not when cancelled', async () => {
  expect(await shareNatively(data, {})).toBe('unavailable');
  expect(await shareNatively(data, undefined)).toBe('unavailable');
  const share = jest.fn<(d?: ShareData) => Promise<void>>().mockResolvedValue(undefined);
  expect(await shareNatively(data, { share, canShare: () => false })).toBe('unavailable');
  expect(share).not.toHaveBeenCalled();
  const refused = jest
    .fn<(d?: ShareData) => Promise<void>>()
    .mockRejectedValue(new DOMException('no activation', 'NotAllowedError'));
  expect(await shareNatively(data, { share: refused })).toBe('unavailable');
  const cancelled = jest
    .fn<(d?: ShareData) => Promise<void>>()
    .mockRejectedValue(new DOMException('closed', 'AbortError'));
  expect(await shareNatively(data, { share: cancelled })).toBe('cancelled');
});
