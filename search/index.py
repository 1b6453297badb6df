"""Building the index into the database and answering a query from it.

Each app server keeps a parsed copy of the rows, checked on every query against the newest row id
(one indexed look-up), so a rebuild on one server is seen by all of them at once.
"""

from __future__ import annotations

import difflib
import html
import math
import re
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from threading import Lock

from django.conf import settings
from django.db import connection, transaction
from django.utils import translation
from django.utils.safestring import SafeString, mark_safe

from naipes_site import games as site_games
from naipes_site.games import GameInfo, game_info
from search import answers, elsewhere, shapes, synonyms
from search.asking import CARDS, GameAnswers, cards_in, said_as_card
from search.documents import documents
from search.games import game_answers
from search.models import Entry
from search.text import fold, stem, terms, words

# The ranking's weights. A document's score is BM25 over its body, plus per query word a title or
# question bonus, then multiplied by its kind's boost (search.documents.BOOST), by how much of the
# query it covers, by how well one of its questions says the whole query, and by the game.
# What the labelled set (tests/search/labelled.py, ``make bench``) measured when they were set, each
# language's precision at 1 on the tuning part: 46 % es / 45 % en with the old weights and no
# questions; 61 % / 70 % with the questions and tools indexed at the old game weights; 99 % / 96 %
# with the weights below. The held-out part was written at the same time and read only as a total:
# 77 % / 86 % at 1, 94 % / 97 % in five (a stranger's questions land lower than the tuned ones);
# the whole set, 91 % / 92 % at 1 and 98 % / 99 % in five, holds the floor of 90 % and 97 %.
# On the unseen set of whole questions (tests/search/unseen.py, docs/benchmarks.md) the intents, phrases and
# per-game words below took right first on its tuning part from 65 % / 64 % to 78 % / 84 %; its held-out part,
# read once after, 74 % / 67 %. Reading the question (search.shapes, positions, a game's card, spellings by ear)
# took the whole unseen set to 87 % / 88 %, and the fresh unseen2 set, read once after, to 75 % / 73 %.
K1, B = 1.2, 0.4  # BM25: a word said five times is not five times the subject; long sections not punished much
TITLE_WEIGHT = 2.5  # a heading names the subject; divided by the heading's length, so "Renuncio" beats a long title
SYNONYM_WEIGHT = 0.6  # the other language's word for it: a good hint, weaker than the word typed
GAME_MATCH = 1.8  # the game named decides between games («tengo que montar tute» is Tute's over-trump rule)
OTHER_GAME = 0.2  # ...strongly: at 0.5 Tute's «matar» still beat Cirulo's follow-suit rule for «matar cirulo»
NO_GAME = 0.7  # ...and a word common to all games (the general glossary) yields to the named game's section
EXACT_TITLE = 1.6  # a title made only of query words is what was asked for, if it is most of the query
SAID_TERM = 1.3  # a glossary term said letter for letter (not only by its stem: «pintarlas» is not «pinta»)
QUOTED = 8.0  # a term put in quotes ("what's a 'baza'") is the one asked about: its own entry or section
PHRASE_TITLE = 1.8  # a title of several words said word for word in the query («me las juego», "diez de mesa")
#                     names the subject, function words and all (the function words alone would be dropped)
PAIR_WEIGHT = 0.4  # two query words side by side in a text («diez de mesa») are a phrase, not chance
ASK_WEIGHT = 1.5  # a word of a question the section answers weighs like a heading word (2.5 let
#                   questions drown the glossary's definitions of bare terms: «pinta» went to a section)
ASK_COVER = 1.5  # one question saying the whole query multiplies by up to 2.5: it is the section's own
#                  question; at 3 the bare terms again went to sections rather than their definitions
IMPLIED_MATCH = 1.4  # a word only one game uses («platillo», «robe») implies it, weaker than naming it
SHAPE_MATCH = 2.0  # a section whose heading or own question has the question's shape (search.shapes): «hasta
#                   cuántos puntos» is the end of a game, not its scoring; a judge's only when a position is told
FRAMING = frozenset(stem(w, lang) for w in ("entre", "hasta", "gana", "ganan", "lleva", "obligado", "obligatorio",
                                           "wins", "win", "takes", "allowed", "have", "tengo", "hay", "dura",
                                           "doing", "getting", "voy", "like", "parece", "parecido", "similar")
                    for lang in ("es", "en"))  # the frame words of a shape's phrase, which never name its subject
JUDGED_ALONE = frozenset(["hands", "trick", "pile"])  # who takes a trick, which hand wins: a judge's own question, position or not
TOOL_SHAPES = frozenset(["practice", "progress"])  # shapes a tool answers, not a drill
SHAPED = frozenset(["section", "glossary", "hand", "page", "tool"])  # the rules' own questions (a drill's name is no question)
PAGE_WORDS = frozenset(["reglas", "regla", "normas", "rules", "rule", "instrucciones", "instructions", "english",
                        "ingles", "spanish", "espanol", "in", "en", "de", "del", "the", "of", "la", "el"])
