/**
 * The drag-to-verify slider (widgets.md §2, §4 "Slider", §9): unverified until its handle is dragged
 * across the whole width, then 验证通过 and `onChange(true)`; a handle let go before the end goes
 * back to the start. From the keyboard the handle (a focusable slider) goes to the end with End or →.
 * `value={false}` from the owner starts it again.
 */
import { Box, Flex, Text } from "@chakra-ui/react";
import { Check, ChevronsRight } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { useI18n } from "../../app/i18n";
import { usePointerDrag } from "../usePointerDrag";
import { WIDGET_TEXTS } from "./texts";

const HANDLE = 40;

export interface VerifySliderProps {
  /** Controlled: false resets a verified slider. */
  value?: boolean;
  onChange?: (verified: boolean) => void;
  /** Track width (default the container's). */
  width?: string | number;
}

export function VerifySlider({ value, onChange, width = "100%" }: VerifySliderProps) {
  const { tx } = useI18n();
  const track = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const [ownVerified, setOwnVerified] = useState(false);
  const verified = value ?? ownVerified;
  // the owner reset it: the handle goes back too (adjusted while rendering)
  if (value === false && ownVerified) {
    setOwnVerified(false);
    setOffset(0);
  }

  const pass = () => {
    setOwnVerified(true);
    onChange?.(true);
  };

  // the drag: where the handle was when pressed, and how far it can go (the track's width less the handle's)
  const drag = usePointerDrag<{ from: number; span: number }>({
    start: () => (verified ? null : { from: offset, span: Math.max(0, (track.current?.clientWidth ?? 0) - HANDLE) }),
    move: ({ from, span }, dx) => {
      const x = from + dx;
      if (x >= span) {
        pass();
        return true;
      }
      setOffset(Math.max(0, x));
      return false;
    },
    end: () => setOffset(0), // let go early: back to the start
  });
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (verified || (e.key !== "End" && e.key !== "ArrowRight")) return;
    e.preventDefault();
    pass();
  };

  const span = drag.active?.span;
  const dragging = !!drag.active;
  const percent = verified ? 100 : span ? Math.round((offset / span) * 100) : 0;
  const text = verified ? tx(WIDGET_TEXTS.sliderVerified) : tx(WIDGET_TEXTS.sliderHint);
  return (
    <Box ref={track} position="relative" w={width} h={`${HANDLE}px`} bg="bg.muted" borderWidth="1px" rounded="md" overflow="hidden" userSelect="none" data-testid="verify-slider" data-verified={verified ? "true" : "false"}>
      <Box position="absolute" insetY="0" insetStart="0" w={verified ? "100%" : `${offset + HANDLE / 2}px`} bg="green.700" transition={dragging ? undefined : "width 0.2s"} />
      <Flex position="absolute" inset="0" align="center" justify="center" pointerEvents="none">
        <Text role="status" fontSize="sm" color={verified ? "white" : "fg.muted"} data-testid="verify-slider-text">
          {text}
        </Text>
      </Flex>
      <Flex
        role="slider"
        tabIndex={verified ? -1 : 0}
        aria-label={tx(WIDGET_TEXTS.sliderLabel)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={verified ? text : `${percent}%`}
        aria-disabled={verified || undefined}
        position="absolute"
        top="0"
        w={`${HANDLE}px`}
        h="full"
        align="center"
        justify="center"
        bg="bg"
        borderEndWidth="1px"
        color={verified ? "green.700" : "fg.muted"}
        cursor={verified ? "default" : "grab"}
        touchAction="none"
        insetStart={verified ? `calc(100% - ${HANDLE}px)` : "0"}
        transform={verified ? undefined : `translateX(${offset}px)`}
        transition={dragging ? undefined : "transform 0.2s"}
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "-2px" }}
        {...drag.handlers}
        onKeyDown={onKeyDown}
        data-testid="verify-slider-handle"
      >
        {verified ? <Check size={18} /> : <ChevronsRight size={18} />}
      </Flex>
    </Box>
  );
}
