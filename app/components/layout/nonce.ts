import { createContext, useContext } from "react";

/** The per-request CSP nonce; the server provides it, the browser never needs it. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
