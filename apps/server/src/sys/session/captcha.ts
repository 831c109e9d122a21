/** GET /sys/randomImage/{key}: a captcha picture for the client's check key; GET /sys/loginConfig: whether the login page needs it. */
import type { AppContext } from "../../context.js";
import { badRequest, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { captchaDataUrl } from "./captcha-image.js";
import { CaptchaStore, CHECK_KEY } from "./captcha-store.js";

export function registerCaptcha(handlers: HandlerRegistry, ctx: AppContext, captchas: CaptchaStore): void {
  handlers.define(
    "sysRandomImage",
    async (req, reply) => {
      const key = req.params.key;
      if (!CHECK_KEY.test(key)) throw badRequest("参数错误：验证码 key 须为 1–64 个可见 ASCII 字符");
      const code = await captchas.issue(key);
      reply.header("cache-control", "no-store");
      return ok(captchaDataUrl(code));
    },
    { rateLimit: { max: ctx.limits.captchaPerMinute, timeWindow: 60_000 } },
  );
  handlers.define("sysLoginConfig", async () => ok({ captcha: ctx.config.loginCaptcha, register: ctx.config.allowRegister }));
}
