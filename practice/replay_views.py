"""Where the learner meets the coach's analysis (:mod:`practice.analysis`): the hint and the feedback of the hand
page at the "teach" level, the replay of a finished hand trick by trick, and the "find the better card" puzzles
each costly card becomes in the review queue.

Every page here takes the hand's own link (its query: seed, table, levels, options, the learner's actions) and
replays it through the engine: a forged or illegal link gets a page that says so in the reader's language (a 400),
never a 500. The analysis is asked one decision per request (htmx fragments loaded after the page is shown), so
no page waits for the whole hand's.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from types import ModuleType, SimpleNamespace
from typing import Any, cast
from urllib.parse import urlencode

from django.core import signing
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils.crypto import get_random_string
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_safe

from naipes.bots import DEFAULT_LEVEL, LEVELS
from naipes.cards import Card
from naipes.practice import LEARNER, SEED_LIMIT, PracticeError
from naipes_site import table_rules
from naipes_site.games import game_info
from naipes_site.head import render
from practice import analysis, coach, games, levels, progress, tables
from practice.analysis import Hand
from practice.games import COACH_LEVELS, PracticeGame
from practice.models import BetterCardPuzzle
from practice.views import _game, _table_query, _url
from trainers import learner, tracking
from trainers.tokens import Ticket

PUZZLE = "practice-better-card"
"""The review cards of the puzzles (:mod:`trainers.review_items`): their seed is the puzzle's number."""
PUZZLE_LEVEL = 2
PUZZLE_SALT = "practice.puzzle"
PUZZLE_AGE = 60 * 60 * 24
"""How long a puzzle's page may wait for its answer (seconds)."""
SUMMARY_SECONDS = 1.5
"""How long one poll of the replay's summary works out decisions before it answers with those ready."""
POLL = "load delay:1s"


class Refused(Exception):
    """A link that holds no hand the rules allow: the page says why (already in the reader's language)."""

    def __init__(self, why: str, response: HttpResponse | None = None) -> None:
        super().__init__(why)
        self.why = why
        self.response = response


def _coach_game(slug: str) -> PracticeGame:
    practice = _game(slug)
    if not analysis.available(practice.slug):
        raise Http404(slug)
    return practice


def read_hand(request: HttpRequest, practice: PracticeGame, query=None) -> Hand:
    """The hand a link holds, replayed and checked; :class:`Refused` when it holds none the rules allow."""
    if query is None:
        query = request.GET
        resolved = table_rules.resolve(request, practice.slug)
        chosen = levels.read(request, under_way=True)
    else:  # a stored hand (a puzzle's): its own table and level, whatever this browser keeps
        resolved = table_rules.ResolvedTable(practice.slug, table_rules.request_lang(request),
                                             query.get(tables.QUERY))
        level = query.get(levels.QUERY, DEFAULT_LEVEL)
        chosen = levels.Chosen(level if level in LEVELS else DEFAULT_LEVEL)
    if resolved.refusal is not None:
        raise Refused(str(resolved.refusal), tables.refused(request, resolved, practice.url()))
    if chosen.refusal is not None:
        raise Refused(chosen.refusal, levels.refused(request, practice.slug, chosen.refusal, practice.url()))
    asked = tables.dealt_under(resolved, under_way=True)
    rules = practice.read_rules(query, asked)
    seed = query.get("seed", "")
    if not seed.isascii() or not seed.isdigit() or len(seed) > 10 or int(seed) >= SEED_LIMIT:
        raise Refused(_("This link names no deal: its seed is missing or is not a number of a deal."))
    settings: dict[str, Any] = {
        "seed": int(seed), "coach": query.get("coach") if query.get("coach") in COACH_LEVELS else "check",
        "rules": rules, "table": practice.table_of(rules, asked), "hand": practice.read_hand_options(query),
        "level": chosen.level,
    }
    try:
        actions = practice.parse_actions(query.get("a", "")[:1200])
        hand = Hand(practice, settings, tuple(actions))
        hand.replayed()
    except PracticeError as exc:
        raise Refused(_("This link holds a play the rules refuse (play %(number)s): %(why)s") % {
            "number": (exc.index or 0) + 1, "why": coach.refusal(practice, exc)}) from None
    return hand


