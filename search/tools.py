"""The site's tools as the search finds them: said by what they do, because that is how they are asked
for ("join a class code", «repasar mis fallos», "keep score tute"), never by their page's heading.

Each tool is a page and the game registry's flags (which game has a score sheet, a practice hand): the
trainers' pages by URL name (a lower layer), the other apps' through the ``search_links`` hook
(:data:`naipes_site.plugins.SEARCH_LINKS`), which the app that owns the page fills; a tool whose app is not
installed is left out. No other app's view is called to read them. The questions a tool answers weigh like
a rule section's ``asks`` (``search.index``).
"""

from __future__ import annotations

from collections.abc import Iterator

from django.urls import reverse
from django.utils.translation import gettext as _, gettext_lazy

from naipes_site.games import game_infos
from naipes_site.plugins import SEARCH_LINKS


def _tool(game: str, title: str, url: str, text: str, asks: str, kind: str = "tool") -> dict[str, str]:
    return {"kind": kind, "game": game, "title": title, "url": url, "text": text, "asks": asks}


_CLASS_TOOLS = (
    ("worksheet", gettext_lazy("A worksheet of %(game)s for a class"),
     gettext_lazy("For teachers: a printable worksheet of %(game)s questions with its answer key."),
     gettext_lazy("worksheets of %(game)s for my class | print exercises of %(game)s for students | "
                  "a %(game)s sheet for the classroom")),
    ("quiz", gettext_lazy("A quiz of %(game)s for a class"),
     gettext_lazy("For teachers: a quiz of %(game)s questions to show on a projector or screen, one at a time."),
     gettext_lazy("a quiz of %(game)s on the projector | %(game)s questions for the whole class | "
                  "a %(game)s contest in class")),
    ("live class", gettext_lazy("A live class of %(game)s"),
     gettext_lazy("For teachers: a live class of %(game)s whose students answer on their phones with a join code."),
     gettext_lazy("run a live %(game)s quiz with my students | students answer %(game)s on their phones | "
                  "a live lesson of %(game)s")),
)
"""The classroom's tools of one game (a purpose of the ``search_links`` hook, a title, what it does, its questions)."""


