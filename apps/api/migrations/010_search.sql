-- One search (decision 032): PostgreSQL's own full-text search over the public texts, the same on PGlite and
-- PostgreSQL. Each searched table gets a GIN index on the expression the search query repeats word for word, so
-- the database keeps it current on every insert and update (a new board report is found at once); no column,
-- trigger or index of our own. FAQ articles are in their section's locale: each carries the text-search
-- configuration of that locale (`language`), which stems both the article and, at search time, the query.

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

create index faq_articles_search on faq_articles using gin (
  (setweight(to_tsvector(language, title), 'A') || setweight(to_tsvector(language, body), 'B'))
);

-- Board reports, products, profiles and playtests are written in English (the board's and the catalogue's language).
create index community_posts_search on community_posts using gin (
  (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B'))
);

create index products_search on products using gin ((to_tsvector('english'::regconfig, name)));

create index profiles_search on profiles using gin ((to_tsvector('english'::regconfig, title)));

create index playtests_search on playtests using gin (
  (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B')
    || setweight(to_tsvector('english'::regconfig, description), 'C'))
);
