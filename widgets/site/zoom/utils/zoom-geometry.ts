import { FLYOUT_GAP_PX, ZOOM_FACTOR } from "./zoom-constants";

type Box = { left: number; top: number; width: number; height: number };

/**
 * Where the flyout goes: beside the image, on the right when the window has
 * room for it there, else on the left, else over the image itself; the same
 * size as the image.
 */
export function flyoutBox(image: Box, viewportWidth: number): Box {
  const right = image.left + image.width + FLYOUT_GAP_PX;
  const left = image.left - FLYOUT_GAP_PX - image.width;
  const x = right + image.width <= viewportWidth ? right : left >= 0 ? left : image.left;
  return { left: x, top: image.top, width: image.width, height: image.height };
}

/** The background's size and position showing the image ZOOM_FACTOR larger around the pointer. */
export function zoomBackground(
  image: Box,
  pointer: { x: number; y: number },
): { size: string; position: string } {
  const fx = Math.min(Math.max((pointer.x - image.left) / image.width, 0), 1);
  const fy = Math.min(Math.max((pointer.y - image.top) / image.height, 0), 1);
  return {
    size: `${image.width * ZOOM_FACTOR}px ${image.height * ZOOM_FACTOR}px`,
    position: `${(fx * 100).toFixed(2)}% ${(fy * 100).toFixed(2)}%`,
  };
}