# ...said with a game's name and nothing else («reglas del tute», "la docena rules in english"): its rule page.
CARD_TITLE = 1.8  # a card said by its own name (the Tuerto, the Paulo as a card) in a question about it names the
#                  section headed by it (the name alone is a term: its glossary entry)
AS_CARD_PAGE = 0.5  # a game's name said as its card asks about the card, not the game's whole page
ONE_GAMES_TOOL = 0.6  # with no game named, one game's copy of a tool (its worksheets) yields to the site's own
LOW_SCORE = 6.0  # below it, a query naming no game with a word the index does not know is not answered here
#                  (a site question's best match scores tens; «reglas del mus» 5, "blackjack strategy" 5)
SNIPPET_WORDS = 28
# Function words carry no subject: «quién gana la baza en el tute» is about «gana», «baza», «tute».
STOPWORDS = frozenset(["a", "al", "como", "con", "cual", "cuando", "cuanta", "cuantas", "cuanto", "cuantos", "de", "del", "el", "en", "es", "esta", "este", "hay", "la", "las", "le", "lo", "los", "me", "mi", "mas", "o", "para", "pero", "por", "que", "se", "si", "su", "sus", "un", "una", "uno", "y", "yo", "cada", "puedo", "puede", "an", "and", "are", "at", "be", "by", "can", "do", "does", "each", "for", "from", "how", "i", "if", "in", "is", "it", "many", "may", "much", "of", "on", "or", "the", "to", "what", "when", "where", "which", "whom", "why", "with", "you", "your", "my", "s",
    # Auxiliaries, pronouns and chat spellings, said around a whole question: «me he quedado», «q es», "am I".
    "he", "has", "ha", "hemos", "han", "soy", "somos", "q", "x", "nos", "te", "tu", "ya", "pues", "eso", "esto",
    "pa", "pal", "xq", "pq", "porq", "porque", "k", "ke", "tb", "tmb", "u", "ur", "pls", "plz", "please", "hola", "hi",
    "hello", "thanks", "gracias", "perdona", "perdon", "sorry", "oye", "ok", "okay", "actually", "exactly",
    "muy", "am", "there", "that", "this", "these", "those", "we", "they", "she", "his", "her", "them",
    "would", "should", "will", "just", "so", "then", "was", "were", "been", "get", "got"])
STOP_STEMS = frozenset(stem(w, lang) for w in STOPWORDS for lang in ("es", "en"))
# Words that say which kind of page is wanted rather than its subject: «qué significa», "quiz me", «apuntar».
# The page of that kind is weighed up by INTENT; a word that only says "define it" is left out of the subject.
INTENT = {"glossary": 2.2, "trainer": 2.0, "counter": 1.7, "judge": 2.0, "cheatsheet": 2.0}
DEFINING = frozenset(["significa", "significan", "significado", "definicion", "define", "mean", "means",
                      "meaning", "definition", "whats"])
WHAT_IS = frozenset([("que", "es"), ("que", "son"), ("what", "is"), ("what", "are"), ("what", "s"),
                     ("whats", "a"), ("what", "a")])
SETTING = frozenset(["spanish", "espanol", "espanola", "espanolas", "card", "cards", "carta", "cartas", "game", "games",
                     "juego", "juegos", "baraja", "deck", "pack"])
"""Words that set the scene of a definition asked ("what is a baza in spanish card games"), not its subject."""
_CHAT = frozenset(["eso", "esto", "it", "that", "this"])  # «¿qué es eso?», "what is it": the question's tail
WHICH_CARD = frozenset([("que", "carta", "es"), ("cual", "carta", "es"), ("which", "card", "is"), ("what", "card", "is")])
INTENTS = {
    "glossary": DEFINING,
    "trainer": frozenset(["test", "quiz", "examen", "examinar", "preguntame", "entrenador", "entrenadores",
                          "entrenar", "ejercicio", "ejercicios", "drill", "drills", "exercise", "exercises",
                          "trainer", "trainers", "train", "training", "practicar", "practise", "practice"]),
    "counter": frozenset(["apuntar", "anotar", "apunto", "apuntamos", "tanteo", "marcador", "libreta", "cuentas",
                          "tablero", "pizarra", "contador", "board", "counter",
                          "keep", "track", "tally", "scoresheet", "scorekeeping", "scorecard", "note", "write", "pad",
                          "scorepad", "scorekeeper", "keeper", "tracker", "ledger"]),
    # A summary on one page: the cheat sheet.
    "cheatsheet": frozenset(["chuleta", "resumen", "resumido", "imprimir", "imprimible", "summary", "cheat",
                             "cheatsheet", "printable", "print", "overview", "reference", "referencia"]),
}
DECLARING = frozenset(["cantar", "canta", "cantas", "cante", "cantado", "cantaste", "declare", "declaring", "declared",
                       "declares", "call", "calling", "hacer", "hace", "hago", "make", "making"])
"""Verbs that say a game's name as something declared: «cantar tute» is Tute's four of a rank, not the game."""
PAGE_KINDS = frozenset(["trainer", "counter", "cheatsheet"])
"""Kinds of page asked for by name («un test de tute», "papayoo drill: cards per player"): the engine's answer to
the rest of the question is not what is asked."""
_WORD_OR_NOT = re.compile(r"(\w+)|(\W+)")


def game_words() -> dict[str, str]:
    """Each word that names a game (its slug, the words of its name), folded → its slug; read when asked."""
    return _game_words(site_games.game_infos())


@lru_cache(maxsize=4)
def _game_words(games: tuple[GameInfo, ...]) -> dict[str, str]:
    return {fold(word): game.slug for game in games for word in (game.slug, *game.name.split())
            if fold(word) not in {"la"}}


