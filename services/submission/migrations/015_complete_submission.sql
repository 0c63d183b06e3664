-- Up Migration

-- Issue 42, item 8: a complete submission.
-- The journals read model keeps each journal's checklist and licence from its snapshot (journals events;
-- events written before carry no checklist: empty, no licence known until the next journal event).
ALTER TABLE submission.journals
  ADD COLUMN checklist jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(checklist) = 'array'),
  ADD COLUMN licence text;

-- What the author confirmed and told the editors: the checklist items ticked ([{ id, text }] as the journal
-- worded them then), the licence agreed to and how (ticked on the form, or by submitting when the form
-- showed no tick, docs/product-decisions.md), the cover letter (editors only), funding
-- ([{ funderName, funderRorId, awardIds }]), the data availability statement and the author's ROR id.
ALTER TABLE submission.submissions
  ADD COLUMN checklist_confirmed jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(checklist_confirmed) = 'array'),
  ADD COLUMN licence text,
  ADD COLUMN licence_agreement text CHECK (licence_agreement IN ('ticked', 'by-submitting')),
  ADD COLUMN cover_letter text NOT NULL DEFAULT '' CHECK (char_length(cover_letter) <= 5000),
  ADD COLUMN funding jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(funding) = 'array'),
  ADD COLUMN data_availability text NOT NULL DEFAULT '' CHECK (char_length(data_availability) <= 5000),
  ADD COLUMN author_ror_id text;

-- Down Migration

ALTER TABLE submission.submissions
  DROP COLUMN checklist_confirmed, DROP COLUMN licence, DROP COLUMN licence_agreement, DROP COLUMN cover_letter,
  DROP COLUMN funding, DROP COLUMN data_availability, DROP COLUMN author_ror_id;
ALTER TABLE submission.journals DROP COLUMN checklist, DROP COLUMN licence;
