"""The pages of the same deal for everyone (:mod:`practice.duplicate`): the board (type a code, pick a deal, the
deals of the day), a deal's page, the redirect that starts this browser's attempt, and everyone's results.

The hand itself is the game's practice hand page (the trick hands' :func:`practice.views.hand`, or a hand's own
view), which carries the attempt token in its address and records the score when the hand ends
(:func:`practice.duplicate.attempt_at`, :func:`practice.duplicate.record`).
"""

from __future__ import annotations

import hashlib
import secrets
from typing import Any

from django import forms
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.cache import get_conditional_response, patch_cache_control
from django.utils.translation import gettext as _, gettext_lazy
from django.views.decorators.http import require_http_methods, require_safe

import wording
from naipes import RulesError, profiles as named
from naipes.bots import LEVELS, game_bots
from naipes.practice import SEED_LIMIT
from naipes_site import table_rules
from naipes_site.games import game_info
from naipes_site.head import render
from practice import duplicate, games, levels
from practice.duplicate import DuplicateError
from practice.models import DuplicateDeal


def _game(slug: str) -> games.PracticeHand:
    try:
        return games.hands()[slug]
    except KeyError:
        raise Http404(slug) from None


def _why(kind: str, code: str = "") -> str:
    if kind == "expired":
        return _("This deal’s link is too old: a link plays for %(days)s days. Ask whoever sent it for a new one.") % {
            "days": duplicate.LINK_AGE.days}
    if kind == "unknown":
        return _("No deal has the code %(code)s. Check its letters (a code never uses I, L, O, 0 or 1); a deal "
                 "nobody has played for %(days)s days is forgotten.") % {"code": code, "days": duplicate.KEPT.days}
    return _("This deal’s link or code is not one this site made: check that it was copied whole.")


def _refused(request: HttpRequest, kind: str, code: str = "") -> HttpResponse:
    return render(request, "practice/duplicate/refused.html", {
        "error": _why(kind, code), "title": _("The same deal for everyone"),
    }, status=404 if kind == "unknown" else 400)


def hand_refused(request: HttpRequest, kind: str) -> HttpResponse:
    """A hand whose address carries a forged or stale attempt at a shared deal: why, and where to start again."""
    why = (_("This hand’s link to a shared deal is too old to count any more: open the deal again to play it.")
           if kind == "expired" else _("This hand’s link to a shared deal is not one this site made: open the deal "
                                       "again from its link or its code."))
    return render(request, "practice/duplicate/refused.html", {"error": why,
                                                               "title": _("The same deal for everyone")}, status=400)


def _facts(deal: DuplicateDeal, lang: str) -> dict[str, Any]:
    """What a deal is, in words: its game, table, players and bots (never its cards)."""
    info = game_info(deal.game)
    return {"code": deal.code, "game": info, "players": deal.players, "day": deal.day,
            "table": table_rules.decode(deal.game, deal.table).name(lang),
            "level": levels.name(deal.level, lang)}