def build() -> int:
    """Read every document in every language and replace the index with them; the row count."""
    rows = []
    for lang, _name in settings.LANGUAGES:
        for doc in documents(lang):
            asks = " | ".join(" ".join(terms(q, lang)) for q in doc.asks.split("|") if q.strip())
            rows.append(Entry(lang=lang, kind=doc.kind, game=doc.game, title=doc.title[:200], url=doc.url,
                              text=doc.text, boost=doc.boost, title_terms=" ".join(terms(doc.title, lang)),
                              body_terms=" ".join(terms(doc.text, lang)), ask_terms=asks))
    with transaction.atomic():
        Entry.objects.all().delete()
        Entry.objects.bulk_create(rows, batch_size=200)
    _stamps_read.clear()  # this process sees its own new index at its next query
    return len(rows)


def _title_words(title: str) -> list[str]:
    """A title's folded words as a query says them: no gloss in parentheses, no leading article («las diez de
    mesa» is said «diez de mesa»)."""
    said = words(_PARENTHESES.sub(" ", title))
    while len(said) > 1 and said[0] in _ARTICLES:
        said = said[1:]
    return said


def _phrase(title: str) -> str:
    """A title of two to five words, folded and spaced, as the query would say it (else empty)."""
    said = _title_words(title)
    return f" {' '.join(said)} " if 2 <= len(said) <= 5 else ""


_ARTICLES = frozenset(["el", "la", "los", "las", "un", "una", "the", "a", "an"])


_PARENTHESES = re.compile(r"\([^)]*\)")
_QUOTED = re.compile(r"""(?:^|\W)['"«“‘]([^'"»”’]{2,40})['"»”’](?:\W|$)""")


SHAPE_PREFIX = "shape_"


def shape_term(shape: str) -> str:
    """A question's shape as a term of the index: a section whose own question has it matches it like a word."""
    return f"{SHAPE_PREFIX}{shape}"


def _pairs(terms: list[str]) -> list[str]:
    """Neighbouring words, function words left out, as one term: «diez de mesa» → ``diez_mes``.
    A query's pairs reward the pages that say its words together."""
    content = [t for t in terms if t not in STOP_STEMS]
    return [f"{a}_{b}" for a, b in zip(content, content[1:], strict=False)]


def _with_pairs(terms: list[str]) -> list[str]:
    return terms + _pairs(terms)


@dataclass
class _Doc:
    id: int
    kind: str
    game: str
    title: str
    url: str
    text: str
    boost: float
    title_terms: frozenset[str]
    title_core: frozenset[str]  # the title's words that are not function words
    body: Counter
    length: int
    asks: tuple[frozenset[str], ...]  # each question it answers, as stems without function words
    ask_terms: frozenset[str]
    phrase: str = ""  # the title's folded words, when it is a phrase of several: «me las juego», "diez de mesa"
    named: str = ""  # the title's folded words, however many: what a quoted term is compared with
    shapes: frozenset[str] = frozenset()  # the shapes of its heading and of the questions it answers
    pieces: list[tuple[str, str]] | None = None  # words and gaps of the text, cut when first shown


@dataclass
class _Index:
    lang: str
    docs: list[_Doc]
    df: Counter
    avg_length: float
    postings: dict[str, list[int]]
    vocabulary: list[str] = field(default_factory=list)
    term_games: dict[str, frozenset[str]] = field(default_factory=dict)  # games whose titles or questions say it
    _by_url: dict[str, _Doc] | None = None

    def by_url(self) -> dict[str, _Doc]:
        """Each rule section (and page) by its address: the one an engine's answer links, to read its shapes."""
        if self._by_url is None:
            self._by_url = {doc.url: doc for doc in self.docs if doc.kind in {"section", "page"}}
        return self._by_url

    @classmethod
    def from_rows(cls, lang: str, rows) -> _Index:
        docs: list[_Doc] = []
        df: Counter[str] = Counter()
        postings: dict[str, list[int]] = {}
        vocabulary: set[str] = set()
        named = frozenset(stem(w, lang) for w in game_words())
        for i, row in enumerate(rows):
            body = Counter(_with_pairs(row["body_terms"].split()))
            title_words = row["title_terms"].split()
            title_terms = frozenset(_with_pairs(title_words))
            asked = [q.split() for q in row["ask_terms"].split("|") if q.strip()]
            asks = tuple(frozenset(q) - STOP_STEMS for q in asked)
            said_shapes = frozenset().union(*(shapes.shapes_of_stems(q, lang, named) for q in [title_words, *asked]))
            if row["kind"] in SHAPED | {"judge", "trainer"}:  # the shape is a word of the questions it answers (a judge's: only beside a position)
                shaped = frozenset(shape_term(shape) for shape in said_shapes)
            else:
                shaped = frozenset()
            ask_terms = frozenset().union(*asks, shaped)
            docs.append(_Doc(row["id"], row["kind"], row["game"], row["title"], row["url"], row["text"],
                             row["boost"], title_terms, frozenset(title_words) - STOP_STEMS, body, sum(body.values()),
                             asks, ask_terms, _phrase(row["title"]), " ".join(_title_words(row["title"])),
                             shapes=said_shapes))
            for term in set(body) | title_terms | ask_terms:
                df[term] += 1
                postings.setdefault(term, []).append(i)
            vocabulary.update(w for w in words(row["title"]) if w.isalpha() and len(w) > 3)
        avg = sum(d.length for d in docs) / max(len(docs), 1)
        vocabulary.update(game_words())
        term_games: dict[str, set[str]] = {}
        for doc in docs:
            if doc.game and doc.kind in {"section", "glossary", "hand"}:
                for term in doc.title_core | doc.ask_terms:
                    term_games.setdefault(term, set()).add(doc.game)
        return cls(lang, docs, df, avg or 1.0, postings, sorted(vocabulary),
                   {term: frozenset(games) for term, games in term_games.items()})


