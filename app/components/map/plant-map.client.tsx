/**
 * The plant map (Leaflet; browser only, loaded lazily where the map shows): clustered markers built in one
 * batch (10,000 plants stay smooth), the selected plant as a green 60×60 marker with its name always shown.
 */
import L from "leaflet";
import { useEffect, useMemo, useRef, useState } from "react";
import { MapContainer, Marker, TileLayer, Tooltip, useMap } from "react-leaflet";
import MarkerClusterGroupModule from "react-leaflet-cluster";
import iconUrl from "leaflet/dist/images/marker-icon.png";
import iconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import shadowUrl from "leaflet/dist/images/marker-shadow.png";
import { DEFAULT_CENTER, DEFAULT_ZOOM, SELECTED_ZOOM, type MapPlant } from "./map-constants";

// The package is CommonJS: the bundler may hand over the whole module object instead of its default export.
const MarkerClusterGroup =
  (MarkerClusterGroupModule as unknown as { default?: typeof MarkerClusterGroupModule }).default ?? MarkerClusterGroupModule;

// Bundlers rename Leaflet's own image paths; hand it the imported URLs instead.
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

const selectedIcon = L.icon({
  iconUrl: "/images/map/marker-selected.svg",
  iconSize: [60, 60],
  iconAnchor: [30, 58],
  tooltipAnchor: [0, -44],
});

export interface PlantMapProps {
  plants: MapPlant[];
  selectedId: number | null;
  tileUrl: string;
  onSelect: (id: number) => void;
  /** Called once the markers are on the map (tests and the fallback list use it). */
  onReady?: () => void;
}

function ClusteredMarkers({ plants, selectedId, onSelect, onReady }: Omit<PlantMapProps, "tileUrl">) {
  const groupRef = useRef<L.MarkerClusterGroup>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const markers = useMemo(
    () =>
      new Map(
        plants.map((plant) => {
          const marker = L.marker([plant.lat, plant.lng], { title: plant.name, alt: plant.name, keyboard: true });
          marker.on("click", () => onSelectRef.current(plant.id));
          return [plant.id, marker] as const;
        }),
      ),
    [plants],
  );

  useEffect(() => {
    const group = groupRef.current;
    if (!group) return;
    group.clearLayers();
    // One batch: addLayers clusters everything at once instead of re-clustering per marker.
    group.addLayers([...markers.values()]);
    onReady?.();
    return () => {
      group.clearLayers();
    };
  }, [markers, onReady]);

  useEffect(() => {
    const group = groupRef.current;
    const marker = selectedId === null ? undefined : markers.get(selectedId);
    if (!group || !marker) return;
    // The green marker stands in for the selected plant's default one.
    group.removeLayer(marker);
    return () => {
      group.addLayer(marker);
    };
  }, [markers, selectedId]);

  return (
    <MarkerClusterGroup ref={groupRef} chunkedLoading removeOutsideVisibleBounds>
      {null}
    </MarkerClusterGroup>
  );
}

function FollowSelection({ selected }: { selected: MapPlant | undefined }) {
  const map = useMap();
  useEffect(() => {
    if (selected) map.setView([selected.lat, selected.lng], SELECTED_ZOOM);
  }, [map, selected]);
  return null;
}

export default function PlantMap({ plants, selectedId, tileUrl, onSelect, onReady }: PlantMapProps) {
  const selected = useMemo(() => plants.find((plant) => plant.id === selectedId), [plants, selectedId]);
  // The map starts on the plant passed in (zoom 8) or the default view; later selections move it (FollowSelection).
  const [initial] = useState(() =>
    selected ? { center: [selected.lat, selected.lng] as [number, number], zoom: SELECTED_ZOOM } : { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM },
  );
  return (
    <MapContainer
      center={initial.center}
      zoom={initial.zoom}
      keyboardPanDelta={80}
      wheelDebounceTime={40}
      wheelPxPerZoomLevel={60}
      className="h-full w-full max-md:[&_.leaflet-control-zoom]:hidden"
      aria-label="Map of plants"
    >
      <TileLayer url={tileUrl} attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors' />
      <ClusteredMarkers plants={plants} selectedId={selectedId} onSelect={onSelect} onReady={onReady} />
      {selected ? (
        <Marker position={[selected.lat, selected.lng]} icon={selectedIcon} zIndexOffset={1000} title={selected.name} alt={selected.name}>
          <Tooltip permanent direction="top">
            {selected.name}
          </Tooltip>
        </Marker>
      ) : null}
      <FollowSelection selected={selected} />
    </MapContainer>
  );
}
