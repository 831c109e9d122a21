/**
 * The WebSocket channels under the API base (contract `x-websockets`):
 * - `/websocket/{userId}`: notices; the text `HeartBeat` is answered `{"cmd":"heartcheck"}`.
 * - `/vxeSocket/{userId}/{pageId}`: live tables; `heart_beat` is answered, `update_vxe_table` is
 *   relayed to the other sockets of the same page (on every instance), anything else is ignored.
 * The access token arrives as the sub-protocol (echoed back by ws, which accepts the first one);
 * it is checked before the upgrade like X-Access-Token, and its user must be `{userId}`. Each
 * heartbeat checks the session again, so a socket whose session ended (logout, password change,
 * freezing, expiry) is closed within one heartbeat even when no force-logout event reached it.
 * A browser's Origin must be our own or one of CORS_ORIGINS (403 before the upgrade otherwise).
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { createAuthenticate, TOKEN_HEADER } from "../auth/authenticate.js";
import type { AppContext } from "../context.js";
import { forbidden, unauthorized } from "../http/envelope.js";
import { webSocketOriginAllowed } from "../http/security.js";
import { tenantOf } from "../resource/scope.js";
import { CLOSE_SESSION_ENDED, type Peer, type PushHub } from "./push-hub.js";

/** Client messages larger than this close the socket (ws answers 1009). */
export const MAX_CLIENT_MESSAGE = 64 * 1024;

export function registerChannels(api: FastifyInstance, ctx: AppContext, hub: PushHub): void {
  const authenticate = createAuthenticate(ctx);

  /** Before the upgrade: an allowed Origin; the sub-protocol is the token, and it must belong to the path's user. */
  const checkToken = async (req: FastifyRequest): Promise<void> => {
    if (!webSocketOriginAllowed(req, ctx.config.corsOrigins)) throw forbidden(`不允许来自 ${req.headers.origin} 的 WebSocket 连接`);
    const protocols = req.headers["sec-websocket-protocol"];
    const token = (Array.isArray(protocols) ? protocols[0] : protocols)?.split(",")[0]?.trim();
    if (!token) throw unauthorized();
    req.headers[TOKEN_HEADER] = token;
    await authenticate(req);
    if (req.user!.id !== (req.params as { userId: string }).userId) throw unauthorized();
  };

  const peerOf = (ws: WebSocket, req: FastifyRequest): Peer => ({
    id: randomBytes(8).toString("hex"),
    ws,
    userId: req.user!.id,
    tokenHash: req.session!.tokenHash,
  });

  /** Answers a heartbeat while the session lives; closes the socket once it has ended. */
  const heartbeat = (ws: WebSocket, req: FastifyRequest, answer: string): void => {
    ctx.tokens
      .verify(req.accessToken!)
      .then((session) => (session ? ws.send(answer) : ws.close(CLOSE_SESSION_ENDED, "session ended")))
      .catch((e: unknown) => req.log.warn({ err: e }, "push: heartbeat check failed"));
  };

  api.get<{ Params: { userId: string } }>("/websocket/:userId", { websocket: true, preValidation: checkToken }, (ws, req) => {
    const remove = hub.addNotice(peerOf(ws, req));
    ws.on("message", (data, isBinary) => {
      if (!isBinary && data.toString() === "HeartBeat") heartbeat(ws, req, JSON.stringify({ cmd: "heartcheck" }));
    });
    ws.on("close", remove);
  });

  api.get<{ Params: { userId: string; pageId: string } }>("/vxeSocket/:userId/:pageId", { websocket: true, preValidation: checkToken }, (ws, req) => {
    const peer = peerOf(ws, req);
    // Pages are shared within a tenant only.
    const pageId = `${tenantOf(req) ?? 0}/${req.params.pageId}`;
    const remove = hub.addVxe(pageId, peer);
    ws.on("message", (data, isBinary) => {
      if (isBinary) return;
      const text = data.toString();
      let message: { type?: unknown; data?: unknown };
      try {
        message = JSON.parse(text) as typeof message;
      } catch {
        return;
      }
      if (!message || typeof message !== "object") return;
      if (message.type === "heart_beat") {
        heartbeat(ws, req, JSON.stringify({ type: "heart_beat", data: true }));
      } else if (message.type === "update_vxe_table" && isVxeData(message.data)) {
        hub.publish({ k: "vxe", pageId, from: peer.id, text }).catch((e: unknown) => req.log.warn({ err: e }, "push: vxe relay failed"));
      }
    });
    ws.on("close", remove);
  });
}

function isVxeData(data: unknown): boolean {
  return !!data && typeof data === "object" && typeof (data as { socketKey?: unknown }).socketKey === "string";
}