def _refused(request: HttpRequest, practice: PracticeGame, refused: Refused) -> HttpResponse:
    if refused.response is not None:
        return refused.response
    return render(request, "practice/replay/refused.html", {
        "game": game_info(practice.slug), "error": refused.why, "new_url": practice.url(),
        "title": _("Replay of a hand: %(game)s") % {"game": game_info(practice.slug).name},
    }, status=400)


def _query(hand: Hand, upto: int | None = None, **extra: Any) -> str:
    query: dict[str, Any] = {"seed": hand.settings["seed"], **_table_query(hand.practice, hand.settings)}
    codes = hand.codes(upto)
    if codes:
        query["a"] = ",".join(codes)
    return urlencode({**query, **extra})


def link(name: str, hand: Hand, upto: int | None = None, **extra: Any) -> str:
    return f"{reverse(name, args=[hand.practice.slug])}?{_query(hand, upto, **extra)}"


def hand_links(practice: PracticeGame, settings: dict[str, Any], actions: list[Any], state: Any) -> dict[str, Any]:
    """What the hand page adds for the coach's analysis: at the "teach" level, the hint's address on the
    learner's turn and the feedback's after the learner's last decision; once the hand is over, the replay's."""
    if not analysis.available(practice.slug):
        return {}
    hand = Hand(practice, settings, tuple(actions))
    links: dict[str, Any] = {}
    if state.phase == "done":
        links["analysis_replay_url"] = link("practice:replay", hand)
    if settings["coach"] != "teach":
        return links
    if state.phase == "play" and state.to_play == LEARNER:
        links["hint_url"] = link("practice:hint", hand)
    if actions:  # a card, or a decision the coach weighs besides (Papayoo's pass, Paulo's bet, Tute's cante)
        links["feedback_url"] = link("practice:feedback", hand)
    return links


def _fragment(request: HttpRequest, template: str, context: dict[str, Any], title: str,
              status: int = 200) -> HttpResponse:
    """A fragment for htmx, or the same as a page of its own (a link followed without JavaScript)."""
    if request.htmx:
        return render(request, template, context, status=status)
    return render(request, "practice/replay/fragment_page.html",
                  {**context, "fragment": template, "title": title}, status=status)


def _of_a_hand(view: Callable[[HttpRequest, PracticeGame, Hand], HttpResponse]) -> Callable[..., HttpResponse]:
    """A view of the hand a link holds, under ``<game>/``: called with the game and the hand replayed, or the
    page saying why the link holds none the rules allow."""

    @functools.wraps(view)
    def of_the_link(request: HttpRequest, game: str) -> HttpResponse:
        practice = _coach_game(game)
        try:
            hand = read_hand(request, practice)
        except Refused as refused:
            return _refused(request, practice, refused)
        return view(request, practice, hand)

    return of_the_link


# --- the hand page at the "teach" level -----------------------------------------------------------------------


@require_safe
@_of_a_hand
def hint(request: HttpRequest, practice: PracticeGame, hand: Hand) -> HttpResponse:
    """The card the analysis finds best for the learner's next play, from the learner's seat alone."""
    code = analysis.hint(hand)
    card = practice.parse_action(code) if code else None
    return _fragment(request, "practice/replay/_hint.html", {"card": card, "back_url": _url(
        practice, hand.settings, list(hand.actions))}, _("What would the expert play?"))


def _queue(request: HttpRequest, hand: Hand, data: dict[str, Any]) -> bool:
    """A costly card becomes a "find the better card" puzzle in this learner's review queue (once); GET only."""
    if request.method != "GET" or not data["mistake"] or not analysis.is_card(hand.practice, data["best"]):
        return False
    key = learner.ensure(request)
    index = data["index"]
    query = _query(hand, index + 1)
    position = progress.digest(f"{hand.practice.slug}?{query}")
    puzzle, made = BetterCardPuzzle.objects.get_or_create(
        learner=key, position=position,
        defaults={"game": hand.practice.slug, "seed": hand.settings["seed"], "query": query[:600],
                  "players": hand.settings["rules"].players, "index": index})
    if made:
        tracking.schedule_missed(key, PUZZLE, puzzle.pk, PUZZLE_LEVEL,
                                 table=tables.review_code(hand.settings["table"]))
    return made


