/** Width ÷ height of the pad, as Odoo's signature (NameAndSignature's default ratio). */
export const PAD_RATIO = 3;

/**
 * Whether nothing was drawn: the pad's image is compared with a blank pad's
 * of the same size (spec §5.1), so a stroke cleared again counts as blank.
 */
export function isBlankPad(canvas: HTMLCanvasElement): boolean {
  const blank = canvas.ownerDocument.createElement("canvas");
  blank.width = canvas.width;
  blank.height = canvas.height;
  return canvas.toDataURL() === blank.toDataURL();
}

/** The drawing as Odoo's accept route takes it: a PNG in base64, without the `data:` prefix. */
export function padPngBase64(canvas: HTMLCanvasElement): string {
  const url = canvas.toDataURL("image/png");
  return url.slice(url.indexOf(",") + 1);
}

/** Writes `name` across the pad in a handwriting font: the signature without drawing (keyboard, Odoo's "auto"). */
export function writeNameOnPad(canvas: HTMLCanvasElement, name: string): void {
  const context = canvas.getContext("2d");
  if (!context) return;
  context.clearRect(0, 0, canvas.width, canvas.height);
  let size = Math.round(canvas.height * 0.55);
  context.fillStyle = "#000";
  context.textBaseline = "middle";
  context.textAlign = "center";
  const font = (px: number) => `italic ${px}px "Brush Script MT", "Segoe Script", cursive`;
  context.font = font(size);
  while (size > 10 && context.measureText(name).width > canvas.width * 0.9) {
    size -= 2;
    context.font = font(size);
  }
  context.fillText(name, canvas.width / 2, canvas.height / 2);
}