_lock = Lock()
_loaded: dict[str, tuple[int, _Index]] = {}


def _index(lang: str) -> _Index:
    return _stamped_index(lang)[1]


STAMP_SECONDS = 1.0
"""How long a process takes the index's stamp as it last read it. Asking the database at every search was a
round trip a search, a quarter of the database's work on a repeated search (``docs/benchmarks.md``); an index
rebuilt by another process (``manage.py build_search_index`` at a release) is seen within this time, one this
process rebuilds (:func:`build`) at its next query."""

_stamps_read: dict[str, tuple[float, int]] = {}
"""The stamp last read from each database, and when."""


def _stamp(afresh: bool = False) -> int:
    """The index's stamp: its highest row id, which a rebuild always raises; ``afresh``, read from the database
    whenever it was read last."""
    now, alias = time.monotonic(), connection.alias
    last = _stamps_read.get(alias)
    if last is not None and 0 <= now - last[0] < STAMP_SECONDS and not afresh:
        return last[1]
    with connection.cursor() as cursor:  # the cheapest question: has the index been rebuilt?
        cursor.execute(f"SELECT MAX(id) FROM {Entry._meta.db_table}")
        stamp = cursor.fetchone()[0] or 0
    if stamp:  # an empty index is built at the next query, never taken as read
        _stamps_read[alias] = (now, stamp)
    return stamp


def _stamped_index(lang: str) -> tuple[int, _Index]:
    """The index of ``lang`` and its stamp, which changes whenever the index is rebuilt."""
    stamp = _stamp()
    cached = _loaded.get(lang)
    if cached and cached[0] == stamp:
        return cached
    stamp = _stamp(afresh=True)  # the rows about to be read are those of the stamp as it is now
    if not stamp:  # never built here (a fresh database): build it now rather than find nothing
        build()
        return _stamped_index(lang)
    rows = Entry.objects.filter(lang=lang).order_by("id").values(
        "id", "kind", "game", "title", "url", "text", "boost", "title_terms", "body_terms", "ask_terms")
    index = _Index.from_rows(lang, rows)
    with _lock:
        _loaded[lang] = (stamp, index)
    return stamp, index


@dataclass
class Result:
    kind: str
    game: str
    game_name: str
    title: str
    url: str
    snippet: SafeString
    score: float


@dataclass
class Answer:
    query: str
    results: list[Result]
    corrected: str = ""  # the query with its typos mended, when that is what was searched
    cirulla: bool = False
    engine: answers.EngineAnswer | None = None  # the engine's own answer, drawn above the results
    stamp: int = 0  # the index it was found in: the same words in the same index get the same answer
    not_found: bool = False  # nothing on the site answers it (search.elsewhere): said so, no results
    nearest: Result | None = None  # then the rule closest to it, linked instead


def _groups(query_words: list[str], index: _Index) -> list[dict[str, float]]:
    """One group per word of the query: its stem (weight 1) and its glossary synonyms (weaker)."""
    table = synonyms.table()
    groups: list[dict[str, float]] = []
    seen: set[str] = set()
    for word in query_words:
        term = stem(word, index.lang)
        if term in seen or (word in STOPWORDS and len(query_words) > 1):
            continue
        seen.add(term)
        group = {term: 1.0}
        # A word of the other language («tricks» on a Spanish page) is looked up with its own stemmer.
        alternatives = {*table.get(term, ())}
        for other in {"es", "en"} - {index.lang}:
            alternatives.update(table.get(stem(word, other), ()))
        for alternative in alternatives:
            for part in alternative:
                if part in index.df and part not in group and part not in STOP_STEMS:
                    group[part] = SYNONYM_WEIGHT / len(alternative)
        groups.append(group)
    return groups


CLASS_WORDS = frozenset(["class", "classes", "classroom", "clase", "clases", "aula", "students", "student",
                         "alumnos", "alumnas", "pupils", "teacher", "teachers", "profesor", "profesora", "profe",
                         "maestro", "maestra", "teach", "teaching", "ensenar", "lesson", "leccion", "projector",
                         "proyector", "school", "colegio", "cole", "instituto"])
CLASS_STEMS = frozenset(stem(w, lang) for w in CLASS_WORDS for lang in ("es", "en"))
FOR_A_CLASS = 0.3  # a tool for a class, when a drill is asked for by someone who names no class nor teaching


