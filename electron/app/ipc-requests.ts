import { z } from 'zod';
import { settingsPatchSchema } from '../shared/settings-patch';
import { isSuggestedFileName } from '../shared/file-name';
import { TOKEN_MAX_LENGTH } from '../shared/connection';
import { COUNTRY_CODES } from '../shared/countries';
import { fail, type Result } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import type { BridgeMethod, IpcRequest, IpcResponse } from '../shared/ipc-contract';
import { quoteDocumentRequestSchema } from '../shared/quote/document-request';
import { quotesEditSchema } from '../core/quote-store';
import { lookupRequestSchema } from '../core/recall-store';
import { NO_WINDOW, type IpcCaller } from './ipc-caller';

// Bounds keep a hostile renderer from making main hold huge strings; real input is far shorter.
const text = z.string().max(1_000);
const requestId = z.string().max(100);
const MAX_EXPORT = 20 * 1024 * 1024;
/** A request that carries nothing: the renderer sends `undefined`. */
const nothing = z.undefined();

/**
 * The shape of every IPC request, one entry per method of the contract. Typed against IpcContract,
 * so a method added to the contract without a schema (or a schema that accepts the wrong shape) does
 * not compile. Handlers validate with it before they do anything.
 */
export const IPC_REQUESTS = {
  getState: nothing,
  saveConnection: z.object({
    baseUrl: z.string().max(2_048),
    token: z
      .string()
      .max(TOKEN_MAX_LENGTH * 2)
      .optional(),
  }),
  signIn: z.object({
    baseUrl: z.string().max(2_048),
    user: text,
    password: text,
    staySignedIn: z.boolean(),
  }),
  removeToken: nothing,
  updateSettings: settingsPatchSchema,
  checkPrice: z.object({
    artnr: z.string().max(20_000),
    country: text,
    factor: text.optional(),
    profile: text.optional(),
    requestId: requestId.optional(),
    recent: z.boolean().optional(),
  }),
  priceQuoteLine: z.object({
    quoteId: z.string().min(1).max(64),
    lineId: z.string().min(1).max(64),
    artnr: z.string().max(20_000),
    country: z.enum(COUNTRY_CODES),
    factor: text.nullable(),
    requestId: requestId.optional(),
    recheck: z.boolean().optional(),
  }),
  cancelLookup: z.object({ requestId }),
  openDiagnostics: nothing,
  showInFolder: z.object({ path: z.string().min(1).max(4096) }),
  loadQuotes: nothing,
  saveQuotes: quotesEditSchema,
  copyText: z.object({ text: z.string().max(MAX_EXPORT) }),
  saveCsv: z.object({
    suggestedName: z
      .string()
      .max(200)
      .refine((name) => isSuggestedFileName(name, 'csv')),
    content: z.string().max(MAX_EXPORT),
  }),
  clearLastKnown: nothing,
  loadRecent: nothing,
  clearRecent: nothing,
  loadFavourites: nothing,
  setFavourite: z.intersection(lookupRequestSchema, z.object({ starred: z.boolean() })),
  checkForUpdates: nothing,
  restartToUpdate: nothing,
  saveQuotePdf: quoteDocumentRequestSchema,
  printQuote: quoteDocumentRequestSchema,
  chooseCompanyLogo: nothing,
  removeCompanyLogo: nothing,
  answerProxyLogin: z.union([
    z.object({ id: z.string().max(64), username: z.string().max(1_000), password: z.string().max(1_000) }),
    z.object({ id: z.string().max(64), cancel: z.literal(true) }),
  ]),
} satisfies { [M in BridgeMethod]: z.ZodType<IpcRequest<M>> };

/** What a renderer that sends something else than the contract allows is told. */
function badRequest<T>(): Result<T> {
  return fail('invalid-input', msg('errors.request.notUnderstood'));
}

/**
 * A handler as IPC calls it (`unknown` in) from one that takes the checked request: the request is
 * parsed with its method's schema first, and anything else is answered with invalid-input.
 */
export function accepts<M extends BridgeMethod>(
  method: M,
  handle: (request: IpcRequest<M>, caller: IpcCaller) => Promise<IpcResponse<M>>,
): (request: unknown, caller?: IpcCaller) => Promise<IpcResponse<M>> {
  // Each entry is checked against its method by `satisfies` above; TypeScript cannot follow the index.
  const schema = IPC_REQUESTS[method] as unknown as z.ZodType<IpcRequest<M>>;
  return async (request, caller = NO_WINDOW) => {
    const parsed = schema.safeParse(request);
    return parsed.success ? handle(parsed.data, caller) : badRequest();
  };
}
