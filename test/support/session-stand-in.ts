type Listener = (...args: unknown[]) => unknown;

/**
 * A session made by session.fromPartition, as the stand-in of `electron` gives it: docs/api/session.md
 * (the same session for the same name) and docs/api/web-request.md (only the last listener is used).
 * It keeps its handlers so a test can call them as Chromium would.
 */
export function createSessionStandIn(partition: string, record: (api: string, ...args: unknown[]) => void) {
  const made = {
    partition,
    beforeRequest: null as Listener | null,
    permissionRequestHandler: null as Listener | null,
    permissionCheckHandler: null as Listener | null,
    /** docs/api/protocol.md: a protocol handled on this session serves only the windows of its partition. */
    protocolHandlers: new Map<string, (request: Request) => Response | Promise<Response>>(),
    protocol: {
      handle: (scheme: string, handler: (request: Request) => Response | Promise<Response>) => {
        record('session.protocol.handle', partition, scheme);
        made.protocolHandlers.set(scheme, handler);
      },
    },
    webRequest: {
      onBeforeRequest: (listener: Listener) => {
        record('session.webRequest.onBeforeRequest', partition);
        made.beforeRequest = listener;
      },
    },
    setPermissionRequestHandler: (handler: Listener) => {
      record('session.setPermissionRequestHandler', partition);
      made.permissionRequestHandler = handler;
    },
    setPermissionCheckHandler: (handler: Listener) => {
      record('session.setPermissionCheckHandler', partition);
      made.permissionCheckHandler = handler;
    },
  };
  return made;
}

export type StandInSession = ReturnType<typeof createSessionStandIn>;
