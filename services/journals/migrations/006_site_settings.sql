-- Up Migration

-- The site's brand and texts (issue 41 item 1): one row, seeded with today's texts (SPEC.md), so a fresh
-- install looks as before until the administrator edits them in the Site page. `name` NULL: the site is
-- named by PUBLISHER_NAME (the start-up default); a name saved in the Site page replaces it.
-- An href absent (NULL, or no "href" key in the JSON) leaves the item inert, as SPEC.md has it.
CREATE TABLE journals.site_settings (
  id                   boolean PRIMARY KEY DEFAULT true CHECK (id),
  name                 text,
  tagline              text NOT NULL,
  contact_email        text NOT NULL,
  logo_key             text,
  logo_content_type    text,
  hero_title           text NOT NULL,
  hero_subtitle        text NOT NULL,
  home_cards           jsonb NOT NULL,
  footer               jsonb NOT NULL,
  primary_colour       text NOT NULL,
  publish_with_us_href text,
  version              integer NOT NULL DEFAULT 1,
  updated_at           timestamptz NOT NULL DEFAULT now()
);

INSERT INTO journals.site_settings
  (tagline, contact_email, hero_title, hero_subtitle, home_cards, footer, primary_colour)
VALUES (
  'Open-access academic publishing',
  'editorial@luminajournals.org',
  'Publishing research that everyone can read',
  'Peer-reviewed, open-access international journals across engineering, science, law, education and management.',
  '[
    {"title": "Discover Open Access", "text": "Read every article free of charge, from the day it is published, under a Creative Commons licence."},
    {"title": "Publish with Us", "text": "Submit to one of ten peer-reviewed journals and get a fair, transparent and timely review."},
    {"title": "Track Your Research", "text": "Follow every submission from receipt through review to publication in your author account."},
    {"title": "Featured Articles", "text": "Explore recent highlights chosen by our editors for their originality and impact."},
    {"title": "Browse by Subject", "text": "Find journals, books, databases and platforms in your discipline in a few clicks."},
    {"title": "About", "text": "Learn about our editorial standards, publication ethics and commitment to open science."}
  ]'::jsonb,
  '{
    "description": "Peer-reviewed, open-access international journals for researchers, academics, engineers, educators, practitioners and policymakers.",
    "columns": [
      {"title": "For Authors", "links": [
        {"label": "Author Guidelines", "href": "/authors"},
        {"label": "Submit a Manuscript"},
        {"label": "Peer Review Process"},
        {"label": "Publication Ethics"}
      ]},
      {"title": "Explore", "links": [
        {"label": "Journals", "href": "/journals"},
        {"label": "Books", "href": "/books"},
        {"label": "Platforms", "href": "/platforms"},
        {"label": "Databases", "href": "/databases"}
      ]},
      {"title": "About", "links": [
        {"label": "About Us"},
        {"label": "Open Access Policy"},
        {"label": "Editorial Policies"},
        {"label": "Administration", "href": "/admin"}
      ]},
      {"title": "Legal", "links": [
        {"label": "Terms of Use", "href": "/terms"},
        {"label": "Privacy Policy", "href": "/privacy"},
        {"label": "Cookie Policy", "href": "/cookies"},
        {"label": "Accessibility", "href": "/accessibility"}
      ]}
    ],
    "social": [
      {"network": "LinkedIn"},
      {"network": "X (Twitter)"},
      {"network": "Facebook"},
      {"network": "YouTube"}
    ]
  }'::jsonb,
  '#1b3a5c'
);

-- Down Migration

DROP TABLE journals.site_settings;
