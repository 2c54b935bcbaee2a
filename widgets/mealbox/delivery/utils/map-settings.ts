// The pick-up map's settings in one place (spec §9.3). The routes give no tile
// server: the widget's props may, else OpenStreetMap's own tiles.

/** Belgium's centre and a zoom showing the whole country. */
export const MAP_CENTER: [number, number] = [50.5039, 4.4699];
export const MAP_ZOOM = 8;

export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
/** Plain text with a link, as Leaflet's attribution control renders it (a fixed, trusted string). */
export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Whether a store has a place on the map: Odoo leaves latitude and longitude at 0 when
 * nobody entered them, and a marker in the Gulf of Guinea helps no one (the store stays
 * in the list, the keyboard and screen-reader path). */
export function hasMapPosition(store: { latitude: number; longitude: number }): boolean {
  return store.latitude !== 0 || store.longitude !== 0;
}