def _score(index: _Index, groups: list[dict[str, float]], games: set[str],
           pairs: Sequence[str] = (), implied: frozenset[str] = frozenset(),
           wanted: frozenset[str] = frozenset(), said: str = "", quoted: frozenset[str] = frozenset(),
           asked: frozenset[str] = frozenset(), position: bool = False, shaped: Sequence[dict[str, float]] = (),
           as_card: bool = False, cards_named: frozenset[str] = frozenset()) -> list[tuple[float, _Doc]]:
    n = len(index.docs)
    scores: dict[int, float] = {}
    covered: dict[int, int] = {}
    teaching = not CLASS_WORDS.isdisjoint(said.split())
    weighed = ([(group, True) for group in [*groups, *shaped]] + [({pair: PAIR_WEIGHT}, False) for pair in pairs])

    def shaped_ok(doc: _Doc) -> bool:
        """A rule's or a tool's own question has a shape; a judge's only beside a position, a drill's only when a
        drill is asked for (their names are questions: "Who takes this trick?")."""
        return (doc.kind in SHAPED or (doc.kind == "judge" and (position or bool(asked & JUDGED_ALONE)))
                or (doc.kind == "trainer" and "trainer" in wanted))

    for group, counts in weighed:
        best: dict[int, float] = {}
        for term, weight in group.items():
            df = index.df.get(term)
            if not df:
                continue
            idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
            for i in index.postings[term]:
                doc = index.docs[i]
                if not shaped_ok(doc) and term.startswith(SHAPE_PREFIX):
                    continue
                tf = doc.body.get(term, 0)
                body = tf * (K1 + 1) / (tf + K1 * (1 - B + B * doc.length / index.avg_length)) if tf else 0.0
                title = TITLE_WEIGHT / (1 + 0.15 * len(doc.title_core)) if term in doc.title_terms else 0.0
                ask = ASK_WEIGHT if term in doc.ask_terms else 0.0
                value = weight * idf * (body + max(title, ask))
                if value > best.get(i, 0.0):
                    best[i] = value
        for i, value in best.items():
            scores[i] = scores.get(i, 0.0) + value
            covered[i] = covered.get(i, 0) + counts
    query_stems = {term for group in groups for term in group}
    content = [frozenset(group) for group in groups if not set(group) <= STOP_STEMS]
    ranked = []
    for i, score in scores.items():
        doc = index.docs[i]
        coverage = covered[i] / (len(groups) + len(shaped))
        score *= doc.boost * (0.4 + coverage) ** 2
        if doc.asks and content:
            score *= 1 + ASK_COVER * max(_asked(content, question) for question in doc.asks)
        general = games and not doc.game and doc.kind == "glossary" and "glossary" not in wanted  # a word of all games
        if doc.title_core and doc.title_core <= query_stems and 2 * len(doc.title_core) >= len(content) and not general:
            score *= EXACT_TITLE * (1.4 if doc.kind == "glossary" and (not games or "glossary" in wanted) else 1.0)
        if doc.kind in wanted and (doc.kind != "glossary" or doc.title_core & query_stems):
            score *= INTENT[doc.kind]  # (a definition asked is of the term said: «guiñar un ojo» is no entry's term)
        if "trainer" in wanted and doc.kind == "tool" and doc.title_core & CLASS_STEMS and not teaching:
            score *= FOR_A_CLASS  # "quiz me on papayoo" is a learner's drill, not a quiz a teacher sets a class
        if doc.phrase and doc.phrase in said and not (games and doc.game and doc.game not in games):
            score *= PHRASE_TITLE  # (another game's section of the same name stays another game's)
        if doc.named in quoted:
            score *= QUOTED
        if doc.kind == "glossary" and doc.named and f" {doc.named} " in said and (
                "glossary" in wanted):
            score *= SAID_TERM  # «qué significa pintarlas»: the entry of the word said, not of its stem's neighbour
        if as_card and doc.kind == "page":
            score *= AS_CARD_PAGE
        if (cards_named and len(groups) > 1 and doc.kind == "section" and "glossary" not in wanted
                and "kind" not in doc.shapes
                and not cards_named.isdisjoint(doc.title_core)):  # (what the game is names the game, not its card)
            score *= CARD_TITLE  # «el Paulo nunca está obligado»: the section headed by the card asked about
        if (both := len(doc.shapes & asked)) and shaped_ok(doc):
            score *= SHAPE_MATCH ** min(both, 2)  # «cuántos puntos hay en total»: the points and the total, both said
        if games and doc.game in games:
            score *= GAME_MATCH
        elif games and doc.game:
            score *= OTHER_GAME
        elif games:
            # A site-wide tool (the list of drills) yields to the named game's own page, and so does a word of every
            # game in the general glossary unless a definition is asked («hay triunfo en el cirulo» asks the game).
            score *= NO_GAME * (NO_GAME if doc.kind == "tool" or (doc.kind == "glossary" and "glossary" not in wanted)
                                else 1.0)
        elif implied and doc.game in implied:
            score *= IMPLIED_MATCH
        elif not implied and doc.kind == "tool" and doc.game:
            score *= ONE_GAMES_TOOL
        ranked.append((score, doc))
    ranked.sort(key=lambda pair: (-pair[0], pair[1].id))
    return ranked


