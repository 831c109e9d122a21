/**
 * A dropdown under its field (the search select's list, the tree select's tree): fixed-positioned,
 * so a dialog's scrolling body does not clip it, but rendered in place (no portal), so a modal
 * dialog around it counts it as its own (focus trap, click outside). Opens upwards when there is
 * more room above. A pointer press outside the field and the dropdown closes it.
 */
import { useLayoutEffect, useRef } from "react";

const GAP = 4;

export function useAnchoredPopup<A extends HTMLElement = HTMLDivElement, P extends HTMLElement = HTMLDivElement>(open: boolean, onClose: () => void) {
  const anchorRef = useRef<A>(null);
  const popupRef = useRef<P>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const anchor = anchorRef.current;
      const popup = popupRef.current;
      if (!anchor || !popup) return;
      popup.style.left = "0px";
      popup.style.top = "0px";
      // where (0, 0) lands: a transformed ancestor (an opening dialog) moves fixed elements with it
      const origin = popup.getBoundingClientRect();
      const field = anchor.getBoundingClientRect();
      const below = window.innerHeight - field.bottom;
      const up = popup.offsetHeight + GAP > below && field.top > below;
      popup.style.minWidth = `${field.width}px`;
      popup.style.left = `${field.left - origin.left}px`;
      popup.style.top = `${(up ? field.top - popup.offsetHeight - GAP : field.bottom + GAP) - origin.top}px`;
    };
    place();
    const resized = new ResizeObserver(place);
    if (popupRef.current) resized.observe(popupRef.current);
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!anchorRef.current?.contains(target) && !popupRef.current?.contains(target)) close.current();
    };
    window.addEventListener("scroll", place, true);
    window.addEventListener("resize", place);
    document.addEventListener("pointerdown", outside, true);
    return () => {
      resized.disconnect();
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
      document.removeEventListener("pointerdown", outside, true);
    };
  }, [open]);

  return { anchorRef, popupRef };
}
