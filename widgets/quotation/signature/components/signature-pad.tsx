import { forwardRef, useEffect, useImperativeHandle, useRef, type PointerEvent } from "react";
import { PAD_RATIO } from "../utils/pad-image";

export type SignaturePadHandle = { canvas: () => HTMLCanvasElement | null; clear: () => void };

type SignaturePadProps = {
  label: string;
  invalid: boolean;
  describedBy?: string;
  /** A stroke was drawn (the form clears its "sign first" error). */
  onDraw: () => void;
};

/**
 * The drawing pad: a canvas drawn with a mouse, a pen or a finger (pointer
 * events, touch scrolling off on it). It takes its container's width, also
 * when it first shows in a dialog (sized 0 until the dialog opens): a resize
 * redraws it blank, as Odoo's pad resets when its dialog is shown.
 */
export const SignaturePad = forwardRef<SignaturePadHandle, SignaturePadProps>(function SignaturePad(
  { label, invalid, describedBy, onDraw },
  ref,
) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useImperativeHandle(ref, () => ({
    canvas: () => canvasRef.current,
    clear: () => {
      const canvas = canvasRef.current;
      canvas?.getContext("2d")?.clearRect(0, 0, canvas.width, canvas.height);
    },
  }));

  useEffect(() => {
    const canvas = canvasRef.current;
    const box = canvas?.parentElement;
    if (!canvas || !box || typeof ResizeObserver === "undefined") return;
    const fit = () => {
      const width = Math.round(box.clientWidth);
      if (width > 0 && width !== canvas.width) {
        canvas.width = width;
        canvas.height = Math.round(width / PAD_RATIO);
      }
    };
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    fit();
    return () => observer.disconnect();
  }, []);

  function point(event: PointerEvent<HTMLCanvasElement>) {
    const canvas = event.currentTarget;
    const rect = canvas.getBoundingClientRect();
    const scaleX = rect.width ? canvas.width / rect.width : 1;
    const scaleY = rect.height ? canvas.height / rect.height : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  }

  return (
    <div className={`weekbox-signature-pad${invalid ? " is-invalid" : ""}`}>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onPointerDown={(event) => {
          const context = event.currentTarget.getContext("2d");
          if (!context) return;
          event.preventDefault();
          event.currentTarget.setPointerCapture?.(event.pointerId);
          drawing.current = true;
          const { x, y } = point(event);
          context.lineWidth = 2.5;
          context.lineCap = "round";
          context.lineJoin = "round";
          context.strokeStyle = "#000";
          context.beginPath();
          context.moveTo(x, y);
          context.lineTo(x + 0.1, y + 0.1);
          context.stroke();
          onDraw();
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const context = event.currentTarget.getContext("2d");
          if (!context) return;
          const { x, y } = point(event);
          context.lineTo(x, y);
          context.stroke();
        }}
        onPointerUp={() => {
          drawing.current = false;
        }}
        onPointerCancel={() => {
          drawing.current = false;
        }}
      />
    </div>
  );
});
