-- The search fold now drops the combining dot that a capital 'İ' lower-cases to ('i' + U+0307), so 'İstanbul' and
-- 'istanbul' fold alike (foldForSearch in modules/post/post-fields.ts). The stored search texts are folded the same
-- way here; search_vector is generated from search_text and follows.
UPDATE "posts" SET "search_text" = replace("search_text", 'i' || chr(775), 'i') WHERE strpos("search_text", 'i' || chr(775)) > 0;
