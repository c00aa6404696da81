// A meeting point on a map (details page, booking page, voucher): an OpenStreetMap link with a marker at
// its coordinates. A plain URL, nothing loaded until the traveller opens it, so the pages work offline.

/** `https://www.openstreetmap.org/?mlat=38.7139&mlon=-9.1394#map=17/38.7139/-9.1394` */
export function openStreetMapUrl(point: { readonly lat: number; readonly lon: number }): string {
  const lat = point.lat.toFixed(5);
  const lon = point.lon.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