def tools(lang: str) -> Iterator[dict[str, str]]:
    """Dicts of :class:`search.documents.Document` fields, read with ``lang`` active."""
    if join := SEARCH_LINKS.url("join"):
        yield _tool("", _("Join a class"), join,
                    _("Type the code your teacher gives you to join a live class or open a worksheet or quiz."),
                    _("join a class with a code | enter my teacher's class code | where do I type the code | "
                      "join the lesson"))
    if classroom := SEARCH_LINKS.url("classroom"):
        yield _tool("", _("Classroom: worksheets, quizzes and live classes"), classroom,
                    _("For teachers: make a worksheet or a quiz for a game, print it with its answer key, or run "
                      "a live class whose students join with a code."),
                    _("make a worksheet for my class | teacher tools | create a quiz for students | "
                      "start a live class"))
    # The site's own pages that are not rules: asked for by what they show, in everyday words.
    yield _tool("", _("Every drill (trainers)"), reverse("trainers:index"),
                _("The list of every trainer of every game: short drills with levels and explained answers."),
                _("every trainer | all the drills | which exercises are there | practise the rules with exercises"))
    yield _tool("", _("The cards of both packs"), reverse("cards"),
                _("Every card of the Spanish pack and of the Papayoo pack, drawn, with the four suits and the "
                  "pinta of each suit."),
                _("see every card drawn | pictures of the cards | the suits of the pack | what the cards look like | "
                  "the spanish pack"))
    yield _tool("", _("Privacy: what the site keeps"), reverse("privacy"),
                _("What the site stores about you, such as progress, score sheets and searches, and for how long "
                  "before it is deleted."),
                _("what data do you keep about me | privacy policy | cookies | personal data | delete my data"))
    if api := SEARCH_LINKS.url("api"):
        yield _tool("", _("The JSON API"), api,
                    _("The rules engine over HTTP for programmers: JSON endpoints with live examples."),
                    _("api for developers | use the engine from my program | json endpoints | programming interface"))
    yield _tool("", _("Review your mistakes"), reverse("trainers:review"),
                _("The questions you got wrong come back, spaced out over the days, until you know them."),
                _("review my mistakes | practise what I got wrong | go over my errors again | spaced repetition"))
    yield _tool("", _("Your progress"), reverse("trainers:progress"),
                _("What you have practised in the trainers of each game, how well, what you have learnt and what to review next."),
                _("see my progress | how am I doing | how am I getting on with the drills | what I have done so far | "
                  "my results and scores"))
    yield _tool("", _("Where to start: the learning path"), reverse("trainers:path"),
                _("A path through each game's drills, from the first rules to mastery, for someone who is new to "
                  "the cards."),
                _("where do I start learning | learn to play step by step | what should I learn first | "
                  "I am new to spanish cards | a path for beginners"))
    yield _tool("", _("The question bank"), reverse("trainers:bank"),
                _("Download any trainer's questions with their answers and explanations, as Moodle XML, GIFT, QTI, "
                  "CSV or JSON, to set an exam or a quiz on a learning platform."),
                _("download the questions | question bank | export questions to moodle | questions for an exam | "
                  "import the questions into my platform"))
    if bots := SEARCH_LINKS.url("bots strength"):
        yield _tool("", _("How strong the bots are"), bots,
                    _("How well each level of the computer's players plays each game, measured over thousands of "
                      "deals against the others."),
                    _("how good are the bots | how strong is the computer | how well does the machine play | "
                      "levels of the computer players | is the expert hard to beat"))
    if deal := SEARCH_LINKS.url("shared deal"):
        yield _tool("", _("The same deal for everyone"), deal,
                    _("Each game's deal of the day, the same cards for everybody, or a deal a teacher or club "
                      "picks by code; then everyone's results side by side."),
                    _("deal of the day | today's deal | play the same hand as my friends | compare my result with "
                      "everyone | a deal code from my club"))
    for game in game_infos():
        # Every game's "our table's rules" page and its comparison (naipes_site's own pages).
        yield _tool(game.slug, _("Our table's rules for %(game)s") % {"game": game.name},
                    reverse("table-rules", args=[game.slug]),
                    _("Choose the house rules your table plays %(game)s by (a named variant or a table code): "
                      "rule pages, trainers and score sheets follow them.") % {"game": game.name},
                    _("choose our house rules for %(game)s | pick a variant of %(game)s | the rules we play at "
                      "home | table code for %(game)s") % {"game": game.name})
        yield _tool(game.slug, _("Compare two tables of %(game)s") % {"game": game.name},
                    reverse("table-compare", args=[game.slug]),
                    _("Two sets of house rules for %(game)s side by side, rule by rule where they differ.")
                    % {"game": game.name},
                    _("compare house rules of %(game)s | difference between two variants of %(game)s | "
                      "compare tables") % {"game": game.name})
        if game.practice and (hand := SEARCH_LINKS.url("practice hand", game.slug)):
            yield _tool(game.slug, _("Practise a hand of %(game)s") % {"game": game.name}, hand,
                        _("Play a whole hand of %(game)s against the computer, with a coach that says why each "
                          "card may be played or not.") % {"game": game.name},
                        _("play a hand of %(game)s against the computer | practise %(game)s against the machine | "
                          "play %(game)s online alone") % {"game": game.name})
        for purpose, title, text, asks in _CLASS_TOOLS:
            if found := SEARCH_LINKS.url(purpose, game.slug):
                yield _tool(game.slug, str(title) % {"game": game.name}, found, str(text) % {"game": game.name},
                            str(asks) % {"game": game.name})
        if game.counter and (sheets := SEARCH_LINKS.url("score sheets")):
            yield _tool(game.slug, f"{game.counter} · {game.name}", f"{sheets}#{game.slug}-title",
                        _("Keep the score of a game of %(game)s at the table: add up each deal and see who is "
                          "winning.") % {"game": game.name},
                        _("keep score of %(game)s | write down the points of %(game)s | %(game)s score sheet | "
                          "count who is winning at %(game)s | where do I note the score") % {"game": game.name}, kind="counter")
