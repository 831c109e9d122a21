/**
 * Runs a WebSocket channel for a machine's callback actor. The opener answers the channel, or a
 * promise of it: the console loads the socket code (the SDK's channels and reconnecting-websocket)
 * on first use, so that its login route does not carry them. Nothing is started once the actor has
 * stopped, and a channel that could not be opened (its code failed to load) is reported through
 * `failed`.
 */
export type ChannelOpener<C> = () => C | Promise<C>;

/** Calls `use` with the channel (at once or when it arrives) and answers the actor's cleanup. */
export function runChannel<C>(open: ChannelOpener<C>, use: (channel: C) => () => void, failed: () => void): () => void {
  const opened = open();
  if (!(opened instanceof Promise)) return use(opened);
  let active = true;
  let stop: (() => void) | undefined;
  opened.then(
    (channel) => {
      if (active) stop = use(channel);
    },
    () => {
      if (active) failed();
    },
  );
  return () => {
    active = false;
    stop?.();
  };
}