class DealForm(forms.Form):
    """A deal a teacher or a club picks: the game, the players, the table, the bots and, if wished, the seed."""

    game = forms.ChoiceField(label=gettext_lazy("Game"))
    players = forms.IntegerField(label=gettext_lazy("Players"), required=False, min_value=1,
                                 help_text=gettext_lazy("Empty: the game’s usual number."))
    table = forms.CharField(label=gettext_lazy("Table rules"), required=False, max_length=80,
                            help_text=gettext_lazy("A variant’s name or a table code; empty: the standard rules."))
    level = forms.ChoiceField(label=gettext_lazy("Bots"))
    seed = forms.IntegerField(label=gettext_lazy("Deal number"), required=False, min_value=0, max_value=SEED_LIMIT - 1,
                              help_text=gettext_lazy("Empty: a new deal at random."))

    def __init__(self, *args: Any, lang: str = "es", **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lang = lang
        self.fields["game"].choices = [(slug, game_info(slug).name) for slug in games.hands()]
        self.fields["level"].choices = [(level, levels.name(level, lang)) for level in LEVELS]
        self.fields["level"].initial = duplicate.DAILY_LEVEL

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        game = data.get("game")
        if not game or self.errors:
            return data
        hand = games.hands()[game]
        if data.get("players") is None:
            data["players"] = hand.default_players
        if data["players"] not in hand.players:
            self.add_error("players", _("%(game)s is played here by %(players)s.") % {
                "game": game_info(game).name, "players": ", ".join(str(n) for n in hand.players)})
            return data
        text = (data.get("table") or "").strip() or named.STANDARD
        try:
            table = table_rules.decode(game, text)
            table.rules(players=data["players"])
        except RulesError as exc:
            self.add_error("table", table_rules.error_text(exc, self.lang, text[:80], game))
            return data
        data["table_code"] = table.code
        return data


@require_http_methods(["GET", "HEAD", "POST"])
def board(request: HttpRequest) -> HttpResponse:
    """Type a deal's code, pick a deal for a class or a club, or play a deal of the day."""
    lang = request.LANGUAGE_CODE[:2]
    context: dict[str, Any] = {"title": _("The same deal for everyone"), "daily": duplicate.daily(),
                               "link_days": duplicate.LINK_AGE.days, "kept_days": duplicate.KEPT.days, "status": 200,
                               "daily_level": levels.name(duplicate.DAILY_LEVEL, lang)}
    typed = request.GET.get("code")
    if typed is not None:
        code = duplicate.normal_code(typed)
        try:
            found = duplicate.by_code(code)
        except DuplicateError as exc:
            context.update(code_error=_why(exc.kind, code) if exc.kind == "unknown" else _(
                "A deal’s code is %(n)s letters and digits, such as %(example)s.") % {
                "n": duplicate.CODE_LENGTH, "example": "K7P-4QX"},
                typed=typed[:24], status=404 if exc.kind == "unknown" else 400)
        else:
            return redirect("practice:deal", found.code)
    form = DealForm(request.POST if request.method == "POST" else None, lang=lang)
    if request.method == "POST":
        if form.is_valid():
            data = form.cleaned_data
            seed = data["seed"] if data["seed"] is not None else secrets.randbelow(SEED_LIMIT)
            deal = duplicate.stored(duplicate.Deal(data["game"], seed, data["table_code"], data["players"],
                                                   data["level"]))
            link = reverse("practice:linked", args=[deal.game, duplicate.link_token(duplicate.Deal(
                deal.game, deal.seed, deal.table, deal.players, deal.level))])
            context["made"] = {**_facts(deal, lang), "link": request.build_absolute_uri(link),
                               "url": reverse("practice:deal", args=[deal.code]), "seed": deal.seed}
        else:
            context["status"] = 400
    context["form"] = form
    return render(request, "practice/duplicate/board.html", context, status=context.pop("status"))


@require_safe
def today(request: HttpRequest, game: str) -> HttpResponse:
    """The game's deal of the day (UTC): its page."""
    hand = _game(game)
    day = duplicate.today()
    deal = duplicate.stored(duplicate.of_the_day(game, hand.default_players, day), day=day)
    return redirect("practice:deal", deal.code)


@require_safe
def linked(request: HttpRequest, game: str, token: str) -> HttpResponse:
    """A deal's signed link: its page, or why the link plays no deal."""
    hand = _game(game)
    try:
        deal = duplicate.checked(duplicate.from_link(game, token), hand.players)
    except DuplicateError as exc:
        return _refused(request, exc.kind)
    return redirect("practice:deal", duplicate.stored(deal).code)


def _found(request: HttpRequest, code: str) -> DuplicateDeal | HttpResponse:
    try:
        return duplicate.by_code(duplicate.normal_code(code))
    except DuplicateError as exc:
        return _refused(request, exc.kind, duplicate.normal_code(code))


@require_safe
def deal_page(request: HttpRequest, code: str) -> HttpResponse:
    """What the deal is (game, table, players, bots), and the way to play it and to see everyone's results."""
    found = _found(request, code)
    if isinstance(found, HttpResponse):
        return found
    facts = _facts(found, request.LANGUAGE_CODE[:2])
    return render(request, "practice/duplicate/deal.html", {
        "deal": facts, "title": _("The same deal for everyone: %(game)s") % {"game": facts["game"].name},
        "link": request.build_absolute_uri(reverse("practice:deal", args=[found.code])),
    })


@require_safe
def play(request: HttpRequest, code: str) -> HttpResponse:
    """Start (or resume) this browser's attempt at the deal: the practice hand, its token in the address."""
    found = _found(request, code)
    if isinstance(found, HttpResponse):
        return found
    hand = _game(found.game)
    token, kept = duplicate.start(request, found)
    table = table_rules.decode(found.game, found.table)
    url = hand.dealt_url(found.seed, found.players, table, {"coach": "check", **levels.query(found.level),
                                                               duplicate.QUERY: token})
    return duplicate.keep(redirect(url), kept)


@require_safe
def results(request: HttpRequest, code: str) -> HttpResponse:
    """Everyone's scores on the deal (counts only), the player's own with its percentile, and the par. Answered
    ``304`` while no result came in: the ETag is the deal's version, read with the deal itself."""
    found = _found(request, code)
    if isinstance(found, HttpResponse):
        return found
    lang = request.LANGUAGE_CODE[:2]
    mine: duplicate.Attempt | None = None
    if token := request.GET.get("attempt"):
        try:
            mine = duplicate.attempt(token)
        except DuplicateError:
            mine = None
        if mine is not None and mine.deal.pk != found.pk:
            mine = None
    deal = duplicate.ensure_par(found)
    tag = hashlib.sha256(f"{deal.pk}:{deal.version}:{lang}:{mine.digest if mine else ''}:"
                         f"{bool(request.htmx)}".encode()).hexdigest()[:32]
    etag = f'"{tag}"'
    unchanged = get_conditional_response(request, etag=etag)
    if unchanged is not None:
        return unchanged
    counts = duplicate.counts_of(deal)
    score = duplicate.result_of(mine) if mine is not None else None
    spread = duplicate.spread(counts, score)
    facts = _facts(deal, lang)
    unit = wording.text(f"bots.unit.{game_bots(deal.game).UNIT}", lang)
    response = render(request, "practice/duplicate/results.html", {
        "deal": facts, "spread": spread, "score": score, "unit": unit, "par": deal.par,
        "par_level": levels.name(deal.par_level, lang) if deal.par_level else "",
        "beat_par": None if score is None or deal.par is None else (score > deal.par) - (score < deal.par),
        "title": _("Everyone’s results: %(game)s") % {"game": facts["game"].name},
        "deal_url": reverse("practice:deal", args=[deal.code]),
    })
    response["ETag"] = etag
    patch_cache_control(response, private=True, no_cache=True)
    return response
