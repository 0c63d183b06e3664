-- Up Migration

-- COUNTER 5.1's double-click rule is per URL: the HTML page and the PDF of one article, read within 30 s
-- in one session, are two uses. The double-click window's key gains the URL read (`article.used.v1`'s
-- `url`); uses published before events carried one keep the key they had, stored with url ''.
ALTER TABLE statistics.usage_last_seen ADD COLUMN url text NOT NULL DEFAULT '';
ALTER TABLE statistics.usage_last_seen DROP CONSTRAINT usage_last_seen_pkey;
ALTER TABLE statistics.usage_last_seen ADD PRIMARY KEY (session_key, article_id, metric_kind, url);

-- Down Migration

-- One window per (session, item, kind) again: the latest of its URLs' (the window a double click needs).
DELETE FROM statistics.usage_last_seen s
 WHERE EXISTS (SELECT 1 FROM statistics.usage_last_seen t
                WHERE t.session_key = s.session_key AND t.article_id = s.article_id
                  AND t.metric_kind = s.metric_kind AND (t.seen_at, t.url) > (s.seen_at, s.url));
ALTER TABLE statistics.usage_last_seen DROP CONSTRAINT usage_last_seen_pkey;
ALTER TABLE statistics.usage_last_seen DROP COLUMN url;
ALTER TABLE statistics.usage_last_seen ADD PRIMARY KEY (session_key, article_id, metric_kind);