@require_safe
@learner.keeps_learner
@_of_a_hand
def feedback(request: HttpRequest, practice: PracticeGame, hand: Hand) -> HttpResponse:
    """What the learner's last card cost, when the analysis flags it a mistake, and why (loaded after the play is
    shown)."""
    if not hand.actions:
        return _refused(request, practice, Refused(_("This link holds no play to weigh.")))
    data = analysis.decision(hand, len(hand.actions) - 1)
    queued = _queue(request, hand, data)
    line = analysis.said(practice, data, request.LANGUAGE_CODE[:2])
    return _fragment(request, "practice/replay/_feedback.html", {"d": line, "queued": queued},
                     _("The coach on your card"))


# --- the replay -------------------------------------------------------------------------------------------------


def _timeline(hand: Hand) -> tuple[Any, list[dict[str, Any]]]:
    """The finished hand, and the position at each of the learner's decisions: the trick it was made in, every
    seat's cards and the cards already on the table."""
    s = hand.settings
    state = hand.practice.hand.replay(s["seed"], s["rules"], [], **s["hand"], levels=hand.levels)
    moments = []
    for index, action in enumerate(hand.actions):
        moments.append({"index": index, "trick": len(state.tricks), "phase": state.phase,
                        "hands": [sorted(cards, key=lambda c: (c.suit.value, c.rank)) for cards in state.hands],
                        "table": [{"card": card, "seat": coach.seat_name((state.leader + i) % state.players)}
                                  for i, card in enumerate(state.trick)],
                        "action": action, "is_card": isinstance(action, Card)})
        state.act(action)
    return state, moments


def _step(request: HttpRequest) -> int:
    value = request.GET.get("t", "1")
    return int(value) if value.isascii() and value.isdigit() and len(value) < 4 else 1


@require_safe
@_of_a_hand
def replay(request: HttpRequest, practice: PracticeGame, hand: Hand) -> HttpResponse:
    """A finished hand trick by trick, every seat's cards shown, each of the learner's decisions weighed."""
    final, moments = _timeline(hand)
    if final.phase != "done":
        return _refused(request, practice, Refused(_(
            "This hand is not over yet: its replay opens once its last trick is played.")))
    total = len(final.tricks)
    step = min(max(_step(request), 1), total)
    trick = final.tricks[step - 1]
    decisions = [m for m in moments if m["trick"] == step - 1]
    at_card = next((m for m in decisions if m["is_card"]), decisions[0] if decisions else None)
    seats = []
    if at_card is not None:
        seats = [{"name": coach.seat_name(seat), "cards": cards, "you": seat == LEARNER}
                 for seat, cards in enumerate(at_card["hands"])]
    played = [{"card": card, "seat": coach.seat_name(trick.seat_of(i, final.players))}
              for i, card in enumerate(trick.cards)]
    lang = request.LANGUAGE_CODE[:2]
    context = {
        "game": game_info(practice.slug), "practice": practice, "step": step, "total": total,
        "played": played, "said": coach._took(practice, trick, last=step == total),
        "at_card": at_card, "seats": seats,
        "decisions": [{"index": m["index"], "url": link("practice:replay_decision", hand, i=m["index"])}
                      for m in decisions],
        "steps": [{"number": n, "url": link("practice:replay", hand, t=n) + "#replay-step", "current": n == step}
                  for n in range(1, total + 1)],
        "previous_url": link("practice:replay", hand, t=step - 1) + "#replay-step" if step > 1 else None,
        "next_url": link("practice:replay", hand, t=step + 1) + "#replay-step" if step < total else None,
        "summary_url": link("practice:replay_summary", hand),
        "hand_url": _url(practice, hand.settings, list(hand.actions)),
        "replay_deal_url": _url(practice, hand.settings, []),
        "shown": tables.shown(hand.settings["table"], lang),
        "bot_level": levels.name(hand.settings["level"], lang),
        "title": _("Replay of a hand: %(game)s") % {"game": game_info(practice.slug).name},
        # The page's title says the step too: a screen reader announces it as each step opens.
        "page_title": _("Trick %(n)s of %(total)s") % {"n": step, "total": total},
    }
    return render(request, "practice/replay/replay.html", context)


def _is_players_hand(request: HttpRequest, hand: Hand) -> bool:
    """Whether this browser played this very hand to its end (its progress counted it): only then do its costly
    cards join its review queue from the replay."""
    key = learner.current(request)
    if not key:
        return False
    return progress.played(key, hand.practice.slug, hand.settings["seed"], hand.settings["rules"].players,
                           tables.keyed(hand.settings["table"], ",".join(hand.codes())))


