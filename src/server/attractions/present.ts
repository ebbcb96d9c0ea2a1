/** Attractions as the API shows them (DESIGN §10.3). */
import { ATTRACTION_TYPES, type Attraction, type AttractionType } from '../../shared/schemas/attractions.js';
import type { AttractionRow } from './queries.js';

const isType = (value: string): value is AttractionType => (ATTRACTION_TYPES as readonly string[]).includes(value);

export function presentAttraction(row: AttractionRow): Attraction {
  return {
    id: row.id,
    name: row.name,
    // A type this release does not know (written by hand) reads as a landmark.
    type: isType(row.type) ? row.type : 'landmark',
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    website: row.website,
    phone: row.phone,
    isPartner: row.isPartner,
  };
}
