/** The deployment check's call (the /test/home page; see ./api.ts for the conventions). */
import type { QtClient } from "@qt/sdk";

export function deploymentCalls(client: QtClient) {
  return {
    /**
     * What `<API base>/health` answers, as text (a 503's body too), or the failure's text. A plain
     * request, not a call of the API client: the load balancers' check takes no token and no envelope.
     */
    health: (): Promise<string> =>
      fetch(`${client.baseUrl}/health`, { cache: "no-store" })
        .then((res) => res.text())
        .catch((error: unknown) => String(error)),
  };
}
