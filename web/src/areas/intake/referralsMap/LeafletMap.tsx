import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

export interface MapPoint {
  readonly contactId: number;
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
  readonly colour: string;
  readonly colourName: string;
  /** The popup's lines (plain text; escaped here). */
  readonly details: readonly string[];
  readonly link?: string | null;
}

export interface MapView {
  readonly lat: number;
  readonly lng: number;
  /** Changes whenever the same place is asked for again (a re-centre). */
  readonly key: number;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function popupHtml(p: MapPoint): string {
  const lines = p.details.map((d) => `<div>${escape(d)}</div>`).join('');
  const link = p.link ? `<div><a href="${escape(p.link)}" target="_blank" rel="noopener noreferrer">Open in the case system</a></div>` : '';
  return `<div data-contact-id="${p.contactId}"><strong>${escape(p.name)}</strong>${lines}${link}</div>`;
}

/**
 * The providers map (spec 3 §2.14): Leaflet with the configured raster tiles, or none (a plain
 * background — markers and popups work without a tile server); one circle marker per point in
 * its level's colour, with a popup.
 */
export function LeafletMap({ points, view, zoom, height, tileUrl, tileAttribution }: { points: readonly MapPoint[]; view: MapView; zoom: number; height: number; tileUrl: string; tileAttribution: string }) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, { center: [view.lat, view.lng], zoom, preferCanvas: false });
    if (tileUrl) L.tileLayer(tileUrl, { attribution: tileAttribution, maxZoom: 19 }).addTo(m);
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      layer.current = null;
    };
    // The map is made once; view, points and tiles follow in the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl]);

  useEffect(() => {
    map.current?.setView([view.lat, view.lng], zoom);
  }, [view.lat, view.lng, view.key, zoom]);

  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    for (const p of points) {
      L.circleMarker([p.lat, p.lng], { radius: 8, color: '#1c2024', weight: 1, fillColor: p.colour, fillOpacity: 0.9, className: `provider-marker provider-marker-${p.colourName.replace(' ', '-')}` })
        .bindPopup(popupHtml(p))
        .bindTooltip(p.name)
        .addTo(group);
    }
  }, [points, tileUrl]);

  return <div ref={element} role="region" aria-label="Providers map" style={{ height, width: '100%', background: 'var(--gray-3)', borderRadius: 6 }} />;
}
