/**
 * @jest-environment node
 */
// Retrieval quality, measured on questions retrieval was never tuned on. retrieval-questions.json
// is split once by a fixed rule (evaluation.ts, splitOf) into a tuning set and a held-out set;
// this test holds the held-out figures and prints both sets'. The goals of issue 31 are first
// ≥ 85%, top 3 ≥ 97%, no "not covered" for covered questions and "not covered" ≥ 95% for the
// uncovered ones; where a floor below is lower than its goal, it is the figure reached honestly.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {buildChatIndexCached} from '@site/plugins/chat-index';
import questionSet from './retrieval-questions.json';
import {ERROR_QUESTION, EVALUATION_TOP as TOP, describeFigures, evaluateSplit, firstSectionJudged, questionsOf, splitOf, verdictsOf, type QuestionSet} from './evaluation';
import {answersByRule, namesAnExplainedError} from './labelRule';
import {PassageIndex} from './searchIndex';

/**
 * Held-out floors. Reached (issue 31): first 82.8%, top 3 90.8%, "not covered" for 10 of 250
 * covered questions, says so for 78.1% of 32 uncovered ones. Then four pages were added (what's
 * new in 3.14, modules and packages, type hints, a glossary kept out of the index): first 81.2%,
 * top 3 89.6%, with nothing retuned, as some questions now find a new page that the question's
 * answer list, written before it existed, does not name. Then, tuned on the tuning set only
 * (candidates re-ranked by coverage, intent words, synonym-only and foreign-word rules, misspelling
 * correction): first 83.2%, top 3 91.2%, "not covered" for 9, says so for 84.4% (27 of 32). Then,
 * again tuned on the tuning set only (stemmer gives back a short stem's "e", abbreviations read as
 * the page word, judgement words as intent, the exception outweighing its message; the best three
 * passages from three pages; names never in a heading counted as mentioned in passing): first
 * 82.4% (two questions fewer, while the tuning set rose 84.7 → 85.6%), top 3 94.0%, "not covered"
 * for 9, says so for 84.4%; error questions first 70.4%, top 3 88.9% of 27. Then a page that
 * explains the common error messages by their text (best-practices/common-error-messages), added
 * as an accepted answer by one rule to the questions of both halves that quote a message it
 * explains: first 83.2%, top 3 93.6%, "not covered" for 9, says so for 84.4%; error questions
 * first 85.2%, top 3 88.9%. Then 40 covered and 46 uncovered questions were added (written before
 * retrieval was run on them; 19 and 21 of them held out): with the ranking unchanged, first 83.3%,
 * top 3 94.1% of 269, "not covered" for 11 (the two more are new questions: the count is of a
 * larger set), says so for 86.8% of 53. Then, tuned on the tuning set only (synonyms by stem,
 * comparatives read as their plain form, a heading or title naming the question raising its
 * section, a question pointing at "this" page answered from it): first 84.0%, top 3 94.1%,
 * "not covered" for 11, says so for 86.8%; error questions first 86.7%, top 3 90.0% of 30. Then 61
 * covered and 50 uncovered questions were added (written before retrieval was run on them; 25
 * and 31 of them held out): with the ranking unchanged, first 82.7%, top 3 92.9% of 294, "not
 * covered" for 11, says so for 89.3% of 84 (the first and top 3 floors go down because the set
 * grew, not the ranking: the new questions are harder than the old). Then, tuned on the tuning
 * set only (an adverb no page uses, "nicely", read as how rather than as a missing topic; a
 * section explaining an error message counting half for a question with no sign of trouble):
 * first 82.7%, top 3 93.2%, "not covered" for 10, says so for 88.1% (one uncovered question
 * fewer). Then, tuned on the tuning set only (a heading or title counts each of its words once:
 * "Template strings (t-strings)" took "string" questions): first 83.0%, top 3 93.2%, "not
 * covered" for 10, says so for 88.1%. Then, tuned on the tuning set only (a "what is X?" question
 * weighs the heading that names X ten times as much; a passage that shows code the question
 * quotes, copy.replace or greet(), scores twice as much): first 83.7%, top 3 93.2%, "not covered"
 * for 10, says so for 88.1%. Then 139 covered and 30 uncovered questions were added (written before
 * retrieval was run on them, for the pages the set covered least and for near-misses no page
 * covers; 69 and 14 of them held out): with the ranking unchanged, first 83.2%, top 3 94.2% of
 * 363, "not covered" for 13, says so for 88.8% of 98. Then, tuned on the tuning set only
 * (contractions such as "doesn't" and "shouldnt" read as stop words, not as foreign topics; a
 * number with a plural or unit, "500s", "10gb", read as the reader's value; a word PyDocs does not
 * cover required in the passage itself, not through a synonym; names compared by stem): first
 * 83.2%, top 3 94.2%, "not covered" for 7, says so for 89.8% (88 of 98). Then, tuned on the
 * tuning set only (tutorials start further behind reference pages, 0.7 → 0.55): first 83.7%, top
 * 3 94.2%, "not covered" for 7, says so for 89.8%; then a foreign word matched only as it is,
 * abbreviations read only as words two passages use, and one stem for British and American
 * spellings: held-out unchanged. Then the labelling rule of bench/label-rules.md (written
 * before it was applied, applied to both halves by bench/apply-label-rule.mjs: a question naming an
 * error the common error messages page explains lists that page; 6 questions on each side): first
 * 83.7%, top 3 94.5%. Then two content passes, chosen from the tuning half's misses (pages that
 * touched a topic only in passing now explain it: append versus extend, keyword-only arguments,
 * JSONDecodeError, a read-only property, Python 2.7 ...; PERFORMANCE.md): first 84.8%, top 3
 * 94.8%, "not covered" for 7, says so for 88.8% (87 of 98: one uncovered question more is
 * answered, from the new text; not looked at). Then 219 covered and 37 uncovered questions were
 * added, written blind from the pages' text and committed before retrieval ran on them (91 and 11
 * of them held out): with the ranking unchanged, first 85.9%, top 3 94.5% of 455, "not covered"
 * for 14 (7 of them new questions), says so for 88.1% of 109. An adjective in -able read as the
 * pages' verb ("serializable"), a third content pass, judgements ("ugly") and irregular past
 * tenses ("overrode") not read as topics PyDocs lacks, all tuned on the tuning set only: held-out
 * unchanged. Then a second blind batch, 180 covered and 38 uncovered questions typed the way people
 * chat (context about their own program, beginner words; 83 and 18 held out), with nothing
 * retuned: first 83.5%, top 3 93.1% of 538, "not covered" for 34, says so for 89.0% of 127. Then,
 * tuned on the tuning set only (a question of six or more concepts is covered from 0.35 of them,
 * not 0.5: composeAnswer.ts, LONG_QUESTION_MIN_COVERAGE): "not covered" for 26, says so for 88.2%.
 * Then a fourth content pass, chosen from the tuning half's misses (tuning first 90.1 → 90.9%,
 * "not covered" 17 → 13): held-out first 83.1%, top 3 93.1%, "not covered" for 26, says so for
 * 87.4% (two questions fewer first, one uncovered question more answered; not looked at, and kept,
 * since choosing by these figures is what the split forbids). Then, tuned on the tuning set only
 * (in a question of six or more concepts, a frequent English word no page uses, "wall", "kinda",
 * need not be in the answering passage: tuning "not covered" 13 → 7, refused unchanged): "not
 * covered" for 18, says so for 86.6% (one uncovered question more answered). A one-word name
 * read as a heading's two words ("classmethod") and a fifth content pass, both chosen on the tuning
 * half: first 83.1%, top 3 93.5%, "not covered" for 17. Then a third blind batch, 241 covered
 * (goals described without naming the feature, readers from other languages, terse queries; 124
 * held out) and 80 uncovered, most of them near-misses the pages name without explaining (44 held
 * out), with nothing retuned: first 82.6%, top 3 92.6% of 662, "not covered" for 24, says so for
 * 80.1% of 171. Then, tuned on the tuning set only (a name joined by underscores that no page
 * writes whole, "model_validator", is an API the pages lack unless it is the reader's own: tuning
 * refused 87.0 → 88.2%, nothing else moved): "not covered" for 25, says so for 80.7% (one question
 * each way). Then, tuned on the tuning set only (a question asking for Python's counterpart of
 * another language's feature, "coming from Java", does not need that language in the answer:
 * tuning "not covered" 18 → 16): "not covered" for 26, first and top 3 unchanged (so a question
 * answered from a wrong page before). Then, tuned on the tuning set only (a special method no page
 * writes whole, "__deepcopy__", is an API the pages lack, like "model_validator"; and a question
 * about raising or testing for an exception on purpose is not read as an error the reader hit):
 * says so for 81.29% (one uncovered question more refused). Then a sixth content pass by two
 * helpers (Python's counterparts of other languages' features named where they are explained, the
 * error messages readers paste, goals in plain words; from the third batch's tuning misses; tuning
 * first 89.8 → 91.2%, top 3 97.7 → 98.8%, "not covered" 16 → 6): first 82.9%, top 3 92.7%, "not
 * covered" for 26, says so for 80.1% (two uncovered questions more answered; kept, as choosing by
 * these figures is what the split forbids). Then the heading of Classes and Objects' first section
 * names `__init__` and `self` (tuning first 91.2 → 91.3%): first 83.1%. Then an adverb the pages
 * use ("actually") weighs like an intent word, as one they do not use already did (tuning unchanged;
 * chosen on fresh questions, "when would I actually use a staticmethod"): "not covered" for 25.
 * Then the answer lists were completed by the third labelling rule (bench/label-rules.md): the
 * sections the assistant cites that a list did not name were judged blind, and the 36 found to
 * answer were added (16 held-out questions, 19 tuning; no retrieval change): first 85.3%, top 3
 * 93.7%. This corrects the measure, not the assistant: the lists had missed sections that answer.
 * Then a fourth blind batch (274 covered, 54 uncovered: why-questions, judgement calls, readers'
 * own code, non-native English, near-misses), its lists completed by a second judged round (9
 * more sections), nothing retuned: 791 + 200 held-out questions, first 86.3%, top 3 94.6%, "not
 * covered" for 32, says so for 76.5% (the new near-misses are the hardest kind). Then a size
 * written apart from its unit ("50 MB") and a memory address ("0x7f3a…") read as the reader's
 * values (tuning "not covered" 13 → 9): "not covered" for 30. Then chat words ("you guys", "thx")
 * carry no topic (tuning 9 → 8; held-out unchanged) and a CamelCase name the reader gives their
 * own class or error is theirs (tuning 8 → 7): "not covered" for 29. Then a seventh content pass
 * from the fourth batch's tuning misses (helper h45c: installing without admin rights, which of
 * several Pythons on PATH wins, Notepad's hello.py.txt, assignment as a statement, `typing.Self`;
 * tuning 92.8 / 99.0 / 4 / 85.1): top 3 94.7%, "not covered" for 27. Then a fifth blind batch,
 * written after all of the above as a fair sample of readers' questions (279 covered, 50
 * uncovered), its lists completed by a third judged round (5 sections), nothing retuned: 937 + 224
 * held-out questions, first 86.3%, top 3 94.7%, "not covered" for 31, says so for 74.6% (the
 * batch's held-out half alone: 86.3 / 94.5 / 4 / 58.3%: fresh near-misses are the weakest kind).
 * Then a stop word with two letters swapped ("pyhton") carries no topic (held-out unchanged), and
 * in a question of 10 concepts or more, one unknown word does not veto a passage that covers half
 * of it (tuning "not covered" 10 → 6): "not covered" for 30. Then the uncovered questions' labels
 * were checked by a fourth rule (the three sections ranked first for each, judged blind by two
 * judges): none was answered, so none moved. Then a section-level figure (the first cited section
 * judged to answer): 68.4%. Then the eighth and ninth content passes (helpers h46a, h46b, h46d:
 * os.environ and sys, subprocess, hashlib, weakref, pickle, configuration files, the full property,
 * virtual subclasses, shared memory, a linked list and a binary search tree, argparse subcommands,
 * pyenv, VS Code's launch.json, Ruff and pre-commit, pandas merge, subplots, an HTTP client),
 * labelled by the rules (19 + 12 uncovered questions the new sections answer, both judges agreeing,
 * moved to the covered lists; new first sections judged), and answers showing a section's shell
 * commands (judged with them): 948 + 213 held-out questions, first 85.7%, top 3 94.5%, "not
 * covered" for 27, says so for 76.1%, first section 69.0%. The new sections outrank older answers
 * for some questions that share their words (pickle for "save … to a json file"): first and top 3
 * fell by 0.6 and 0.2 points, kept because readers asking about pickle, subprocess or pyenv were
 * told the pages do not cover them. Then a "what is X?" question ranks docs pages' introductions
 * twice as high (tuning first sections judged to answer 946 → 948; its new first sections judged):
 * first 85.9%, first section 69.5%. Then a section whose every Python block is longer than 30 lines
 * quotes its shortest one up to 45 lines (shown, not searched), and rounds 15-16 judged the verdicts given without it again (with the
 * first sections of a dropped variant, coverage squared): first 86.1%, first section 69.7%. Then a
 * verdict carries a fingerprint of the section its judge saw, and "no" verdicts on sections that have
 * changed since were judged again (rounds 17-18: two tuning questions move). Then the tenth content
 * pass (helpers h47a, h47b: name mangling, reflected operators, __getattr__, __del__, copying your
 * own classes, combinatorics, regex lookarounds, getpass, smtplib, the shebang, stub files, NumPy
 * broadcasting), labelled by rounds 19-20 (12 tuning and 5 held-out uncovered questions the new
 * sections answer moved to the covered lists): 953 + 208, first 86.3%, top 3 94.8%, "not covered"
 * for 25, says so for 76.0% (50 uncovered questions answered, one fewer than before, of fewer), first
 * section 69.6% (663 sections, two more, of five more questions). Then its second part (helpers h47c,
 * h47d: tkinter, repeating and scheduled jobs, one keypress, zipapp and PyInstaller, a Dockerfile,
 * PostgreSQL through the DB-API), labelled by rounds 21-24 (12 + 1 tuning and 3 held-out uncovered
 * questions moved), with a long question's frequent English words weighing 3 instead of 6 and a
 * time of day read as the reader's value: 956 + 205, first 85.9%, top 3 94.8%, "not covered" for
 * 24, says so for 73.7% (54 uncovered questions answered, 4 more: the new pages name Docker,
 * PostgreSQL and GUI toolkits, and near-misses about them now draw those sections, as on tuning,
 * where 3 more were answered against 13 questions the new sections answer), first section 69.1%.
 * Then (stop 48) headings read for two-word names as written, "yield from", "raise ... from" and a
 * loop's "else" named, and an unknown "un-" participle read as the one it negates (held-out
 * unchanged); the eleventh content pass (helpers h48a-h48e, the holes the judges' notes on tuning
 * first sections named), with rounds 27-30 judging the new first sections (a set change: 10
 * held-out questions' lists gain a section the new text answers): first 86.2%, top 3 95.1%, "not
 * covered" for 25 (one more), says so for 73.7%, first section 70.2%. With today's labels and
 * without that text's verdicts, the pages before the pass measure 86.3% / 94.9% / 24 / 73.7%, first
 * section 69.0%.
 * Then (stop 49) the first section counted is the one the answer quotes (it had been the first
 * ranked, which a covering passage below it can differ from: 9 held-out answers), an answer's
 * sentences chosen by the words they write as code, and a content pass on the questions
 * beginners ask most (common-questions.json: reversing a list, a file's existence, the current
 * directory, sleep and timing), with rounds 33-34 judging the new first sections and pools (4
 * held-out lists gain a section; every uncovered question's changed sections "no" again): first
 * 86.4%, top 3 95.2%, "not covered" for 25, says so for 73.7%, first section 70.5%. Saying the
 * everyday words readers use (a list's occurrences, len/min/max/sum, a 2D grid, a multiline string)
 * drew one held-out question to a section that does not answer it, as on tuning ("find the n
 * largest items" now cites the list operations, which say max() gives the largest): 86.3% / 95.2%,
 * first section 70.4%.
 * Then the figures count what the reader is shown (a second reader's find): the answer's citations,
 * not the ranked passages behind them, and nothing for an answer that says "not covered", which
 * had still counted its ranked passages (15 held-out questions first, 16 in the top 3). Same
 * answers, stricter count: first 84.7%, top 3 92.5%, first section 70.4% (tuning 92.2%, 98.0%,
 * 81.9%). The pages before this stop, so counted and with today's labels, measure 84.9% / 92.3%,
 * first section 70.6%. Then a sentence introducing code may end an answer, a pasted error's
 * message draws its paragraph, and the grab-bag "Everyday dictionary operations" section was
 * dissolved into the sections a reader looks in (rounds 37-38): first 84.8%, top 3 92.5%, "not
 * covered" for 25, says so for 73.7%, first section 70.6%.
 * Then (stop 50) operators and keywords asked about on their own ("what does // do", "is instead
 * of ==", "the in keyword") named as the pages name them, "C++" and "C#" read as languages, not
 * the letter c, a passage that matches only a question's foreign words (a language named in
 * passing) no longer covers it, and "X like in Java" read as asking for Python's counterpart, all
 * chosen on tuning and on 115 fresh probe questions (round 39-41 judging the new first sections):
 * first 84.7%, top 3 92.5%, "not covered" for 26 (one more), says so for 75.6% (4 more uncovered
 * questions refused), first section 70.1% (5 fewer; tuning rose 82.0 → 82.4%). Then the second
 * content pass on everyday questions (120 new ones in bench/common-questions-2.json; helpers
 * cq2a-cq2c, rounds 42-43 judging the new first sections; 2 lists gain a section): first 85.1%, top
 * 3 92.7%, "not covered" for 25, says so for 75.6%, first section 71.0%. Rounds 44-45 judged the
 * sections the second readers' fixes changed, and `random.sample` and a list's `enumerate` were
 * taught (one list gains a section): first section 71.2%, the rest unchanged.
 * Then (stop 51) a sixth batch written blind from the pages' text (223 covered, 50 uncovered; 115
 * and 30 held out), its lists completed and its first sections judged (rounds 46-47; 2 lists gain
 * a section, no uncovered question moves), nothing retuned. The batch alone, held out: 84.3% /
 * 92.2%, "not covered" for 6, says so for 80.0%. All held-out questions: first 85.2%, top 3
 * 92.6%, "not covered" for 31 (6 more), says so for 76.2%, first section 71.6%. Then rules
 * chosen on that batch's tuning half (a joined name the reader says they wrote is theirs,
 * subscripts and bracketed literals are quoted code, the site FAQ's entries carry "PyDocs"), the
 * answer's sentence choice (defined terms, a Fix: paragraph, a page's advice), and a third content
 * pass (helpers cq3a-cq3b; rounds 48-53): first 85.3%, top 3 92.6%, "not covered" for 31, says so
 * for 77.0% (2 more uncovered questions refused), first section 71.5%.
 * Then (stop 52) a fourth content pass written blind to the evaluation, the prose naming what each
 * section's examples show (helpers ex52a-ex52f; 23 of its 185 edits, each lowering tuning figures
 * on its own, taken out again; rounds 54-55): first 85.3%, top 3 92.4% (two questions fewer),
 * "not covered" for 31, says so for 77.0%, first section 71.6%. Then the same for the tutorials
 * (helpers tx52a-tx52d; 14 of 77 edits taken out again; rounds 56-57): top 3 92.3% (one question
 * fewer), first section 71.9%, the rest unchanged. Then the same for the code examples' opening
 * paragraphs (helpers xe52a-xe52c; 8 of 52 edits taken out again; rounds 58-59): first 85.5%,
 * top 3 92.8%, "not covered" for 30, says so for 76.6% (one uncovered question more answered),
 * first section 72.3%.
 * Then (stop 53) the questions readers ask, written section by section by helpers blind to the
 * evaluation (plugins/chat-index/reader-questions.json, 4,940 in two rounds: doc2query), their
 * words searched as each section's but never counted as words the section says or the pages know
 * (searchIndex.ts, FIELD_BOOST and PAGE_FIELDS), chosen on tuning (rounds 60-61 judging the new
 * first sections; 12 held-out lists gain a section): first 88.0%, top 3 94.1%, "not covered" for 30, says so
 * for 77.0% (one uncovered question more refused), first section 76.7%. After the first round
 * alone: 87.3%, 94.6%, 30, 77.0%, 76.7%. Then 15 readers' questions a checker found the section
 * does not answer were taken out, the readers' words split as the browser splits a question, and a
 * word the section says as the start of a longer one counted as said (round 62): first 88.6%, top
 * 3 94.3%, "not covered" for 29, says so for 77.4%, first section 77.6%.
 * Then (stop 54) near misses, written section by section by helpers blind to the evaluation
 * (plugins/chat-index/near-misses.json, 3,220 in two rounds, each checked: questions that share a
 * section's words but that no page answers): a passage whose unmatched words are near-miss words
 * (naive Bayes against the readers' questions, askDocs.ts BEYOND_ODDS) cannot lead, chosen on
 * tuning and on the blind questions (round 63 judging a new first section). Held out, read four
 * times as the data grew (round one: 88.1% / 93.8% / 33 / 79.1%; checked: 88.1% / 93.8% / 34 /
 * 79.1%; both rounds: 88.1% / 93.9% / 33 / 79.1%, first section 77.2%), nothing chosen on it.
 * Then, after a second reader's finds, no one word may refuse on its own (ONE_WORD_ODDS) and each
 * question is counted once: first 88.2%, top 3 94.0%, "not covered" for 32 (3 more), says so for
 * 78.7% (3 more uncovered questions refused), first section 77.3%.
 * Stop 55: a question that names another language and never Python is about that language
 * (askDocs.ts, otherLanguageAsked), chosen on the blind questions (near misses refused 77.2 →
 * 81.1%, no readers' question lost) and tuning (unchanged). Held out, read once after: first
 * 88.0%, top 3 93.8%, "not covered" for 34 (2 more), says so for 80.4% (4 more refused), first
 * section 77.1%. Then a word no page uses that the blind readers' questions use more than the near
 * misses do is the readers' own, not a topic PyDocs lacks (askDocs.ts, READERS_WORD_ODDS), chosen
 * on the blind questions ("not covered" 404 → 374 of 4,925, near misses refused 2,610 → 2,606 of
 * 3,220) and tuning ("not covered" 8 → 7); held out, read once after: first 88.4%, top 3 94.3%,
 * "not covered" for 29 (5 fewer), says so for 80.4% (unchanged), first section 77.3%. Then Go by its
 * short name ("go defer …") as another language (blind: 18 more near misses refused, no readers'
 * question lost; tuning unchanged); held out, read once after: says so for 81.3% (2 more).
 * BEYOND_ODDS at 2.5 (blind: 36 more near misses refused for 3 more readers' questions "not
 * covered"; tuning: two first sections worse) read 88.3% / 94.2% / 30 / 81.7% held out and was
 * not kept. A name after a module the pages import read as that module's API (askDocs.ts,
 * namesCode; blind: 15 more near misses refused): held out unchanged. After a second reader's
 * finds (Go only before Go's own words, a reader's background, more of Python's names and of the
 * web around JavaScript, no Pascal, Julia or Nim, pages' own packages not modules; blind: 16 fewer
 * near misses refused, tuning unchanged), held out, read once: says so for 80.9% (1 fewer). Then
 * a content pass from the blind readers' questions still "not covered" (sections name what they
 * explain in the readers' words: "Java's BigDecimal", "labelled break", "gotchas"; 6 files' edits
 * taken out again for 7 tuning regressions), kept on tuning (first 95.8%, top 3 98.6%, "not
 * covered" 6, refused unchanged; round 65 judging the new first sections); held out, read once:
 * first 89.0%, top 3 94.8%, "not covered" for 24 (5 fewer), says so for 80.4% (1 fewer), first
 * section 77.6% (77.59).
 * Stop 56: a lower-case name before a dot that no page uses is a library's ("torch.matmul"), and a
 * word that near misses use and readers' questions do not (searchIndex.ts, isNearMissWord) is
 * something PyDocs lacks, not a slip for a page's word ("postgres", "discord") nor the setting of a
 * long question ("slack"), chosen on the blind questions (near misses refused 2,613 → 2,652 of
 * 3,220, readers' questions "not covered" 157 → 160) and tuning (refused 92.2 → 92.7%); held out,
 * read once after: first 88.9%, top 3 94.7%, "not covered" for 25 (1 more), says so for 81.3% (2
 * more refused), first section 77.5%. Then a near-miss word that starts the question is its
 * subject (askDocs.ts, LEAD_WORD_ODDS: "bash read -s …"), chosen on the blind questions (near
 * misses refused 2,652 → 2,687, readers' questions "not covered" 160 → 162) and tuning (unchanged);
 * held out, read once after: says so for 82.1% (2 more refused), the rest unchanged. A name in
 * an aside's brackets ("(linuxbrew)") read as a topic, not an argument (blind: 6 more near misses
 * refused): held out unchanged. A TaskGroup no longer read as an exception (traceback.ts; blind:
 * 3 more near misses refused, 1 fewer readers' question "not covered"): held out unchanged. A
 * second content pass from the blind readers' questions, as the first (143 sections in 45 files,
 * checked; 3 files' edits taken out for 4 tuning regressions, 2 sentences for a common question),
 * was flat on tuning and cost 15 blind near misses; held out, read once: first 88.8%, top 3 94.6%,
 * "not covered" for 25, says so for 81.7%, and it was not kept. A second reader's finds, mended
 * (the aside's brackets read as before: "(myenv) $ pip …" is the reader's; a name before a dot is a
 * library's only when near misses name it, not after "my" or as "Zombie.health"; the first word
 * not read as the subject where the question names Python or a data frame; "postgres" the topic
 * of the section headed "PostgreSQL …"; blind: near misses refused 2,696 → 2,671 of 3,220, readers'
 * questions "not covered" 161 → 160; tuning refused 92.7 → 92.2%): held out, read once after:
 * first 89.0%, top 3 94.8%, "not covered" for 24, says so for 82.1%, first section 77.6%. A
 * second look's finds, mended: a name before a dot is the reader's again whatever near misses say
 * ("arr.sort() returns None" had been refused), the first word must reach BEYOND_ODDS alone ("cast
 * a float to int" had been refused at 2), a frequent English word stays the page's word it is near
 * ("greater"); blind: near misses refused 2,671 → 2,635 of 3,220, readers' questions "not covered"
 * 160 → 157 (the start's 157 or fewer); tuning unchanged. Held out, read once after: first 89.0%,
 * top 3 94.8%, "not covered" for 24, says so for 81.3%, first section 77.6%.
 * Stop 57: the reader's setting ("for my stats homework", "kotlin dev here", "I'm a sysadmin, …",
 * "my prof keeps saying") need not be in a passage that matches the rest (askDocs.ts,
 * readersSetting), chosen on 1,552 unseen readers' questions written this stop ("not covered" 77 →
 * 66), the blind questions (near misses refused 2,610 → 2,609, readers' questions unchanged) and
 * tuning (unchanged), and narrowed twice after code readings found products answered ("for my
 * airflow dag …"); held out, read once after each of four versions: unchanged. The first word at
 * odds 2.5-2.65 (blind: 13 more near misses refused): held out unchanged, and not kept. A tool's
 * one-word option no page writes ("uvicorn --reload") read as a topic PyDocs lacks (blind: 10 more
 * near misses refused, unseen near misses 7, readers' questions and tuning unchanged); held out,
 * read once after: first 88.9%, top 3 94.7%, "not covered" for 25, says so for 81.7%; not kept, as
 * "pip install --editable ." (a page explains `pip install -e .`) was refused too.
 * Stop 58, answers rather than refusals, each chosen on tuning, the blind readers' questions and
 * questions of my own, and held out read once after each: a tutorial's steps listed under its
 * opening (no retrieval change); "explain X", "X explained", "in simple terms" as "what is X?"
 * (first version, with "what does X mean": first 89.1%, top 3 94.7%; without it: 89.1% / 94.8%);
 * `f"{x=}"`, a mutable default in a `def`, `case Look:` and Python 2's `print "hi"` named in the
 * pages' words (each: unchanged); a count of times ("loop 10 times", answered from dates) read as
 * a loop over range(), with a sentence on it in Control Flow (three versions of the rule and the
 * sentence, each read: first 89.0%, top 3 94.7%, one question lost from each, kept for the
 * beginner's question it fixes; the top 3 floor is 0.946 since); a page introduction from further
 * down for "what is X?" and a loop named by its keyword (each: unchanged); the second code
 * reading's narrowing of four of these rules (89.0% / 94.7%, first section 77.8% once judged).
 * Stop 59, the questions beginners ask most (common-questions.json 238 → 248), each chosen on
 * tuning, the blind questions and the common questions: headings of their own for rounding,
 * printing without a newline, sys.argv and sys.exit() and writing a list to a file, with the fifth
 * labelling rule for the split sections; "check if X is in a list", "between two numbers", "shell
 * command", "listing" and "settings" read for what they are; held out, read once after these:
 * first 88.9% (one question lost), top 3 94.8%, says so for 81.7%; then a loop "through" a list
 * as a for loop and the beginner's words in four sections, read once more with the first sections
 * judged (round 67): the same, first section 77.8% (833 of 1,071, one fewer than before); then
 * the second reading's narrowing of the rules, a hyphenated word read joined, "setting up" as
 * setup, map() and filter() named, and sections on map() and filter() and on escape sequences,
 * read once: first 88.9%, top 3 94.7% (one question back out), says so 81.7%; and once more after
 * the later second reading's fixes, with the first sections judged (rounds 68-69): 88.9% / 94.7%,
 * first section 77.6% (831: of the 10 held-out first sections that changed and were judged this
 * stop, 5 were found to answer). Held-out questions are not read one by one, so which questions
 * moved is not known. Comments' sentence on commenting out multiple lines, read once: unchanged.
 * Stop 60, the everyday questions and other languages' words, each change chosen on tuning, the
 * blind questions and the common questions (248 → 254): "even", "most common", "one list but not
 * the other", a dict's "default", "python X equivalent", possessive pronouns, and the pages saying
 * other languages' names for what they teach (elseif, instanceof, XOR, mutex, printf …); held out,
 * read once with the first sections judged (round 70): first 89.1%, top 3 94.8%, "not covered" for
 * 23 (one fewer), says so 81.7%, first section 77.8%. Then, from the tuning half's misses, "who made
 * Python", `import this`, "keyword only" as one word, `+=` beside threads, PATH the environment
 * variable and a camelCase name in a naming question, with the two second readings' narrowing:
 * the second reader of round 2 ran this test twice (held-out first 89.2%, then 89.3% with their
 * narrower rules, the other figures unchanged, they reported); read once more by me with the first
 * sections judged (round 71): first 89.3% (956), top 3 95.0%, "not covered" for 23, says so
 * 81.7%, first section 77.9% (834). Last, a caught exception's message, whether a path is a folder
 * and writing a unit test read from their words, with a third reading's narrowing, read once with
 * the first sections judged (round 72): the same, first section 78.0% (835: of the 13 held-out first
 * sections that changed and were judged this stop, 6 were found to answer). A judge's note named
 * one held-out question whose answer this stop's sorting sentences took over ("remove duplicates
 * … keep the order", now answered from sorting); it was not acted on. The floors are the measured
 * figures rounded down, and the "not covered" ceiling is the measured count.
 *
 * Stop 61, readers' words and the languages a question opens with, each change chosen on tuning,
 * the blind questions and three second readings: the pages saying readers' words where the thing is
 * taught (promise, double, aliasing, named expression, reserved words, temp file, KDF, IPC …), `%`
 * beside a format directive, American "canceled"/"labeled". Held out, read twice by accident (I ran
 * the chat tests without leaving this file out), both times on the same code: first 89.4%, top 3
 * 95.1%, "not covered" for 22, says so 81.7%. Then "go" the verb, "coming" and "help" no topics,
 * "understand" a stop word, a question opening with go, c, r, bash, powershell or node before the
 * language's own words refused as that language's, an older-formatting section, and the readers'
 * narrowing; read with the first sections judged (round 75, and once more by the chat tests on the
 * same code, to check these floors): first 89.3% (956), top 3 95.0%,
 * "not covered" for 23, says so 82.1% (193 of 235), first section 78.2% (837). Last, from the
 * common question still missed and the blind readers' questions, `math.prod`, a default as the
 * "fallback" and "Writing and running a script file"; read once more with the first sections
 * judged (round 76): the same figures. And after four more readers' words (raffle winners, an
 * outlier, env vars, adding an attribute), with no first section left unjudged: the same figures.
 *
 * Stop 62, a covering section that writes two of the question's words side by side as a phrase of
 * its own ranks higher, chosen on the blind readers' questions and the unseen readers' questions
 * (never in the index), with two second readings; then code read more carefully (`with … as` only as
 * code, `-> str`, `all(…)`, a percentage, `**rest`), "pitfalls" and "guide", five words that keep
 * their final "e", and readers' words in the pages. Read once by `bench/chat.mjs` at the end, with
 * every first section judged (rounds 78-79), and once more by the chat tests on the same code to
 * check these floors: first 89.4% (957), top 3 95.0%, "not covered" for 23, says so 82.1% (193 of
 * 235), first section 78.4% (840). Then Python's error messages pasted without their class name,
 * and a section whose heading is the message a little higher; read once more by `bench/chat.mjs`
 * with every first section judged (round 80): the same figures. And once more after the restated
 * message lost the reader's words after it: the same figures.
 *
 * Stop 63, code the pages never show is not covered: an attribute of a module the pages import or
 * of a library near misses name, whose word no page uses; a package named after Python, pip or a
 * library the pages teach that no page writes; a keyword argument in prose that no page writes.
 * Chosen on the blind near misses and the unseen near misses, mended after three second readings
 * (the reader's own objects, calls and folders). Read once by `bench/chat.mjs` at the end, with
 * every first section judged, and once more by the chat tests on the same code to check these
 * floors: first 89.4%, top 3 95.0%, "not covered" for 23, says so 83.4% (196 of 235), first
 * section 78.4%.
 */