def _wanted(query_words: list[str]) -> frozenset[str]:
    """The kinds of page the query's words ask for (:data:`INTENTS`); «quiere decir» asks for a definition, and
    so does «qué es», "what's a" before a word or two: «qué son las mijillas», "what is a baza". Two cards or
    more said by name are a position at the table, which a judge answers."""
    said = set(query_words)
    found = {kind for kind, markers in INTENTS.items() if not markers.isdisjoint(said)}
    if len(cards_in(query_words)) >= 2:
        found.add("judge")
    if {"quiere", "decir"} <= said:
        found.add("glossary")
    opening = tuple(query_words[:2])
    if opening in WHAT_IS and len([w for w in query_words[2:] if w not in STOPWORDS and w not in SETTING]) <= 2:
        found.add("glossary")
    closing = [w for w in query_words if w not in _CHAT]
    if len(closing) > 2 and tuple(closing[-2:]) in WHAT_IS and len([w for w in closing[:-2] if w not in STOPWORDS]) <= 2:
        found.add("glossary")  # «pintarlas qué es», "envite negro, what is it"
    if tuple(query_words[:3]) in WHICH_CARD and len(query_words) <= 6:
        found.add("glossary")  # «qué carta es el tuerto», "which card is the mala": the card's own entry
    return frozenset(found)


def _implied(index: _Index, groups: list[dict[str, float]]) -> frozenset[str]:
    """The one game the query's own words belong to when it names none: «platillo» is Cirulo's,
    «robe» Tute's. A word several games share implies nothing; two words implying different games
    cancel out."""
    found: set[str] = set()
    for group in groups:
        games = index.term_games.get(next(iter(group)), frozenset())
        if len(games) == 1:
            found |= games
    return frozenset(found) if len(found) == 1 else frozenset()


def _not_here(said: list[str], index: _Index, games: set[str], implied: frozenset[str],
              ranked: list[tuple[float, _Doc]], engine: bool) -> bool:
    """Whether nothing on the site answers the query (:mod:`search.elsewhere`): another game named and none
    of ours; buying asked about, no game named and none implied by the other words but the pack (buying
    stones is La Docena's); or no game, no answer of the engine, a word the index does not know and only weak matches."""
    if elsewhere.events(said):
        return True
    if games and elsewhere.shopping(said):  # «cuánto cuesta la caja del papayoo»: a game bought, no rule asked
        return all(w in STOPWORDS or w in elsewhere.SHOPPING or w in elsewhere.PRODUCT or w in game_words()
                   or w in CARDS for w in said)
    if games:
        return False
    if elsewhere.other_game(said):
        return True  # even a word of one of our games («poker» names a pack in Cirulo's rules) implies none
    if any(_unknown(word, index) for word in elsewhere.game_asked(said)):
        return True  # the rules of a game the index has no word for: «reglas del pumba», "how to play gin"
    if elsewhere.shopping(said):
        rest = [w for w in said if not elsewhere.shopping([w]) and w not in CARDS]  # a pack bought is no game's
        if not any(len(index.term_games.get(next(iter(group)), ())) == 1 for group in _groups(rest, index)):
            return True  # (a word of one game's, «piedras», is that game's: buying stones is La Docena's rebuy)
    if implied or engine:
        return False
    unknown = [w for w in said if _unknown(w, index)]
    # Nothing matched at all (a typo past mending) stays "nothing found, try other words".
    return bool(unknown) and bool(ranked) and ranked[0][0] < LOW_SCORE


def _cards_named(query_words: list[str], as_card: set[str], lang: str) -> frozenset[str]:
    """The stems of the cards said by their own names: a nickname (the Tuerto, the mala) or a game's name said as
    its card."""
    names = set(synonyms.nicknames().values())
    return frozenset(stem(w, lang) for w in query_words if w in as_card or (w in names and w not in game_words()))


def _agreed(ranked: list[tuple[float, _Doc]], first: int = 3) -> set[str]:
    """The game of the best match, when most of the first few belong to it."""
    found = Counter(doc.game for _score_, doc in ranked[:first])
    best = ranked[0][1].game if ranked else ""
    return {best} if best and 2 * found[best] > first else set()


def _answers_of(game: str) -> GameAnswers:
    return game_answers().get(game) or GameAnswers()


def _unknown(word: str, index: _Index) -> bool:
    """A word the index has no stem or synonym for (a function word or a short one is never unknown)."""
    return (word.isalpha() and word not in STOPWORDS and len(word) > 2 and stem(word, index.lang) not in index.df
            and not synonyms.table().get(stem(word, index.lang)))


def _section(index: _Index, game: str, anchor: str) -> str:
    """The address of ``game``'s rule section whose anchor starts with ``anchor`` (``players`` finds
    Paulo's ``players-and-teams``); the rule page itself if none does."""
    page = f"/{index.lang}/{game}/"
    return next((d.url for d in index.docs if d.kind == "section" and d.url.startswith(f"{page}#{anchor}")), page)


def _asked(content: list[frozenset[str]], question: frozenset[str]) -> float:
    """How well one question a document answers matches the query, 0 to 1: the share of the query's
    words it says, times the root of the share of its own words the query says (a long question
    that happens to hold the query's one word is a weaker match than a short one that is the query)."""
    said = sum(1 for group in content if not group.isdisjoint(question))
    if not said or not question:
        return 0.0
    return (said / len(content)) ** 2 * math.sqrt(min(1.0, said / len(question)))


NEAR_ENOUGH = 0.4
"""Another game's section on top gives way to the named game's best section or entry among the first five when
that scores at least this share of it."""


