/**
 * The plant map (Leaflet; browser only, loaded lazily where the map shows): clustered markers loaded from a compact
 * resource and built in one batch (10,000 plants stay smooth), the selected plant as a green 60×60 marker with its
 * name always shown. Right to left (Arabic) the zoom buttons sit at the top right and the attribution at the bottom
 * left, as the page's start and end; the map's labels come in the page's language.
 */
import L from "leaflet";
import { useEffect, useMemo, useRef, useState } from "react";
import { AttributionControl, MapContainer, Marker, TileLayer, Tooltip, useMap, ZoomControl } from "react-leaflet";
import MarkerClusterGroupModule from "react-leaflet-cluster";
import iconUrl from "leaflet/dist/images/marker-icon.png";
import iconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import shadowUrl from "leaflet/dist/images/marker-shadow.png";
import { useContentLanguage } from "~/i18n/react";
import { loadMarkers, type MapMarker, type MapPlant } from "./plant-markers";

// The map's view (spec §9): the region at zoom 6 until a plant is selected, then that plant at zoom 8.
const DEFAULT_CENTER: [number, number] = [24.45, 54.38];
const DEFAULT_ZOOM = 6;
const SELECTED_ZOOM = 8;

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

interface PlantMapProps {
  /** Where to load the markers (see loadMarkers); null when there are none. */
  markers: string | null;
  selected: MapPlant | null;
  tileUrl: string;
  onSelect: (id: number) => void;
  /** Called once the markers are on the map (tests and the fallback list use it). */
  onReady?: () => void;
  /** The map's own labels, in the page's language. */
  labels: { zoomIn: string; zoomOut: string };
  rtl?: boolean;
}

/** The markers for an address; the same array for as long as the address stays the same. */
function useMarkers(href: string | null): MapMarker[] | null {
  const [loaded, setLoaded] = useState<{ href: string; markers: MapMarker[] } | null>(null);
  useEffect(() => {
    if (!href) return;
    let live = true;
    loadMarkers(href).then(
      (markers) => live && setLoaded({ href, markers }),
      // Without markers the map still shows the selected plant, and the list stays for every plant.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [href]);
  if (!href) return EMPTY;
  return loaded?.href === href ? loaded.markers : null;
}

const EMPTY: MapMarker[] = [];

function ClusteredMarkers({ markers: data, selectedId, onSelect, onReady }: { markers: MapMarker[]; selectedId: number | null } & Pick<PlantMapProps, "onSelect" | "onReady">) {
  const groupRef = useRef<L.MarkerClusterGroup>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  // Built once per marker array: selecting a plant only swaps one marker below.
  const markers = useMemo(
    () =>
      new Map(
        data.map(([id, lat, lng, name]) => {
          const marker = L.marker([lat, lng], { title: name, alt: name, keyboard: true });
          marker.on("click", () => onSelectRef.current(id));
          return [id, marker] as const;
        }),
      ),
    [data],
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

function FollowSelection({ selected }: { selected: MapPlant | null }) {
  const map = useMap();
  const lat = selected?.lat;
  const lng = selected?.lng;
  useEffect(() => {
    if (lat !== undefined && lng !== undefined) map.setView([lat, lng], SELECTED_ZOOM);
  }, [map, lat, lng]);
  return null;
}

export default function PlantMap({ markers: href, selected, tileUrl, onSelect, onReady, labels, rtl = false }: PlantMapProps) {
  const markers = useMarkers(href);
  const content = useContentLanguage();
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
      zoomControl={false}
      attributionControl={false}
      className="h-full w-full max-md:[&_.leaflet-control-zoom]:hidden"
    >
      <ZoomControl position={rtl ? "topright" : "topleft"} zoomInTitle={labels.zoomIn} zoomOutTitle={labels.zoomOut} />
      <AttributionControl position={rtl ? "bottomleft" : "bottomright"} />
      <TileLayer url={tileUrl} attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors' />
      {markers ? <ClusteredMarkers markers={markers} selectedId={selected?.id ?? null} onSelect={onSelect} onReady={onReady} /> : null}
      {selected ? (
        <Marker position={[selected.lat, selected.lng]} icon={selectedIcon} zIndexOffset={1000} title={selected.name} alt={selected.name}>
          <Tooltip permanent direction="top">
            {/* A plant's name may be in another script than the page: its own direction, not the page's. */}
            <bdi {...content(selected.name)}>{selected.name}</bdi>
          </Tooltip>
        </Marker>
      ) : null}
      <FollowSelection selected={selected} />
    </MapContainer>
  );
}
