import type { FaqSection } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { searchFaq } from './faq-search';

const section = (id: number, articles: Array<[string, string]>) =>
  ({
    id,
    name: `Section ${id}`,
    articles: articles.map(([title, body], index) => ({ id: id * 10 + index, title, body, position: index })),
  }) as FaqSection;

const sections = [
  section(1, [
    ['Le jeu plante au démarrage', 'Vérifiez les pilotes.'],
    ['Sauvegarde perdue', 'Le cloud garde une copie.'],
  ]),
  section(2, [['Manette non reconnue', 'Rebranchez la manette puis redémarrez.']]),
];

describe('the FAQ search', () => {
  test('an empty search shows everything', () => {
    expect(searchFaq(sections, '  ')).toEqual(sections);
  });
  test('every word must appear in the title or the text, ignoring case and accents', () => {
    expect(searchFaq(sections, 'DEMARRAGE').map((s) => s.articles.map((a) => a.id))).toEqual([[10]]);
    expect(searchFaq(sections, 'REDEMARREZ').map((s) => s.id)).toEqual([2]);
    expect(searchFaq(sections, 'manette redemarrez').map((s) => s.id)).toEqual([2]);
    expect(searchFaq(sections, 'cloud copie').flatMap((s) => s.articles.map((a) => a.title))).toEqual([
      'Sauvegarde perdue',
    ]);
    expect(searchFaq(sections, 'nothing here')).toEqual([]);
  });
});
