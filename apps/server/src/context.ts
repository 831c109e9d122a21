/** What every area's handlers receive: configuration, database, clock and the shared services. */
import type { Clock } from "./clock.js";
import type { Config } from "./config.js";
import type { Database, Db } from "./db/database.js";
import type { TokenStore } from "./auth/token-store.js";

export interface Limits {
  /** POST /sys/login per client address per minute (before the per-user/address lockout). */
  loginPerMinute: number;
  /** GET /sys/randomImage per client address per minute. */
  captchaPerMinute: number;
  /** SMS codes issued for one mobile per hour, all purposes together (on top of one per minute and purpose). */
  smsPerMobilePerHour: number;
  /** SMS codes issued to one client address per hour, whatever the mobiles. */
  smsPerAddressPerHour: number;
}

export const DEFAULT_LIMITS: Limits = { loginPerMinute: 30, captchaPerMinute: 60, smsPerMobilePerHour: 5, smsPerAddressPerHour: 20 };

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  tokens: TokenStore;
  limits: Limits;
}