@require_safe
@learner.keeps_learner
@_of_a_hand
def replay_decision(request: HttpRequest, practice: PracticeGame, hand: Hand) -> HttpResponse:
    """One decision of a finished hand weighed: from the learner's seat, and with every hand known."""
    index = request.GET.get("i", "")
    if not index.isascii() or not index.isdigit() or int(index) >= len(hand.actions):
        return _refused(request, practice, Refused(_("This link names no decision of the hand.")))
    lang = request.LANGUAGE_CODE[:2]
    if request.GET.get("visible") == "1":
        # With every hand known: solved apart, in a fragment of its own, since it may take seconds more.
        visible = analysis.said(practice, analysis.decision(hand, int(index), all_visible=True), lang)
        return _fragment(request, "practice/replay/_visible.html", {"visible": visible},
                         _("The coach on your decision"))
    data = analysis.decision(hand, int(index))
    line = analysis.said(practice, data, lang)
    visible_url = None
    if data["evaluated"] and not data["forced"]:
        visible_url = link("practice:replay_decision", hand, i=index, visible=1)
    queued = _queue(request, hand, data) if _is_players_hand(request, hand) else False
    return _fragment(request, "practice/replay/_decision.html",
                     {"d": line, "visible_url": visible_url, "queued": queued}, _("The coach on your decision"))


@require_safe
@learner.keeps_learner
@_of_a_hand
def replay_summary(request: HttpRequest, practice: PracticeGame, hand: Hand) -> HttpResponse:
    """The hand's costly cards so far: each poll works out the next decisions for a moment and answers with those
    ready; it asks to be polled again until every decision is weighed."""
    started = time.monotonic()
    lang = request.LANGUAGE_CODE[:2]
    mine = _is_players_hand(request, hand)
    found, ready, worked = [], 0, False
    for index in range(len(hand.actions)):
        data = analysis.cached(hand, index)
        if data is None:
            # At least one new decision a poll, then as many as the moment allows.
            if worked and time.monotonic() - started > SUMMARY_SECONDS:
                break
            data, worked = analysis.decision(hand, index), True
        ready += 1
        if data["mistake"]:
            line = analysis.said(practice, data, lang)
            line["url"] = link("practice:replay", hand, t=line["trick"]) + "#replay-step"
            found.append(line)
            if mine:
                _queue(request, hand, data)
    done = ready == len(hand.actions)
    return _fragment(request, "practice/replay/_summary.html", {
        "mistakes": found, "done": done, "ready": ready, "total": len(hand.actions),
        "poll_url": None if done else link("practice:replay_summary", hand), "trigger": POLL,
    }, _("Your costly cards"))


# --- the puzzles of the review queue ----------------------------------------------------------------------------


PUZZLE_LINK = signing.Signer(salt="practice.puzzle.link")
"""A puzzle's address carries its number signed: numbers in a row do not open other learners' positions."""


def puzzle_url(seed: int, level: int, table: str) -> str:
    """A puzzle's address from its review card (:mod:`practice.review_items`): its seed is the puzzle's number."""
    return reverse("practice:puzzle", args=[PUZZLE_LINK.sign(str(seed))])


def _puzzle_number(signed: str) -> int:
    try:
        number = PUZZLE_LINK.unsign(signed[:80])
    except signing.BadSignature:
        raise Http404("no such puzzle") from None
    return int(number) if number.isdigit() else 0


def _puzzle_hand(request: HttpRequest, puzzle: BetterCardPuzzle) -> tuple[PracticeGame, Hand]:
    from django.http import QueryDict

    practice = _coach_game(puzzle.game)
    return practice, read_hand(request, practice, QueryDict(puzzle.query))


