/**
 * Moves a floating window by its header: pointer drag on the header (usePointerDrag), arrow keys
 * on its focusable handle (10 px, 50 px with Shift). The window is shifted with the CSS `translate` property, which
 * adds to the dialog's own open animation instead of fighting it. At least a strip of the window
 * stays inside the viewport, so it can always be dragged back.
 */
import { useState, type KeyboardEvent, type RefObject } from "react";
import { usePointerDrag } from "../usePointerDrag";

const KEEP = 80; // px of the window that stay on screen
const STEP = 10;

export interface Offset {
  x: number;
  y: number;
}

export function useDrag(windowRef: RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });

  /** The offset moved by (dx, dy) from `from`, kept so that the window does not leave the screen. */
  const clamp = (from: Offset, current: Offset, dx: number, dy: number): Offset => {
    const rect = windowRef.current?.getBoundingClientRect();
    if (!rect) return { x: from.x + dx, y: from.y + dy };
    // the window's position without the current offset
    const left = rect.left - current.x;
    const top = rect.top - current.y;
    const x = Math.min(Math.max(from.x + dx, KEEP - rect.width - left), window.innerWidth - KEEP - left);
    const y = Math.min(Math.max(from.y + dy, -top), window.innerHeight - KEEP / 2 - top);
    return { x, y };
  };

  const { handlers: handle } = usePointerDrag<Offset>({
    // the header's buttons (close) keep their clicks
    start: (e) => ((e.target as HTMLElement).closest("[data-no-drag]") ? null : offset),
    move: (from, dx, dy) => void setOffset((current) => clamp(from, current, dx, dy)),
  });

  /** Arrow keys on the focusable handle. */
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const step = e.shiftKey ? STEP * 5 : STEP;
    const move = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
    if (!move) return;
    e.preventDefault();
    setOffset((current) => clamp(current, current, move[0]!, move[1]!));
  };

  return { offset, handle, onKeyDown };
}
