import { lazyScreen } from './lazyScreens';

const Page = () => null;

describe('lazyScreen', () => {
  it('fetches once however often it is preloaded', async () => {
    const load = jest.fn(async () => Page);
    const screen = lazyScreen(load);
    const [a, b] = await Promise.all([screen.preload(), screen.preload()]);
    expect(a).toBe(Page);
    expect(b).toBe(Page);
    await screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failure, so a later visit can succeed', async () => {
    const load = jest
      .fn<Promise<typeof Page>, []>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValueOnce(Page);
    const screen = lazyScreen(load);
    await expect(screen.preload()).rejects.toThrow('network down');
    await expect(screen.preload()).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
