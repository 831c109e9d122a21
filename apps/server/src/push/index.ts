/**
 * Real-time push: `registerPush(app, ctx)` (called by buildApp) adds @fastify/websocket, the two
 * channels under the API base and the instance's LISTEN; handlers reach the hub with `pushHub(ctx)`.
 */
import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { MAX_CLIENT_MESSAGE, registerChannels } from "./channels.js";
import { PushHub } from "./push-hub.js";

export { PushHub } from "./push-hub.js";
export type { NoticePush } from "./messages.js";

const hubs = new WeakMap<AppContext, PushHub>();

/** The push hub of this app (one per AppContext). */
export function pushHub(ctx: AppContext, log?: FastifyInstance["log"]): PushHub {
  let hub = hubs.get(ctx);
  if (!hub) {
    hub = new PushHub(ctx.database, log);
    hubs.set(ctx, hub);
  }
  return hub;
}

export async function registerPush(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const hub = pushHub(ctx, app.log);
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE } });
  await app.register(async (api) => registerChannels(api, ctx, hub), { prefix: ctx.config.apiBase });
  await hub.start();
  app.addHook("onClose", () => hub.stop());
}
