export type Unsubscribe = () => void;

/** A minimal typed event emitter; `E` maps event names to payloads. */
export class Emitter<E extends object> {
  private readonly listeners = new Map<keyof E, Set<(payload: never) => void>>();

  on<K extends keyof E>(type: K, listener: (payload: E[K]) => void): Unsubscribe {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
    return () => void set.delete(listener);
  }

  emit<K extends keyof E>(type: K, payload: E[K]): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) {
      try {
        (listener as (payload: E[K]) => void)(payload);
      } catch (error) {
        // A failing listener must not derail the socket logic; the error is still reported.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}