const HELD_OUT_FIRST = 0.893;
const HELD_OUT_TOP = 0.949;
const HELD_OUT_SAID_NOT_COVERED = 23;
const HELD_OUT_NOT_COVERED_RATE = 0.834;
/** First cited section judged to answer (bench/label-rules.md); an unjudged first section counts as not answering. */
const HELD_OUT_FIRST_SECTION = 0.784;

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const set: QuestionSet = questionSet;
const root = path.resolve(__dirname, '../../../..');
const index = new PassageIndex(buildChatIndexCached(root));
const heldOut = evaluateSplit(index, set, 'held-out');
const tuning = evaluateSplit(index, set, 'tuning');

describe('retrieval evaluation', () => {
  it('asks enough questions, of every kind, on both sides of a fixed split', () => {
    console.log(`Chat retrieval\n  ${describeFigures('tuning', tuning)}\n  ${describeFigures('held-out', heldOut)}`);
    expect(set.questions.length).toBeGreaterThanOrEqual(400);
    expect(set.notCovered.length).toBeGreaterThanOrEqual(40);
    expect(set.questions.filter(({question}) => ERROR_QUESTION.test(question)).length).toBeGreaterThanOrEqual(40);
    // The rule is the hash of the text: stable, and roughly half of the new questions are held out.
    expect(splitOf('What is a closure?')).toBe(splitOf('What is a closure?'));
    expect(heldOut.questions).toBeGreaterThan(set.questions.length * 0.35);
    expect(heldOut.notCoveredQuestions).toBeGreaterThanOrEqual(15);
    const tuningTexts = new Set(questionsOf(set, 'tuning').questions.map(({question}) => question));
    expect(questionsOf(set, 'held-out').questions.filter(({question}) => tuningTexts.has(question))).toEqual([]);
  });

  it('labels every question with the pages the labelling rules give it (bench/label-rules.md)', () => {
    const everyQuestion = [...set.earlierQuestions, ...set.questions];
    const unlabelled = everyQuestion.filter(({question, answers}) => answersByRule(question, answers).some((answer) => !answers.includes(answer)));
    expect(unlabelled.map(({question}) => question)).toEqual([]);
    expect(everyQuestion.filter(({question}) => namesAnExplainedError(question)).length).toBeGreaterThanOrEqual(40);
  });

  it('lists every section the judges found answers its question (bench/judgements.json)', () => {
    type Judgement = {question: string; section: string; added: boolean};
    const judgements: Judgement[] = JSON.parse(readFileSync(path.join(root, 'bench/judgements.json'), 'utf8'));
    const listed = new Map([...set.earlierQuestions, ...set.questions].map(({question, answers}) => [question, answers]));
    const added = judgements.filter((judgement) => judgement.added);
    expect(added.length).toBeGreaterThan(0);
    expect(added.filter(({question, section}) => !listed.get(question)?.includes(section))).toEqual([]);
  });

  it('labels questions only with pages and headings the assistant can cite', () => {
    // A renamed heading changes its link: a list that still names the old one could never match.
    const citable = (answer: string) => {
      const [page] = answer.split('#');
      return index.passagesOf(page).some((passage) => (answer.includes('#') ? passage.url === answer : true));
    };
    const answers = [...set.earlierQuestions, ...set.questions].flatMap(({answers: listed}) => listed);
    expect(answers.filter((answer) => !citable(answer))).toEqual([]);
  });

  it(`puts a page that answers a held-out question first for at least ${percent(HELD_OUT_FIRST)} and in the top ${TOP} for at least ${percent(HELD_OUT_TOP)}`, () => {
    expect(heldOut.first).toBeGreaterThanOrEqual(HELD_OUT_FIRST);
    expect(heldOut.topN).toBeGreaterThanOrEqual(HELD_OUT_TOP);
  });

  it('cites first the section its answer quotes, on both halves', () => {
    // The first cited section is what the figures above count as first, so it must be the one
    // the reader reads ("zip two lists together" once quoted "Tuples" and cited only other pages).
    const misquoted = [...tuning.results, ...heldOut.results].filter((result) => result.covered && result.quoted !== result.top[0]).length;
    expect(misquoted).toBe(0);
  });

  it('answers held-out questions the pages cover instead of saying they are not covered', () => {
    expect(heldOut.saidNotCovered).toBeLessThanOrEqual(HELD_OUT_SAID_NOT_COVERED);
  });

  it('says plainly that the docs do not cover held-out questions outside PyDocs', () => {
    expect(heldOut.notCoveredRate).toBeGreaterThanOrEqual(HELD_OUT_NOT_COVERED_RATE);
  });

  it(`opens its answer to a held-out question with a section a judge found answers it, for at least ${percent(HELD_OUT_FIRST_SECTION)}`, () => {
    // A ranking change that cites sections nobody judged lowers this until they are judged
    // (node bench/judge-pool.mjs DIR ROUND --firsts), so the figure never counts a guess.
    const verdicts = verdictsOf(JSON.parse(readFileSync(path.join(root, 'bench/judgements.json'), 'utf8')));
    expect(firstSectionJudged(heldOut.results, verdicts).rate).toBeGreaterThanOrEqual(HELD_OUT_FIRST_SECTION);
  });
});
