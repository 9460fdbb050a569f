import { Badge, type BadgeTone, Button, Card, Grid, Heading, PageHeader, Stack, Text, TextField } from '@mynacon/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { href } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session-store';
import { playerQueries } from '../../../lib/data/player-queries';
import { sharedQueries } from '../../../lib/data/queries';
import { useData, useStoredValue } from '../../../lib/data/useData';
import type { Ticket } from '../../../lib/http/calls/get-support-tickets';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { searchHref } from '../../../lib/search/address';
import { SearchResults } from '../../../lib/search/SearchResults';
import { useHydrated } from '../../../lib/startup/hydration';
import { siteData } from '../../../lib/startup/site-data';
import { newestFirst, ticketSubjectName } from '../lib/tickets';
import type supportMessages from '../messages/en-GB.json';
import { hubSearchForm } from './HubPage.css';
import { Empty, LoadView, SignInPrompt, type SupportT } from './shared';

const statusTones: Record<Ticket['status'], BadgeTone> = {
  open: 'info',
  pending: 'warning',
  solved: 'success',
  closed: 'neutral',
};

/** The signed-in player's tickets, newest first, each with its state in words. */
function Requests({ t, label }: { t: SupportT; label: string }) {
  const { locale } = useT();
  const tickets = useData(playerQueries.tickets);
  const catalogue = useStoredValue(siteData.products);
  // A game's ticket names its game: the games come with the start-up data when game support is on, else load here.
  const games = useData(sharedQueries.games).view.value;
  const productName = (product: string) => ticketSubjectName(product, catalogue?.items, games);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <LoadView
      view={tickets.view}
      reload={tickets.reload}
      t={t}
      loading={t('portal.support.requests.loading')}
      ready={(items) => {
        if (items.length === 0) {
          return (
            <Empty
              title={t('portal.support.requests.empty.title')}
              description={t('portal.support.requests.empty.description')}
              action={{ label: t('portal.support.requests.empty.action'), href: href('support-products', {}, locale) }}
            />
          );
        }
        return (
          <Stack as="ul" gap={3} aria-label={label} data-page-state="requests">
            {newestFirst(items).map((ticket) => (
              <Card
                as="li"
                key={ticket.ticket_id}
                title={ticket.subject}
                headingLevel={3}
                data-ticket={ticket.ticket_id}
                header={
                  <Badge
                    tone={statusTones[ticket.status]}
                    label={t('portal.support.requests.status', {
                      status: t(`portal.support.requests.status.${ticket.status}`),
                    })}
                  >
                    {t(`portal.support.requests.status.${ticket.status}`)}
                  </Badge>
                }
              >
                <Text as="p" tone="muted">
                  {t('portal.support.requests.details', {
                    id: String(ticket.ticket_id),
                    product: productName(ticket.product),
                    date: date.format(new Date(ticket.created_at)),
                  })}
                </Text>
              </Card>
            ))}
          </Stack>
        );
      }}
    />
  );
}

/**
 * The hub's search: the portal's one search call (decision 032), its text in the hub's address (`?q=`), the results
 * under the field, each kind leading to its own results page. The hub is prerendered without a search (decision
 * 051): opened with one (a shared link), the field and the results follow the address once hydrated, as the build
 * drew the page until then. The field follows the address when it changes (back and forward).
 */
function HubSearch() {
  const { t, locale } = useT();
  const hydrated = useHydrated();
  const [query, setQuery] = useSearchParams();
  const q = hydrated ? (query.get('q') ?? '').trim() : '';
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const searched = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    const next = new URLSearchParams(query);
    if (searched === '') next.delete('q');
    else next.set('q', searched);
    setQuery(next);
  };
  return (
    <Stack gap={4} data-part="hub-search">
      <search>
        <form onSubmit={submit} className={hubSearchForm}>
          <TextField
            type="search"
            name="q"
            label={t('portal.search.hub.label')}
            description={t('portal.search.hub.description')}
            value={text}
            onChange={setText}
            maxLength={200}
          />
          {/* Pressed while the page hydrates, the search was lost between the browser's form and React's: the button
            waits for hydration, as sign-in's does (decision 060). */}
          <Button type="submit" variant="secondary" isDisabled={!hydrated}>
            {t('portal.search.hub.submit')}
          </Button>
        </form>
      </search>
      {q === '' ? null : (
        <SearchResults
          q={q}
          kindHref={(kind, page) => (kind === undefined ? searchHref(locale, q) : searchHref(locale, q, kind, page))}
        />
      )}
    </Stack>
  );
}

/**
 * `/support`: the way into game, product and shop help, and a signed-in player's requests (their tickets, newest
 * first, with their state). An anonymous player is offered to sign in and come back.
 */
export function HubPage() {
  const { t, locale } = useT<typeof supportMessages>();
  const title = t('portal.page.support.title');
  usePageTitle(title);
  const status = useSession((state) => state.status);
  const headingId = useId();
  const sections = [
    { route: 'support-games', name: 'games' },
    { route: 'support-products', name: 'products' },
    { route: 'support-ecommerce', name: 'ecommerce' },
  ] as const;
  return (
    <Stack gap={8} data-component="SupportHubPage">
      <PageHeader title={title} description={t('portal.support.hub.intro')} />
      <HubSearch />
      <Grid as="ul" columns={{ mobile: 1, md: 3 }} gap={4} aria-label={t('portal.support.hub.sections')}>
        {sections.map((section) => (
          <Card
            as="li"
            key={section.route}
            title={t(`portal.support.hub.${section.name}.title`)}
            headingLevel={2}
            href={href(section.route, {}, locale)}
          >
            <Text as="p" tone="muted">
              {t(`portal.support.hub.${section.name}.description`)}
            </Text>
          </Card>
        ))}
      </Grid>
      <Stack as="section" gap={4} aria-labelledby={headingId}>
        <Heading level={2} id={headingId}>
          {t('portal.support.requests.title')}
        </Heading>
        {status === 'authenticated' ? (
          <Requests t={t} label={t('portal.support.requests.title')} />
        ) : status === 'unauthenticated' ? (
          <SignInPrompt text={t('portal.support.requests.anonymous')} label={t('portal.support.signIn')} />
        ) : null}
      </Stack>
    </Stack>
  );
}
