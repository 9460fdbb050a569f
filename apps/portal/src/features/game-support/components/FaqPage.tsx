import type { Game } from '@mynacon/contract';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, TextField } from '@mynacon/ui';
import { useSearchParams } from 'react-router';
import { searchFaq } from '../lib/faq-search';
import { sectionHeading, userText } from './gameSupport.css';
import { Empty, GamePage, type GameSupportT, LoadView, useFaq, useGameSupportT } from './shared';

function Faq({ game, t }: { game: Game; t: GameSupportT }) {
  const { locale } = useGameSupportT();
  // The help centre's locale of the player's locale (spec section 9: en-GB → en-gb, fr-FR → fr).
  const faq = useFaq(game, locale);
  const [query, setQuery] = useSearchParams();
  const search = query.get('q') ?? '';
  return (
    <LoadView
      view={faq.view}
      reload={faq.reload}
      t={t}
      ready={(sections) => {
        if (sections.length === 0) {
          return (
            <Empty
              title={t('portal.gameSupport.faq.empty.title')}
              description={t('portal.gameSupport.faq.empty.description')}
            />
          );
        }
        const found = searchFaq(sections, search, locale);
        return (
          <>
            <search>
              <TextField
                type="search"
                name="q"
                label={t('portal.gameSupport.faq.search')}
                description={t('portal.gameSupport.faq.searchHint')}
                defaultValue={search}
                onChange={(value) => {
                  const next = new URLSearchParams(query);
                  if (value.trim() === '') next.delete('q');
                  else next.set('q', value);
                  setQuery(next, { replace: true });
                }}
              />
            </search>
            <div aria-live="polite" data-part="results">
              {found.length === 0 ? (
                <Empty
                  title={t('portal.gameSupport.faq.noMatch.title', { query: search })}
                  description={t('portal.gameSupport.faq.noMatch.description')}
                />
              ) : (
                found.map((section) => (
                  <section key={section.id} aria-labelledby={`faq-${section.id}`} data-faq-section={section.id}>
                    <h2 id={`faq-${section.id}`} className={sectionHeading}>
                      {section.name}
                    </h2>
                    {section.description === '' ? null : <p className={userText}>{section.description}</p>}
                    <Accordion type="multiple" headingLevel={3}>
                      {section.articles.map((article) => (
                        <AccordionItem key={article.id} value={String(article.id)} data-faq-article={article.id}>
                          <AccordionTrigger>{article.title}</AccordionTrigger>
                          <AccordionContent>
                            <p className={userText}>{article.body}</p>
                          </AccordionContent>
                        </AccordionItem>
                      ))}
                    </Accordion>
                  </section>
                ))
              )}
            </div>
          </>
        );
      }}
    />
  );
}

/** `/support/game/{code}/faq`: the game's FAQ in the player's locale, articles opening in place, with a search. */
export function FaqPage() {
  const { t } = useGameSupportT();
  return <GamePage route="support-game-faq">{(game) => <Faq game={game} t={t} />}</GamePage>;
}
