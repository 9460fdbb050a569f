import { describe, expect, it } from 'vitest';
import { orderGames } from './games';

describe('orderGames', () => {
  it('lists active games by name, then inactive games by name', () => {
    const games = [
      { name: 'Harbour Tycoon', is_active: false },
      { name: 'rally Frontier', is_active: true },
      { name: 'Echoes of Varnal', is_active: false },
      { name: 'Baseline Tennis 3', is_active: true },
      { name: 'Baseline Tennis 10', is_active: true },
    ];
    expect(orderGames(games, 'en-GB').map((game) => game.name)).toEqual([
      'Baseline Tennis 3',
      'Baseline Tennis 10',
      'rally Frontier',
      'Echoes of Varnal',
      'Harbour Tycoon',
    ]);
    expect(games[0]?.name).toBe('Harbour Tycoon');
  });
});
