import { describe, expect, it } from 'vitest';
import { IPC_CHANNELS } from '../shared/ipc-contract';
import { createBridge } from './bridge';

describe('createBridge', () => {
  it('exposes one named function per contract entry, each on its own channel', async () => {
    const sent: [string, unknown][] = [];
    const bridge = createBridge(async (channel, request) => {
      sent.push([channel, request]);
      return { ok: true, value: null };
    });
    expect(Object.keys(bridge).sort()).toEqual(Object.keys(IPC_CHANNELS).sort());
    await bridge.checkPrice({ artnr: '900155', country: 'at' });
    await bridge.getState();
    expect(sent).toEqual([
      ['price-lookup:check-price', { artnr: '900155', country: 'at' }],
      ['price-lookup:get-state', undefined],
    ]);
  });

  it('cannot be changed by the page', () => {
    const bridge = createBridge(async () => null);
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('has no way to read the token', () => {
    for (const name of Object.keys(createBridge(async () => null))) expect(name).not.toMatch(/^(get|read|load)\w*token/i);
  });
});
