// The pick-up map's tile settings (spec §9.3). The routes give no tile server:
// the widget's props may, else OpenStreetMap's own tiles. The view itself
// (map-view.ts) comes with the map's chunk.

export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
/** Plain text with a link, as Leaflet's attribution control renders it (a fixed, trusted string). */
export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
