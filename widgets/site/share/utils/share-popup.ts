/** Odoo's share popup (spec §9.1 "550x600"): 550 px high, 600 px wide, as Odoo opens it. */
export const SHARE_POPUP = { width: 600, height: 550 } as const;

/** The legacy social-share popover's popup (spec §9.1 "500x500"). */
export const SOCIAL_SHARE_POPUP = { width: 500, height: 500 } as const;

/** `window.open` features of a share popup of this size. */
export function popupFeatures(size: { width: number; height: number }): string {
  return `menubar=no,toolbar=no,resizable=yes,scrollbars=yes,height=${size.height},width=${size.width}`;
}
