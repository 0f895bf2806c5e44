/** The request's CSP nonce, for every <script> the app renders itself (JSON-LD, Remix's scripts). */
import { createContext, useContext } from "react";

export const NonceContext = createContext<string>("");

export function useNonce() {
  return useContext(NonceContext);
}
