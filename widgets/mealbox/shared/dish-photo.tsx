export type DishPhotoProps = {
  /** Odoo's 256 px image route of the product. */
  smallUrl: string;
  /** Odoo's 512 px image route of the product. */
  url: string;
  /** The `sizes` attribute: how wide the photo is drawn at each breakpoint. */
  sizes: string;
  className: string;
  draggable?: boolean;
};

/**
 * A dish's photo: the browser picks 256 or 512 px for the width it draws, and
 * loads it only near the viewport. No alt text: the dish's name is always next
 * to it, and the photo adds nothing for a screen reader.
 */
export function DishPhoto({ smallUrl, url, sizes, className, draggable }: DishPhotoProps) {
  return (
    <img
      className={className}
      src={smallUrl}
      srcSet={`${smallUrl} 256w, ${url} 512w`}
      sizes={sizes}
      width={256}
      height={256}
      loading="lazy"
      decoding="async"
      {...(draggable === undefined ? {} : { draggable })}
      alt=""
    />
  );
}