def _twin_first(ranked: list[tuple[float, _Doc]], games: set[str]) -> list[tuple[float, _Doc]]:
    """With one game named, another game's section on top gives way to the named game's own section on the same
    subject (the same anchor or heading: "what do newbies get wrong at cirulo" is Cirulo's common mistakes, however
    well Tute's say "get wrong")."""
    if len(games) != 1 or not ranked or ranked[0][1].kind != "section" or ranked[0][1].game in games:
        return ranked
    top = ranked[0][1]
    anchor = top.url.partition("#")[2]
    twin = next((i for i, (_s, d) in enumerate(ranked) if d.kind == "section" and d.game in games
                 and (d.url.partition("#")[2] == anchor or d.title_core == top.title_core)), None)
    if twin is None:  # no twin: the named game's best section, if it is near enough ("reneging in paulo")
        twin = next((i for i, (score, d) in enumerate(ranked[:5]) if d.kind in {"section", "glossary"}
                     and d.game in games and score >= NEAR_ENOUGH * ranked[0][0]), None)
    return ranked if twin is None else [ranked[twin], *ranked[:twin], *ranked[twin + 1:]]


def _only_games(index: _Index, games: set[str]) -> list[tuple[float, _Doc]]:
    """A query that names only games: their rule pages."""
    return [(1.0, d) for d in index.docs if d.kind == "page" and d.game in games]


def _correct(query_words: list[str], index: _Index) -> list[str]:
    """Each unknown word replaced by the closest word of the index (game names first)."""
    mended, named = [], game_words()
    for word in query_words:
        if word in named or not word.isalpha() or len(word) < 4 or stem(word, index.lang) in index.df:
            mended.append(word)
            continue
        heard = next((v for v in _sounds_alike(word) if stem(v, index.lang) in index.df), None) or next(
            (w for v in _sounds_alike(word) for w in _sounds_alike(v) if stem(w, index.lang) in index.df), None)
        #   (two sounds spelt the other way: «cavayo» is «caballo»)
        close = ([heard] if heard else difflib.get_close_matches(word, list(named), n=1, cutoff=0.7)
                 or difflib.get_close_matches(word, index.vocabulary, n=1, cutoff=0.8))
        mended.append(close[0] if close else word)
    return mended


_SOUNDS = (("y", "ll"), ("ll", "y"), ("b", "v"), ("v", "b"), ("z", "c"), ("c", "z"), ("s", "c"), ("c", "s"),
           ("k", "qu"), ("k", "c"), ("j", "g"), ("g", "j"))
"""Letters Spanish spells alike by ear: «maliya» is «malilla», «vaza» «baza» (other typos: difflib)."""


def _sounds_alike(word: str) -> list[str]:
    """The word with one sound spelt the other way, each place it is said; and with a lost or added «h».

    >>> _sounds_alike("maliya")[0], "vaza" in _sounds_alike("baza")
    ('malilla', True)
    """
    found = [f"{word[:i]}{other}{word[i + len(one):]}" for one, other in _SOUNDS
             for i in range(len(word)) if word.startswith(one, i)]
    found += [word[1:]] if word.startswith("h") else [f"h{word}"]
    return [w for w in dict.fromkeys(found) if w != word] or [word]


@lru_cache(maxsize=50_000)
def _surface_stem(word: str, lang: str) -> str:
    return stem(fold(word), lang)


def snippet(doc: _Doc, stems: set[str], lang: str) -> SafeString:
    """About ``SNIPPET_WORDS`` words of the text around its first matched word, matches in ``<mark>``."""
    if doc.pieces is None:
        doc.pieces = _WORD_OR_NOT.findall(doc.text)
    pieces = doc.pieces
    first = next((i for i, (w, _gap) in enumerate(pieces) if w and _surface_stem(w, lang) in stems), 0)
    start = max(0, first - 8)
    end = min(len(pieces), start + SNIPPET_WORDS * 2)
    out, plain = ["… " if start else ""], list[str]()
    for word, gap in pieces[start:end]:
        if word and _surface_stem(word, lang) in stems:
            out.append(html.escape("".join(plain)) + f"<mark>{html.escape(word)}</mark>")
            plain = []
        else:
            plain.append(word or gap)
    out.append(html.escape("".join(plain)) + (" …" if end < len(pieces) else ""))
    return mark_safe("".join(out))  # noqa: S308 - every piece above is escaped


def search(query: str, lang: str, limit: int = 10, tables: answers.Tables | None = None) -> Answer:
    """The results for ``query``, and the engine's answer under ``tables`` (the browser's kept tables and a
    link's, rules-decisions §48; none: the standard ones)."""
    query = query.strip()[:200]
    if not words(query):
        return Answer(query=query, results=[])
    stamp, index = _stamped_index(lang)
    found = _answer(query, lang, limit, stamp, _Unhashed(index), tables or answers.Tables())
    return Answer(found.query, list(found.results), found.corrected, found.cirulla, found.engine, stamp,
                  found.not_found, found.nearest)


@dataclass(frozen=True)
class _Unhashed:
    """The index handed to the cached search beside its stamp, which alone keys the cache."""

    index: _Index = field(hash=False, compare=False)


