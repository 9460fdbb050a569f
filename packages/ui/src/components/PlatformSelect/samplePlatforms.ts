// Sample data for the stories and tests of PlatformSelect; not part of the public API.
import type { PlatformOption } from './platforms';

/** The ticket platform options of a typical game, as the API sends them. */
export const ticketPlatforms: readonly PlatformOption[] = [
  { id: 1, name: 'PC' },
  { id: 11, name: 'PC::Steam' },
  { id: 12, name: 'PC::Epic Games Store' },
  { id: 2, name: 'PlayStation' },
  { id: 22, name: 'PlayStation::PS4' },
  { id: 21, name: 'PlayStation::PS5' },
  { id: 3, name: 'Xbox' },
  { id: 32, name: 'Xbox::Xbox One' },
  { id: 31, name: 'Xbox::Xbox Series X|S' },
  { id: 4, name: 'Nintendo Switch' },
  { id: 41, name: 'Nintendo Switch::Nintendo Switch Lite' },
];
