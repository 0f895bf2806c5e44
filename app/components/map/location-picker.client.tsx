/**
 * The plant editor's location picker (Leaflet; browser only, rendered after hydration): a small map with a draggable
 * marker at the latitude/longitude fields' position. Clicking the map or dropping the marker writes both fields (six
 * decimals); typing in the fields moves the marker. The fields stay the form's values and its accessible way in: the
 * map only reads and writes them.
 */
import L from "leaflet";
import { useEffect, useRef, type RefObject } from "react";
import { MapContainer, TileLayer, useMap } from "react-leaflet";
import iconUrl from "leaflet/dist/images/marker-icon.png";
import iconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import shadowUrl from "leaflet/dist/images/marker-shadow.png";
import { formatCoordinate, parseCoordinate } from "~/forms/plants";

// Bundlers rename Leaflet's own image paths; hand it the imported URLs instead.
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

// Without a position yet: the region the company's plants are in, like the public map.
const DEFAULT_CENTER: [number, number] = [24.45, 54.38];
const DEFAULT_ZOOM = 4;
const PLACED_ZOOM = 8;

interface Props {
  latitude: RefObject<HTMLInputElement>;
  longitude: RefObject<HTMLInputElement>;
  tileUrl: string;
}

function positionOf(latitude: HTMLInputElement | null, longitude: HTMLInputElement | null): L.LatLng | null {
  const lat = parseCoordinate(latitude?.value, 90);
  const lng = parseCoordinate(longitude?.value, 180);
  return lat === null || lng === null ? null : L.latLng(lat, lng);
}

/** Writes a field as if typed: the form's own checks (they listen for input events) see the change. */
function write(input: HTMLInputElement | null, value: number) {
  if (!input) return;
  input.value = formatCoordinate(value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

function PickerMarker({ latitude, longitude }: Omit<Props, "tileUrl">) {
  const map = useMap();
  const markerRef = useRef<L.Marker | null>(null);

  useEffect(() => {
    const latInput = latitude.current;
    const lngInput = longitude.current;

    const place = (at: L.LatLng, pan: boolean) => {
      if (!markerRef.current) {
        const marker = L.marker(at, { draggable: true, autoPan: true, keyboard: false, title: "Plant location", alt: "Plant location" });
        marker.on("dragend", () => {
          const dropped = marker.getLatLng().wrap();
          commit(dropped);
        });
        marker.addTo(map);
        markerRef.current = marker;
      } else markerRef.current.setLatLng(at);
      if (pan) map.setView(at, Math.max(map.getZoom(), PLACED_ZOOM));
    };

    // The map's choice goes into the fields, rounded as they show it, and the marker to where the fields say.
    let writing = false;
    const commit = (at: L.LatLng) => {
      const lat = Math.max(-90, Math.min(90, at.lat));
      const lng = Math.max(-180, Math.min(180, at.lng));
      writing = true;
      write(latInput, lat);
      write(lngInput, lng);
      writing = false;
      place(L.latLng(Number(formatCoordinate(lat)), Number(formatCoordinate(lng))), false);
    };

    const initial = positionOf(latInput, lngInput);
    if (initial) place(initial, true);

    const onMapClick = (event: L.LeafletMouseEvent) => commit(event.latlng.wrap());
    // Typing in either field moves the marker as soon as both read as a position.
    const onTyped = () => {
      if (writing) return;
      const at = positionOf(latInput, lngInput);
      if (at) place(at, true);
    };
    map.on("click", onMapClick);
    latInput?.addEventListener("input", onTyped);
    lngInput?.addEventListener("input", onTyped);
    return () => {
      map.off("click", onMapClick);
      latInput?.removeEventListener("input", onTyped);
      lngInput?.removeEventListener("input", onTyped);
      markerRef.current?.remove();
      markerRef.current = null;
    };
  }, [map, latitude, longitude]);

  return null;
}

export default function LocationPicker({ latitude, longitude, tileUrl }: Props) {
  return (
    <MapContainer center={DEFAULT_CENTER} zoom={DEFAULT_ZOOM} worldCopyJump className="h-72 w-full rounded-md border border-slate-300">
      <TileLayer url={tileUrl} attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors' />
      <PickerMarker latitude={latitude} longitude={longitude} />
    </MapContainer>
  );
}
