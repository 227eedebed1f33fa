import type { z } from 'zod';
import { fail, type Result } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import { IPC_METHODS, type BridgeMethod, type IpcRequest, type IpcResponse } from '../shared/ipc-contract';
import { NO_WINDOW, type IpcCaller } from './ipc-caller';

/** What a renderer that sends something else than the contract allows is told. */
function badRequest<T>(): Result<T> {
  return fail('invalid-input', msg('errors.request.notUnderstood'));
}

/**
 * A handler as IPC calls it (`unknown` in) from one that takes the checked request: the request is
 * parsed with its method's schema (`IPC_METHODS`) first, and anything else is answered with invalid-input.
 */
export function accepts<M extends BridgeMethod>(
  method: M,
  handle: (request: IpcRequest<M>, caller: IpcCaller) => Promise<IpcResponse<M>>,
): (request: unknown, caller?: IpcCaller) => Promise<IpcResponse<M>> {
  // TypeScript cannot follow the index from a method to its own schema.
  const schema = IPC_METHODS[method].request as unknown as z.ZodType<IpcRequest<M>>;
  return async (request, caller = NO_WINDOW) => {
    const parsed = schema.safeParse(request);
    return parsed.success ? handle(parsed.data, caller) : badRequest();
  };
}
