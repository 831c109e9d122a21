/**
 * `npm start`: read the configuration (fail fast), migrate, seed, serve, print the banner, and
 * stop gracefully on SIGINT/SIGTERM (in-flight requests finish, then the database closes; a second
 * signal or 10 seconds force the exit).
 */
import { formatBanner } from "./banner.js";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { startServer, type RunningServer } from "./server.js";

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`${e.message}\nThe server was not started.`);
      process.exit(1);
    }
    throw e;
  }

  let server: RunningServer;
  try {
    server = await startServer(config);
  } catch (e) {
    console.error(`The server could not start: ${(e as Error).message}`);
    process.exit(1);
  }
  console.log(formatBanner(server, config));

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      server.app.log.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    stopping = true;
    server.app.log.info({ signal }, "shutting down: finishing in-flight requests, then closing the database");
    setTimeout(() => {
      server.app.log.error("shutdown took too long: exiting");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    server.close().then(
      () => {
        server.app.log.info("stopped");
        process.exit(0);
      },
      (err: unknown) => {
        server.app.log.error({ err }, "error while stopping");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

void main();
