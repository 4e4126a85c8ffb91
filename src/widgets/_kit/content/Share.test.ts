import { describe, expect, it, vi } from 'vitest';
import { share } from './Share';

const TEXTS = { copied: 'copied', failed: 'failed' };
const DATA = { title: 'Ахборот', url: 'https://efir.example/uz/news/x/' };

describe('share', () => {
  it('uses the Web Share API when there is one, and copies nothing', async () => {
    const said = vi.fn();
    const writeText = vi.fn(async () => undefined);
    const webShare = vi.fn(async () => undefined);
    await share(DATA, { share: webShare, clipboard: { writeText } } as never, said, TEXTS);
    expect(webShare).toHaveBeenCalledWith(DATA);
    expect(writeText).not.toHaveBeenCalled();
    expect(said).not.toHaveBeenCalled();
  });

  it('says nothing when the visitor cancels the share sheet', async () => {
    const said = vi.fn();
    const writeText = vi.fn(async () => undefined);
    const cancelled = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    await share(DATA, { share: cancelled, clipboard: { writeText } } as never, said, TEXTS);
    expect(writeText).not.toHaveBeenCalled();
    expect(said).not.toHaveBeenCalled();
  });

  it('copies the address where sharing is refused or absent, and says so', async () => {
    for (const webShare of [
      undefined,
      vi.fn(async () => {
        throw new DOMException('not allowed', 'NotAllowedError');
      }),
    ]) {
      const said = vi.fn();
      const writeText = vi.fn(async () => undefined);
      await share(DATA, { share: webShare, clipboard: { writeText } } as never, said, TEXTS);
      expect(writeText).toHaveBeenCalledWith(DATA.url);
      expect(said).toHaveBeenCalledWith('copied', 'success');
    }
  });

  it('says it failed when the clipboard refuses or is missing', async () => {
    const said = vi.fn();
    await share(
      DATA,
      { clipboard: { writeText: async () => Promise.reject(new Error('no')) } } as never,
      said,
      TEXTS,
    );
    expect(said).toHaveBeenCalledWith('failed', 'error');
    const again = vi.fn();
    await share(DATA, {} as never, again, TEXTS);
    expect(again).toHaveBeenCalledWith('failed', 'error');
  });
});