def _puzzle_context(request: HttpRequest, practice: PracticeGame, hand: Hand, puzzle: BetterCardPuzzle
                    ) -> dict[str, Any]:
    """The position of the puzzle from the learner's seat, as the hand page draws it (at the "play" level: no
    verdict, no advice), without its tools."""
    state = hand.replayed(puzzle.index)
    settings = {**hand.settings, "coach": "play"}
    context = coach.describe(practice, state, settings, request.LANGUAGE_CODE[:2])
    verdicts = state.verdicts(LEARNER)
    # The cards the rules allow are the puzzle's choices; nothing else about them is said before the answer.
    context["choices"] = [{"card": c, "legal": verdicts[c].legal} for c in state.hands[LEARNER]]
    context.update({
        "game": game_info(practice.slug), "practice": practice, "settings": settings, "learner": LEARNER,
        "shown": tables.shown(settings["table"], request.LANGUAGE_CODE[:2]),
        "rule_url": tables.rule_url(practice.slug, settings["table"]), "puzzle": puzzle,
        "puzzle_url": puzzle_url(puzzle.pk, PUZZLE_LEVEL, ""),
        "title": _("Find the better card: %(game)s") % {"game": game_info(practice.slug).name},
    })
    return context


@require_http_methods(["GET", "HEAD", "POST"])
@learner.keeps_learner
def puzzle(request: HttpRequest, signed: str) -> HttpResponse:
    """"Find the better card": the position before a costly card of the learner's hand; solved by a card whose
    cost is within the analysis's uncertainty of the best. The page holds only the position and a signed number
    (the puzzle's, never its answer); the verdict is the server's, after the answer."""
    found = get_object_or_404(BetterCardPuzzle, pk=_puzzle_number(signed))
    own = getattr(games.hands().get(found.game), "puzzle", None)
    if own is not None:  # a hand with a view of its own (La Docena's) asks its puzzles itself
        return own(request, found)
    try:
        practice, hand = _puzzle_hand(request, found)
    except Refused as refused:
        return render(request, "practice/replay/refused.html", {
            "game": game_info(found.game), "error": refused.why, "new_url": reverse("practice:index"),
            "title": _("Find the better card")}, status=400)
    context = _puzzle_context(request, practice, hand, found)
    if request.method != "POST":
        context["token"] = signing.dumps({"p": found.pk, "issued": int(time.time() * 1000),
                                          "nonce": get_random_string(16)}, salt=PUZZLE_SALT)
        return render(request, "practice/replay/puzzle.html", context)
    try:
        state = signing.loads(request.POST.get("token", ""), salt=PUZZLE_SALT, max_age=PUZZLE_AGE)
        if not isinstance(state, dict) or state.get("p") != found.pk:
            raise signing.BadSignature("another puzzle")
    except signing.BadSignature:
        context["problem"] = _("This answer's form is out of date or was altered: here is the puzzle again.")
        context["token"] = signing.dumps({"p": found.pk, "issued": int(time.time() * 1000),
                                          "nonce": get_random_string(16)}, salt=PUZZLE_SALT)
        return render(request, "practice/replay/puzzle.html", context, status=400)
    data = analysis.decision(hand, found.index)
    code = request.POST.get("card", "")[:8]
    verdict = analysis.solved(data, code)
    if verdict is None:
        context["problem"] = _("Choose one of the cards you may play.")
        context["token"] = request.POST.get("token", "")
        return render(request, "practice/replay/puzzle.html", context, status=400)
    key = learner.current(request)
    outcome = None
    if key is not None and key == found.learner:  # another browser's puzzle is shown, never scored
        ticket = Ticket(drill=PUZZLE, level=PUZZLE_LEVEL, seed=found.pk, nonce=str(state.get("nonce", ""))[:32],
                        issued=int(state.get("issued", 0)), review=True,
                        table=tables.review_code(hand.settings["table"]))
        # Scored as a review of its card (trainers.review_items): what tracking reads of a drill is its slug.
        puzzles = cast(ModuleType, SimpleNamespace(SLUG=PUZZLE))
        outcome = tracking.record(key, puzzles, ticket, verdict, {"card": [code]})
    lang = request.LANGUAGE_CODE[:2]
    context.update({
        "answered": True, "solved": verdict, "picked": practice.parse_action(code),
        "d": analysis.said(practice, data, lang), "picked_cost": analysis.amount(next(
            a["cost"] for a in data["alternatives"] if a["action"] == code)),
        "unit": analysis.unit_name(data["unit"], lang),
        "scored": outcome is not None and outcome.scored,
    })
    return render(request, "practice/replay/puzzle.html", context)



def puzzle_token(found: BetterCardPuzzle) -> str:
    """A puzzle's form token: its number, when it was issued, and a nonce (never its answer)."""
    return signing.dumps({"p": found.pk, "issued": int(time.time() * 1000), "nonce": get_random_string(16)},
                         salt=PUZZLE_SALT)
