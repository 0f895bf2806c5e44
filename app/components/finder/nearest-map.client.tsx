/**
 * The finder's map (Leaflet; browser only, loaded after hydration): the plants that make the solutions found, and
 * the visitor's point when there is one, framed together. Clicking the map picks a new point (the page then orders
 * the plants from it). The list beside it (the page's) holds the same plants: the map adds nothing a list lacks.
 */
import L from "leaflet";
import { useEffect } from "react";
import { CircleMarker, MapContainer, Marker, TileLayer, useMap, useMapEvents } from "react-leaflet";
import iconUrl from "leaflet/dist/images/marker-icon.png";
import iconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import shadowUrl from "leaflet/dist/images/marker-shadow.png";

L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

export interface MapPoint {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

interface Props {
  plants: MapPoint[];
  point: { latitude: number; longitude: number } | null;
  tileUrl: string;
  onPick: (latitude: number, longitude: number) => void;
  label: string;
}

function Frame({ plants, point }: Pick<Props, "plants" | "point">) {
  const map = useMap();
  useEffect(() => {
    const corners: [number, number][] = plants.map((p) => [p.lat, p.lng]);
    if (point) corners.push([point.latitude, point.longitude]);
    if (corners.length === 1) map.setView(corners[0], 7);
    else if (corners.length > 1) map.fitBounds(corners, { padding: [24, 24], maxZoom: 8 });
  }, [map, plants, point]);
  return null;
}

function Picker({ onPick }: Pick<Props, "onPick">) {
  useMapEvents({ click: (event) => onPick(Number(event.latlng.lat.toFixed(4)), Number(event.latlng.lng.toFixed(4))) });
  return null;
}

export default function NearestMap({ plants, point, tileUrl, onPick, label }: Props) {
  return (
    <MapContainer center={[24.45, 54.38]} zoom={4} className="h-full w-full" aria-label={label} keyboardPanDelta={80}>
      <TileLayer url={tileUrl} attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors' />
      {plants.map((plant) => (
        <Marker key={plant.id} position={[plant.lat, plant.lng]} title={plant.name} alt={plant.name} />
      ))}
      {point ? <CircleMarker center={[point.latitude, point.longitude]} radius={8} pathOptions={{ color: "#0f5132", fillOpacity: 0.6 }} /> : null}
      <Frame plants={plants} point={point} />
      <Picker onPick={onPick} />
    </MapContainer>
  );
}
