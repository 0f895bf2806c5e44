/** The map's constants (spec §9) and the compact plant shape the map and its list share. */
export const DEFAULT_CENTER: [number, number] = [24.45, 54.38];
export const DEFAULT_ZOOM = 6;
export const SELECTED_ZOOM = 8;

export interface MapPlant {
  id: number;
  name: string;
  country: string;
  lat: number;
  lng: number;
}
