// Replaced at build time (scripts/build-node.mjs) by PRICE_LOOKUP_UPDATE_PUBLIC_KEY; never set in tests.
declare const __PRICE_LOOKUP_UPDATE_PUBLIC_KEY__: string | undefined;

/**
 * The publisher's Ed25519 public key (PEM) built into the main bundle, which sits in the asar whose
 * integrity Electron checks (electronFuses): an update is installed only with a signature by its private
 * key. Null in a build made without PRICE_LOOKUP_UPDATE_PUBLIC_KEY: then updates are off.
 */
export const BUILT_IN_UPDATE_PUBLIC_KEY: string | null =
  typeof __PRICE_LOOKUP_UPDATE_PUBLIC_KEY__ === 'string' && __PRICE_LOOKUP_UPDATE_PUBLIC_KEY__.trim() !== ''
    ? __PRICE_LOOKUP_UPDATE_PUBLIC_KEY__
    : null;
