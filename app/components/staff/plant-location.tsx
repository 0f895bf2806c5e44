/**
 * A plant's location in the editor: the latitude and longitude fields (decimal degrees), which always work, and with
 * JavaScript a small map below them (location-picker.client.tsx, loaded after hydration) that reads and writes them.
 * The map is an extra: it is named and explained, and the keyboard passes through it like any other control.
 */
import { useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense, useRef } from "react";
import { TextField } from "~/components/ui/field";
import { useHydrated } from "~/utils/use-hydrated";

const LocationPicker = lazy(() => import("~/components/map/location-picker.client"));

interface Props {
  latitude?: string;
  longitude?: string;
}

export function PlantLocation({ latitude, longitude }: Props) {
  const hydrated = useHydrated();
  const root = useRouteLoaderData<{ env?: { MAP_TILE_URL?: string } }>("root");
  const tileUrl = root?.env?.MAP_TILE_URL;
  const latitudeRef = useRef<HTMLInputElement>(null);
  const longitudeRef = useRef<HTMLInputElement>(null);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">Location</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          ref={latitudeRef}
          label="Latitude"
          name="latitude"
          defaultValue={latitude}
          inputMode="decimal"
          autoComplete="off"
          required
          hint="Decimal degrees, −90 to 90 (north positive), with a point: 23.614328"
        />
        <TextField
          ref={longitudeRef}
          label="Longitude"
          name="longitude"
          defaultValue={longitude}
          inputMode="decimal"
          autoComplete="off"
          required
          hint="Decimal degrees, −180 to 180 (east positive), with a point: 58.545284"
        />
      </div>
      {hydrated && tileUrl ? (
        <div role="group" aria-labelledby="location-picker-label" aria-describedby="location-picker-hint" data-testid="location-picker">
          <p id="location-picker-label" className="text-sm font-medium text-slate-800">
            Pick the location on the map
          </p>
          <p id="location-picker-hint" className="mb-2 text-xs text-slate-600">
            Click the map or drag the marker: the latitude and longitude fields above follow. Typing in the fields moves the marker.
          </p>
          <Suspense fallback={<p className="text-sm text-slate-700">Loading...</p>}>
            <LocationPicker latitude={latitudeRef} longitude={longitudeRef} tileUrl={tileUrl} />
          </Suspense>
        </div>
      ) : null}
    </fieldset>
  );
}