@lru_cache(maxsize=2048)
def _answer(query: str, lang: str, limit: int, stamp: int, unhashed: _Unhashed, tables: answers.Tables) -> Answer:
    """The answer to ``query`` in the index of ``stamp`` under ``tables``: asked again (a class searching the
    same words, the live list's letters), it is looked up; a rebuilt index has another stamp, so it is searched
    anew, and another table is another answer."""
    index = unhashed.index
    answer = Answer(query=query, results=[])
    query_words = said = words(query)  # ``said``: as typed, before any typo is mended
    answer.cirulla = any(w.startswith("cirull") for w in query_words)
    mended = _correct(query_words, index)
    if mended != query_words:
        answer.corrected = " ".join(mended)
        query_words = mended
    named = game_words()
    games = {named[w] for w in query_words if w in named}
    # A game's name said as its card («cuál de los sietes es el papayoo», "play the paulo") is the subject too.
    as_card = {w for i, w in enumerate(query_words) if w in named and _answers_of(named[w]).card_named == w
               and said_as_card(query_words, i)}
    # ...and so is a game's name said as a thing declared («cantar tute», "declaring tute": Tute's four of a rank).
    as_card |= {w for i, w in enumerate(query_words) if w in named and i and query_words[i - 1] in DECLARING}
    text_words = [w for w in query_words if w not in named or w in as_card] or query_words
    wanted = _wanted(query_words)
    asked, framing = shapes.read([stem(w, lang) for w in query_words], lang, frozenset(stem(w, lang) for w in named))
    if "trick" in asked and games and not any(game_answers()[g].positions for g in games if g in game_answers()):
        asked = asked - {"trick"} | {"hands"}  # a game without tricks (La Docena): what "beats" is a hand
    if asked & TOOL_SHAPES:  # "practise a hand of tute", "how am I doing in the trainers": a tool, not a drill
        wanted -= {"trainer"}
    # «qué quiere decir X», "what does X mean": the words that ask for a definition are not its subject.
    text_words = [w for w in text_words if w not in DEFINING and not (w == "quiere" and "decir" in text_words)
                  and not (w == "decir" and "quiere" in text_words)] or text_words
    if "glossary" in wanted:  # "what is a baza in spanish card games": the scene set is not the term asked about
        unset = [w for w in text_words if w not in SETTING]
        text_words = unset if any(w not in STOPWORDS for w in unset) else text_words
    # The words that say the question's shape («entre cuántos», "who takes") are not its subject either.
    text_words = [w for w in text_words if stem(w, lang) not in FRAMING or stem(w, lang) not in framing] or text_words
    groups = _groups(text_words, index)
    pairs = [p for p in _pairs([stem(w, lang) for w in text_words]) if p in index.df]
    only_games = all(w in named or w in PAGE_WORDS for w in query_words) and any(w in named for w in query_words)
    implied = _implied(index, groups) if not games else frozenset()
    quoted = frozenset(" ".join(words(span)) for span in _QUOTED.findall(query))
    told = shapes.position(query_words, len(cards_in(query_words)))
    shaped = [{shape_term(shape): 1.0} for shape in sorted(asked) if shape_term(shape) in index.df]
    ranked = _score(index, groups, games, pairs, implied, wanted, f" {' '.join(query_words)} ", quoted, asked, told,
                    shaped, bool(as_card), _cards_named(query_words, as_card, lang))
    with translation.override(lang):  # the answer's words and links in the page's language, wherever it is asked
        # A position told with no game named nor implied is judged in the game its best matches agree on.
        judged = games or set(implied) or (_agreed(ranked) if told else set())
        answer.engine = answers.answer(query_words, judged, lang,
                                       lambda game, anchor: _section(index, game, anchor), tables)
    if answer.engine and wanted & PAGE_KINDS:
        answer.engine = None
    core = asked - {"players", "count"}  # (a number of players, or of cards, is what the engine's answers count)
    if answer.engine and core and (shown := index.by_url().get(answer.engine.url)) and shown.shapes \
            and not shown.shapes & core:
        answer.engine = None  # «hasta cuántos puntos se juega» asks the end of a game, not what the points are
    if answer.engine and "total" in asked and (shown := index.by_url().get(answer.engine.url)) and ranked \
            and ranked[0][1].kind == "section" and "total" in ranked[0][1].shapes and "total" not in shown.shapes:
        answer.engine = None  # «cuántos puntos suman todas juntas»: the section that says the total, not each card's
    ranked = _twin_first(ranked, games)
    if only_games:
        ranked = _only_games(index, games) + ranked
    elif games and (not ranked or not [g for g in groups if not set(g) <= STOP_STEMS]):
        # «what is tute», «de qué va el paulo»: no subject but the game, so what kind of game it is, then its page
        ranked = [(1.0, d) for d in index.docs if d.game in games and d.kind == "section" and "kind" in d.shapes][:1] \
            + _only_games(index, games) + ranked
    if _not_here([*query_words, *said], index, games, implied, ranked, bool(answer.engine)):
        answer.engine = None
        answer.not_found = True
        near = next((doc for _score_, doc in ranked if doc.kind in {"section", "page"}
                     and (not games or doc.game in games)), None)  # the game named's own, if one was
        near = near or next(doc for doc in index.docs if doc.kind == "page")
        answer.nearest = Result(near.kind, near.game, game_info(near.game).name if near.game else "", near.title,
                                near.url, mark_safe(""), 0.0)  # noqa: S308 - an empty snippet
        return answer
    seen: set[int] = set()
    stems = {term for group in groups for term in group} | {stem(w, lang) for w in query_words}
    for score, doc in ranked:
        if doc.id in seen:
            continue
        seen.add(doc.id)
        answer.results.append(Result(doc.kind, doc.game, game_info(doc.game).name if doc.game else "",
                                     doc.title, doc.url, snippet(doc, stems, lang), score))
        if len(answer.results) >= limit:
            break
    return answer
