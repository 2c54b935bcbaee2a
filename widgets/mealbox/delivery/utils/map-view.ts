// The pick-up map's view (spec §9.3), used by the map's own chunk only: imported
// by the delivery step too, it would be a chunk of its own on every delivery page.

/** Belgium's centre and a zoom showing the whole country. */
export const MAP_CENTER: [number, number] = [50.5039, 4.4699];
export const MAP_ZOOM = 8;

/** Whether a store has a place on the map: Odoo leaves latitude and longitude at 0 when
 * nobody entered them, and a marker in the Gulf of Guinea helps no one (the store stays
 * in the list, the keyboard and screen-reader path). */
export function hasMapPosition(store: { latitude: number; longitude: number }): boolean {
  return store.latitude !== 0 || store.longitude !== 0;
}
