import { sampleDirectoryCard, type DirectoryCard } from '@reunion/contracts';
import { apiUrl } from '@reunion/web-kit';

const names = [
  'Ada',
  'Boris',
  'Chloé',
  'Dmitri',
  'Elena',
  'Farid',
  'Grace',
  'Hana',
  'Ines',
  'Jakob',
  'Kenji',
  'Léa',
  'Mateo',
  'Nadia',
];

/**
 * Fourteen classmates (three pages): newest first by id, every fourth bringing kids, every
 * third attending Paris, alternating countries, one without industry, arrival or photo.
 */
export function classmates(): DirectoryCard[] {
  return names.map((firstName, index) => {
    const id = index + 1;
    const day = String(id).padStart(2, '0');
    return sampleDirectoryCard({
      id,
      firstName,
      lastName: `Classmate${id}`,
      company: `Company ${id}`,
      country: id % 2 === 0 ? 'Japan' : 'France',
      industry: id === 5 ? null : id % 2 === 0 ? 'Finance' : 'Technology',
      attending: id % 3 === 0 ? 'no' : id % 5 === 0 ? 'maybe' : 'yes',
      parisGathering: id % 3 === 0 ? 'yes' : 'no',
      arrivalDate: id === 5 ? null : '2025-06-26',
      kidsCount: id % 4 === 0 ? 2 : 0,
      thumbnailUrl:
        id === 5
          ? null
          : apiUrl('file', { params: { key: `${String(id).repeat(32).slice(0, 32)}.jpg` } }),
      createdAt: `2025-01-${day}T10:00:00.000Z`,
      updatedAt: `2025-02-${day}T10:00:00.000Z`,
    });
  });
}
