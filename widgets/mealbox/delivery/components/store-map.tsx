// The pick-up map: Leaflet, loaded with this module only. Markers are CSS
// (divIcon), so no image of Leaflet's is needed; the tile layer may fail to
// load without harm: markers and the store choice work on a blank map.
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./store-map.css";
import { useEffect, useRef } from "react";
import { hasMapPosition, MAP_CENTER, MAP_ZOOM } from "../utils/map-view";
import type { PickupStore } from "../stores/delivery-state";

export type StoreMapProps = {
  stores: readonly PickupStore[];
  storeId: number;
  onChoose: (storeId: number) => void;
  tileUrl: string;
  tileAttribution: string;
  label: string;
};

function icon(isChosen: boolean): L.DivIcon {
  return L.divIcon({
    className: isChosen ? "weekbox-map-marker weekbox-map-marker-chosen" : "weekbox-map-marker",
    iconSize: [22, 22],
    iconAnchor: [11, 22],
  });
}

export default function StoreMap({
  stores,
  storeId,
  onChoose,
  tileUrl,
  tileAttribution,
  label,
}: StoreMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef(new Map<number, L.Marker>());
  const choose = useRef(onChoose);
  useEffect(() => {
    choose.current = onChoose;
  }, [onChoose]);

  useEffect(() => {
    if (!element.current) return;
    // The store list is the keyboard path: the map adds no tab stops of its own.
    const instance = L.map(element.current, {
      center: MAP_CENTER,
      zoom: MAP_ZOOM,
      keyboard: false,
      scrollWheelZoom: false,
    });
    L.tileLayer(tileUrl, { attribution: tileAttribution, maxZoom: 18 }).addTo(instance);
    map.current = instance;
    // The slot may get its final size after Leaflet measured it (lazy chunk, fonts).
    const resize = new ResizeObserver(() => instance.invalidateSize({ pan: false, animate: false }));
    resize.observe(element.current);
    const byId = markers.current;
    return () => {
      resize.disconnect();
      instance.remove();
      map.current = null;
      byId.clear();
    };
  }, [tileUrl, tileAttribution]);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    for (const marker of markers.current.values()) marker.remove();
    markers.current.clear();
    for (const store of stores.filter(hasMapPosition)) {
      const marker = L.marker([store.latitude, store.longitude], {
        icon: icon(store.id === storeId),
        title: store.store_name,
        alt: store.store_name,
        keyboard: false,
        riseOnHover: true,
      })
        .on("click", () => choose.current(store.id))
        .addTo(instance);
      marker.getElement()?.setAttribute("data-store-id", String(store.id));
      markers.current.set(store.id, marker);
    }
  }, [stores, storeId]);

  useEffect(() => {
    const store = stores.find((s) => s.id === storeId);
    if (store && hasMapPosition(store) && map.current)
      map.current.panTo([store.latitude, store.longitude], { animate: false });
  }, [stores, storeId]);

  return (
    <div ref={element} className="weekbox-map" role="region" aria-label={label} data-testid="store-map" />
  );
}
