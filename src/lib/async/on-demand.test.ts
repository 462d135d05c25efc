import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('shares one request between preload and load', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'form' }));
    const form = onDemand(load);
    form.preload();
    expect(await form.load()).toEqual({ name: 'form' });
    expect(await form.load()).toEqual({ name: 'form' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load instead of replaying the failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    const form = onDemand(load);
    await expect(form.load()).rejects.toThrow('Failed to fetch');
    expect(await form.load()).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a failed preload go unnoticed and the next load retry', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const form = onDemand(load);
    form.preload();
    await Promise.resolve();
    await Promise.resolve();
    expect(await form.load()).toBe('module');
  });
});
