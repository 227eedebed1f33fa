import { IPC_CHANNELS } from '../../electron/shared/ipc-contract';
import { expect, test } from '../fixtures';

test('the content security policy blocks inline script', async ({ app }) => {
  const ran = await app.page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
});

test('the page cannot reach the network itself', async ({ app }) => {
  const outcome = await app.page.evaluate(async (url) => {
    try {
      await fetch(url);
      return 'fetched';
    } catch {
      return 'blocked';
    }
  }, `${app.service.baseUrl}/api/extranet/rest/articles/checkPrice/900155?sourcelanguage=de`);
  expect(outcome).toBe('blocked');
});

test('the bridge offers named functions only, frozen, with no raw IPC', async ({ app }) => {
  const shape = await app.page.evaluate(() => {
    const bridge = window.priceLookup as unknown as Record<string, unknown>;
    return {
      names: Object.keys(bridge).sort(),
      frozen: Object.isFrozen(bridge),
      allFunctions: Object.values(bridge).every((value) => typeof value === 'function'),
      ipcRenderer: 'ipcRenderer' in window,
      require: 'require' in window,
      process: 'process' in window,
    };
  });
  expect(shape).toEqual({
    names: Object.keys(IPC_CHANNELS).sort(),
    frozen: true,
    allFunctions: true,
    ipcRenderer: false,
    require: false,
    process: false,
  });
});
