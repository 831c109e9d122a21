/**
 * Chakra's provider for the parts of the console that use Chakra (the main layout, the toasts and
 * dialog, the blank pages other than the login ones). It is not in App.tsx, so that the login
 * route, styled with plain CSS, does not load Chakra at all (issue #5 "login route bundle budget").
 * Several scopes may be mounted at once (main layout + toasts); each one carries the same system.
 */
import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { system } from "./theme";

export default function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
