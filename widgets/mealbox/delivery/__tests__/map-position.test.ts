import { hasMapPosition } from "../utils/map-view";

describe("a store's place on the pick-up map", () => {
  test("should leave out a store whose coordinates nobody entered (Odoo's 0, 0)", () => {
    expect(hasMapPosition({ latitude: 0, longitude: 0 })).toBe(false);
  });

  test("should place a store with coordinates, the equator or the Greenwich meridian included", () => {
    expect(hasMapPosition({ latitude: 50.8505, longitude: 4.3468 })).toBe(true);
    expect(hasMapPosition({ latitude: 0, longitude: 9.45 })).toBe(true);
    expect(hasMapPosition({ latitude: 51.48, longitude: 0 })).toBe(true);
  });
});
