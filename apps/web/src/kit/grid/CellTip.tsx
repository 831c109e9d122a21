/**
 * A text next to a cell, outside the grid's clipping container: on the preferred side, on the
 * other one when it would leave the window; it follows scrolling and resizing.
 */
import { useLayoutEffect, useRef, type HTMLAttributes, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";

export interface CellTipProps extends HTMLAttributes<HTMLDivElement> {
  anchor: RefObject<HTMLElement | null>;
  prefer: "above" | "below";
  children: ReactNode;
  "data-testid"?: string;
}

const GAP = 4;

export function CellTip({ anchor, prefer, children, ...rest }: CellTipProps) {
  const tip = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const place = () => {
      const cell = anchor.current?.getBoundingClientRect();
      const el = tip.current;
      if (!cell || !el) return;
      const above = cell.top - el.offsetHeight - GAP;
      const below = cell.bottom + GAP;
      const onTop = prefer === "above" ? above >= 0 : below + el.offsetHeight > window.innerHeight;
      el.style.left = `${cell.left}px`;
      el.style.top = `${onTop ? above : below}px`;
    };
    place();
    window.addEventListener("scroll", place, true);
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
    };
  }, [anchor, prefer]);
  return createPortal(
    <div ref={tip} {...rest}>
      {children}
    </div>,
    document.body,
  );
}
