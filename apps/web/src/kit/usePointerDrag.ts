/**
 * A pointer drag on one element (mouse, pen or touch): pressed with the primary button, the
 * element captures the pointer, so its moves and release reach it wherever the pointer goes; each
 * move reports how far the pointer is from where it was pressed. The advanced query window's
 * header and the drag-to-verify slider use it.
 *
 * The drag lives in a ref, which the handlers read: a pointer's moves and release may be handled
 * before the re-render that follows its press (a busy main thread), and a handler closing over
 * render state would still see "not dragging" then. `active`, the same drag as state, is for
 * rendering only.
 */
import { useRef, useState, type PointerEvent } from "react";

export interface PointerDragOptions<S> {
  /** The press: the drag's own data (what the moves need), or null to leave the press alone. */
  start: (e: PointerEvent<HTMLElement>) => S | null;
  /** A move, (dx, dy) from the press; true ends the drag there (its release is then ignored). */
  move: (drag: S, dx: number, dy: number) => boolean | void;
  /** The drag ended by a release (or a cancelled pointer), not by `move`. */
  end?: (drag: S) => void;
}

interface Drag<S> {
  pointerId: number;
  x: number;
  y: number;
  data: S;
}

export function usePointerDrag<S>({ start, move, end }: PointerDragOptions<S>) {
  const drag = useRef<Drag<S> | null>(null);
  const [active, setActive] = useState<S | null>(null);
  const finish = () => {
    drag.current = null;
    setActive(null);
  };
  const release = (e: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (current?.pointerId !== e.pointerId) return;
    finish();
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    end?.(current.data);
  };

  const handlers = {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (e.button !== 0 || drag.current) return;
      const data = start(e);
      if (data === null) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      drag.current = { pointerId: e.pointerId, x: e.clientX, y: e.clientY, data };
      setActive(data);
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (current?.pointerId !== e.pointerId) return;
      if (move(current.data, e.clientX - current.x, e.clientY - current.y) === true) finish();
    },
    onPointerUp: release,
    onPointerCancel: release,
  };
  return { active, handlers };
}
