-- One search (decision 032): PostgreSQL's own full-text search over the public texts, the same on PGlite and
-- PostgreSQL. Each searched table gets a stored generated `search_document` (its title weighted A, its body B) and a
-- GIN index on it: the database keeps both current on every insert and update (a new board report is found at
-- once), ranking reads the stored vector instead of parsing the text again, and no column is written by our code.
-- FAQ articles are in their section's locale: each carries the text-search configuration of that locale
-- (`language`), which stems the article and, at search time, the query.

alter table faq_articles add column language regconfig;
update faq_articles set language = (
  select case s.locale
    when 'de' then 'german'::regconfig
    when 'fr' then 'french'::regconfig
    when 'es' then 'spanish'::regconfig
    when 'it' then 'italian'::regconfig
    when 'nl' then 'dutch'::regconfig
    else 'english'::regconfig
  end
  from faq_sections s where s.id = faq_articles.section_id
);
alter table faq_articles alter column language set not null;
alter table faq_articles add column search_document tsvector generated always as (
  setweight(to_tsvector(language, title), 'A') || setweight(to_tsvector(language, body), 'B')
) stored;
create index faq_articles_search on faq_articles using gin (search_document);

-- Board reports, products, profiles and playtests carry no locale and are written in English.
alter table community_posts add column search_document tsvector generated always as (
  setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')
) stored;
create index community_posts_search on community_posts using gin (search_document);

alter table products add column search_document tsvector generated always as (
  to_tsvector('english'::regconfig, name)
) stored;
create index products_search on products using gin (search_document);

alter table profiles add column search_document tsvector generated always as (
  to_tsvector('english'::regconfig, title)
) stored;
create index profiles_search on profiles using gin (search_document);

alter table playtests add column search_document tsvector generated always as (
  setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B')
    || setweight(to_tsvector('english'::regconfig, description), 'C')
) stored;
create index playtests_search on playtests using gin (search_document);
