-- Search texts as toSearchText now writes them (issue 19): Arabic diacritics, tatweel and the hamza and madda
-- marks that NFKD split off removed, ٱ ة ى folded to ا ه ي, Arabic-Indic digits as Latin. The texts already went
-- through NFKD and lower case, so these letter-by-letter steps give exactly what the new function gives.
UPDATE "inbox_items" SET "search_text" = translate(regexp_replace("search_text", '[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]', '', 'g'), 'ٱةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'اهي01234567890123456789') WHERE "search_text" ~ '[\u0600-\u06ff]';--> statement-breakpoint
UPDATE "solutions" SET "search_text" = translate(regexp_replace("search_text", '[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]', '', 'g'), 'ٱةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'اهي01234567890123456789') WHERE "search_text" ~ '[\u0600-\u06ff]';--> statement-breakpoint
UPDATE "plants" SET "search_text" = translate(regexp_replace("search_text", '[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]', '', 'g'), 'ٱةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'اهي01234567890123456789') WHERE "search_text" ~ '[\u0600-\u06ff]';
