/**
 * The services (./services.ts) through React context: the root provides the page's services, a
 * component test provides services over a fake client. `useServices()` is how a view reaches the
 * actors and the data layer; nothing imports them as module singletons.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { createContext, use, type ReactNode } from "react";
import type { Services } from "./services";

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return (
    <ServicesContext value={services}>
      <QueryClientProvider client={services.queries}>{children}</QueryClientProvider>
    </ServicesContext>
  );
}

export function useServices(): Services {
  const services = use(ServicesContext);
  if (!services) throw new Error("useServices: no <ServicesProvider> above this component");
  return services;
}

/** The app's named calls (data/api.ts), for writes and for reads a view runs itself on an action. */
export const useApi = () => useServices().api;
