/**
 * A dropdown under its field (the search select's list, the tree select's tree): fixed-positioned,
 * so a dialog's scrolling body does not clip it, but rendered in place (no portal), so a modal
 * dialog around it counts it as its own (focus trap, click outside). Opens upwards when there is
 * more room above. A pointer press outside the field and the dropdown closes it; Escape with the
 * focus in either closes it (`onEscape`, default `onClose`) and nothing else — not a dialog around,
 * whose own Escape listener (zag's, on the document in the capture phase) would otherwise win.
 */
import { useLayoutEffect, useRef } from "react";

const GAP = 4;

export function useAnchoredPopup<A extends HTMLElement = HTMLDivElement, P extends HTMLElement = HTMLDivElement>(open: boolean, onClose: () => void, onEscape?: () => void) {
  const anchorRef = useRef<A>(null);
  const popupRef = useRef<P>(null);
  const close = useRef({ onClose, onEscape });
  close.current = { onClose, onEscape };

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
      if (!anchorRef.current?.contains(target) && !popupRef.current?.contains(target)) close.current.onClose();
    };
    const escape = (e: KeyboardEvent) => {
      const focus = document.activeElement;
      if (e.key !== "Escape" || e.isComposing || !(anchorRef.current?.contains(focus) || popupRef.current?.contains(focus))) return;
      // the window's capture phase comes before the document's
      e.stopPropagation();
      e.preventDefault();
      (close.current.onEscape ?? close.current.onClose)();
    };
    window.addEventListener("scroll", place, true);
    window.addEventListener("resize", place);
    document.addEventListener("pointerdown", outside, true);
    window.addEventListener("keydown", escape, true);
    return () => {
      window.removeEventListener("keydown", escape, true);
      resized.disconnect();
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
      document.removeEventListener("pointerdown", outside, true);
    };
  }, [open]);

  return { anchorRef, popupRef };
}
