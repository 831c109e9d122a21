// Type-checks the README's SDK example (compiled by `npm run typecheck`, never run).
import { createClient, saveLogin, getDictItems } from "../src/index.js";

export async function readmeExample(password: string, captcha: string, checkKey: string) {
  const api = createClient({ baseUrl: "/qt", locale: "zh-CN", onSessionExpired: () => location.reload() });
  const login = await api.unwrap(api.POST("/sys/login", { body: { username: "admin", password, captcha, checkKey } }));
  if (!login.ok) throw new Error(login.error.message);
  saveLogin(api.store, login.result);
  const users = await api.unwrap(api.GET("/sys/user/list", { params: { query: { pageNo: 1, pageSize: 10, realname: "*张*" } } }));
  const sexes = await getDictItems(api, "sex");
  return { users, sexes };
}
