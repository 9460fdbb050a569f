// Known problems before a new report (decision 033): the board's reports and the FAQ articles that match the title
// being typed, each opening in place (a disclosure) so that the form stays as typed; a report also opens in a new
// tab. The board and the FAQ are read through the calls the board and FAQ pages use.
import type { Game } from '@mynacon/contract';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Link,
  platformDisplayName,
  StatusBadge,
} from '@mynacon/ui';
import { useId } from 'react';
import { href } from '../../../config/paths';
import { useData } from '../../../lib/data/useData';
import { metaLine } from '../../../lib/page/page.css';
import { suggestionsBoardQuery } from '../lib/queries';
import { suggest } from '../lib/suggestions';
import { sectionHeading, userText } from './gameSupport.css';
import { type GameSupportT, useFaq, useGameSupportT } from './shared';

/** Suggestions for the title typed so far (already debounced by the field). Nothing while they load or fail. */
export function Suggestions({ game, title, t }: { game: Game; title: string; t: GameSupportT }) {
  const { locale } = useGameSupportT();
  const headingId = useId();
  const board = useData(suggestionsBoardQuery(game));
  const faq = useFaq(game, locale);
  const posts = board.view.status === 'ready' ? board.view.value : [];
  const sections = faq.view.status === 'ready' ? faq.view.value : [];
  const found = suggest(title, posts, sections, locale);
  const any = found.reports.length > 0 || found.articles.length > 0;
  return (
    <div aria-live="polite" data-part="suggestions">
      {any && (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className={sectionHeading}>
            {t('portal.gameSupport.suggestions.title')}
          </h2>
          <p className={metaLine}>{t('portal.gameSupport.suggestions.description')}</p>
          {found.reports.length > 0 && (
            <>
              <h3 className={sectionHeading}>{t('portal.gameSupport.suggestions.reports')}</h3>
              <Accordion type="multiple" headingLevel={4}>
                {found.reports.map((post) => (
                  <AccordionItem key={post.id} value={`post-${post.id}`} data-suggested-post={post.id}>
                    <AccordionTrigger>{post.title}</AccordionTrigger>
                    <AccordionContent>
                      <p className={metaLine}>
                        <StatusBadge status={post.status} />
                        <span>
                          {t('portal.gameSupport.post.platform', {
                            platform: platformDisplayName(post.details.platform_model),
                          })}
                        </span>
                        {post.me_too.count > 0 && (
                          <span>{t('portal.gameSupport.post.meToo', { count: post.me_too.count })}</span>
                        )}
                      </p>
                      <p className={userText}>{post.details.body}</p>
                      <Link
                        href={href('support-game-report', { code: game.code, id: String(post.id) }, locale)}
                        external
                        variant="standalone"
                      >
                        {t('portal.gameSupport.suggestions.open')}
                      </Link>
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </>
          )}
          {found.articles.length > 0 && (
            <>
              <h3 className={sectionHeading}>{t('portal.gameSupport.suggestions.articles')}</h3>
              <Accordion type="multiple" headingLevel={4}>
                {found.articles.map((article) => (
                  <AccordionItem key={article.id} value={`faq-${article.id}`} data-suggested-article={article.id}>
                    <AccordionTrigger>{article.title}</AccordionTrigger>
                    <AccordionContent>
                      <p className={userText}>{article.body}</p>
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </>
          )}
        </section>
      )}
    </div>
  );
}
