"""Teaching tools: printable worksheets with a separate answer key, and a quiz for the projector.

Everything is a plain form or link, so it all works without JavaScript. A class code (public) names
the questions; the answer key is reached only through a signed link shown once, to the teacher.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext as _, ngettext

import naipes.games
from classroom import codes, live, readable, sheets, tokens
from classroom.codes import ClassCode
from classroom.forms import SetupForm
from classroom.live_forms import LiveOptionsForm
from naipes_site import table_rules
from naipes_site.games import game_info, game_infos, info_by_slug
from naipes_site.head import render
from naipes_site.methods import allow as methods_allow
from trainers import forms as widget_forms
from trainers.bank import class_export
from trainers.bank.formats import FORMATS
from trainers.drills import DRILLS, LEVEL_NAMES, BadAnswer

TYPED = 400
"""The most of a typed class code quoted back into its box: a code of five games, each with a table."""

TOOLS = {sheets.WORKSHEET: "classroom:worksheet-setup", sheets.QUIZ: "classroom:quiz-setup"}


def _lang(request: HttpRequest) -> str:
    return request.LANGUAGE_CODE[:2]


def _problem(request: HttpRequest, status: int, title: str, message: str, back: str = "") -> HttpResponse:
    """A page that says in words what is wrong with the link or the form, with a way back."""
    context = {"title": title, "message": message, "back": back or reverse("classroom:index")}
    return render(request, "classroom/problem.html", context, status=status)


def _wrong_method(request: HttpRequest, methods: str) -> HttpResponse:
    return _problem(request, 405, _("This address does not take that request"),
                    _("This address only answers %(methods)s requests. The teaching tools "
                      "start from their own page.") % {"methods": methods})


def allow(*methods: str):
    """:func:`naipes_site.methods.allow` with the classroom's page in words for a wrong method."""
    return methods_allow(*methods, refused=_wrong_method)


def shown(text: str, limit: int = 20) -> str:
    """A piece of what was typed, to quote it back without echoing a whole page of it."""
    return text if len(text) <= limit else text[:limit] + "…"


def code_problem(text: str, exc: codes.InvalidCode) -> str:
    """Why ``text`` is not a class code, as precisely as the code can tell."""
    fields = {"code": shown(text)}
    if isinstance(exc, codes.BadCharacter):
        return _("“%(code)s” is not a class code: “%(char)s” is never in one. A class code has nine letters and "
                 "digits, like 86M-G0C-1SM.") % {**fields, "char": exc.char}
    if isinstance(exc, codes.WrongLength) and exc.count == 0:
        return _("Type the class code first: nine letters and digits, like 86M-G0C-1SM.")
    if isinstance(exc, codes.WrongLength):
        return ngettext("“%(code)s” is not a class code: it has %(count)d letter or digit, and a class code has "
                        "nine (twelve or fifteen when it mixes games), like 86M-G0C-1SM.",
                        "“%(code)s” is not a class code: it has %(count)d letters and digits, and a class code "
                        "has nine (twelve or fifteen when it mixes games), like 86M-G0C-1SM.",
                        exc.count) % {**fields, "count": exc.count}
    if isinstance(exc, codes.BadTable):
        return table_problem(exc)
    if isinstance(exc, codes.BadCheckDigit):
        return _("“%(code)s” is not a class code: a character is mistyped, or two are swapped. Check it "
                 "against the sheet.") % fields
    return _("“%(code)s” is not a class code of this site: it names no questions here. Check it against the "
             "sheet.") % fields


def table_problem(exc: codes.BadTable) -> str:
    """Why a class code's table is refused: the engine's reason, naming the option, in the page's language."""
    if exc.error is None or exc.game not in info_by_slug():
        return _("“%(table)s” is not a table of a game of this class code: after the code, each “+” gives one "
                 "of its games, a colon and the table, as in +paulo:durcal.") % {"table": shown(f"{exc.game}:{exc.text}", 40)}
    lang = translation.get_language() or "es"
    return _("The table rules for %(game)s in this class code cannot be read. %(why)s") % {
        "game": game_info(exc.game).name,
        "why": table_rules.error_text(exc.error, lang[:2], exc.text, exc.game)}


def _bad_code(request: HttpRequest, text: str, exc: codes.InvalidCode) -> HttpResponse:
    return _problem(request, 404, _("Unknown class code"), code_problem(text, exc))


def _sheet(request: HttpRequest, code: ClassCode) -> dict:
    """What every page about one set of questions shows: the games, trainers, level and code.

    ``game`` is the first game (the one to start another set from); ``game_names`` names them all.
    """
    lang = _lang(request)
    return {"code": code, "game": game_info(code.game), "level_name": LEVEL_NAMES[code.level][lang],
            "game_names": " · ".join(game_info(g).name for g in code.games),
            "trainer_names": [DRILLS[slug].NAME[lang] for slug in code.drills],
            "table_names": sheets.table_names(code, lang), "table_links": table_links(code, lang)}


def table_links(code: ClassCode, lang: str) -> list[dict[str, str]]:
    """Each game's rule page under the code's table, to read the rules the questions follow."""
    return [{"game": game_info(game).name, "name": code.table(game).name(lang),
             "url": reverse("rule-page", args=[game]) + ("" if code.table(game).standard
                                                         else f"?profile={code.table(game).code}")}
            for game in code.games]


def kept_tables(request: HttpRequest) -> dict[str, table_rules.TableRules]:
    """The tables this browser keeps (the teacher's own), which the set-up form offers first."""
    return {game: table for game in naipes.games.slugs() if (table := table_rules.resolve(request, game).kept) is not None}


@allow("GET")
def index(request: HttpRequest) -> HttpResponse:
    return render(request, "classroom/index.html", {"games": game_infos(), "options": LiveOptionsForm()})


@allow("GET")
def find_code(request: HttpRequest) -> HttpResponse:
    """The code box of the index page: back to a worksheet, or to the start of a quiz."""
    text, tool = request.GET.get("code", ""), request.GET.get("tool", sheets.WORKSHEET)
    try:
        code = codes.parse(text)
    except codes.InvalidCode as exc:
        context = {"games": game_infos(), "code_error": code_problem(text, exc), "code_value": text[:TYPED],
                   "options": LiveOptionsForm()}
        return render(request, "classroom/index.html", context, status=400)
    if tool == sheets.QUIZ:
        return redirect("classroom:quiz", code=str(code), number=1)
    return redirect("classroom:worksheet", code=str(code))


@allow("GET", "POST")
def setup(request: HttpRequest, game: str, tool: str) -> HttpResponse:
    """The teacher picks trainers, a level and a number of questions; a new code is made on POST."""
    if game not in info_by_slug() or not codes.game_drills(game):
        return _problem(request, 404, _("Unknown game"), _("There is no game called “%(game)s” here.")
                        % {"game": shown(game, 30)})
    form = SetupForm(game, _lang(request), tool, request.POST if request.method == "POST" else None,
                     kept=kept_tables(request))
    if form.is_valid():
        code = form.code()
        if tool == sheets.QUIZ:  # the teacher's own link: only it shows answers to a room
            return redirect("classroom:quiz-run", token=tokens.quiz_token(code), number=1)
        return redirect("classroom:ready", token=tokens.key_token(code))
    others = [(g, reverse(TOOLS[tool], args=[g.slug])) for g in game_infos() if g.slug != game]
    context = {"form": form, "game": game_info(game), "tool": tool, "others": others}
    return render(request, "classroom/setup.html", context, status=400 if form.is_bound else 200)


def _key_code(request: HttpRequest, token: str) -> ClassCode | HttpResponse:
    try:
        return tokens.load_key(token)
    except tokens.BadLink:
        return _problem(request, 404, _("This answer key link is not valid"),
                        _("An answer key opens only with the link shown when the worksheet was made. "
                          "The class code on the worksheet brings back the worksheet, never its answers."))


@allow("GET")
def ready(request: HttpRequest, token: str) -> HttpResponse:
    """The teacher's result page: the only page that links to the answer key."""
    code = _key_code(request, token)
    if isinstance(code, HttpResponse):
        return code
    return render(request, "classroom/ready.html", {**_sheet(request, code), "token": token})


@allow("GET")
def worksheet(request: HttpRequest, code: str) -> HttpResponse:
    """The printable sheet for the students: questions and blank answer boxes, no answers."""
    try:
        parsed = codes.parse(code)
    except codes.InvalidCode as exc:
        return _bad_code(request, code, exc)
    if str(parsed) != code:
        return redirect("classroom:worksheet", code=str(parsed))
    items = sheets.entries(parsed)
    return render(request, "classroom/worksheet.html", {**_sheet(request, parsed), "items": items})


@allow("GET")
def export(request: HttpRequest, token: str, fmt: str) -> HttpResponse:
    """The class code's questions, answers and explanations as a file for an LMS: behind the key's
    signed link, like the key itself, since the file holds the answers."""
    code = _key_code(request, token)
    if isinstance(code, HttpResponse):
        return code
    if fmt not in FORMATS:
        return _problem(request, 404, _("There is no such format"),
                        _("The answer key page lists the formats a class code can be exported in."))
    return class_export.response(code, FORMATS[fmt], _lang(request))


@allow("GET")
def key(request: HttpRequest, token: str) -> HttpResponse:
    """The answer key: each answer drawn with cards, the explanation, and a link to the rule."""
    code = _key_code(request, token)
    if isinstance(code, HttpResponse):
        return code
    lang = _lang(request)
    answers = [{"item": item, "answer": sheets.answer(item), "rule_url": item.rule_url(lang)}
               for item in sheets.entries(code)]
    return render(request, "classroom/key.html", {**_sheet(request, code), "answers": answers, "token": token,
                                                  "formats": FORMATS.values()})


def _out_of_range(request: HttpRequest, code: ClassCode, url) -> HttpResponse:
    return _problem(request, 404, _("No such question"),
                    _("These questions go from 1 to %(n)s.") % {"n": code.n}, back=url(1))


def _steps(item: sheets.Entry, n: int, space: str, url, exit_url: str) -> dict:
    """Where a projected question sits among its set: this one, the next, the first, the way out."""
    number = item.number
    return {"item": item, "number": number, "space": space, "exit_url": exit_url, "here": url(number),
            "next_url": url(number + 1) if number < n else "", "restart_url": url(1)}


def _projector(request: HttpRequest, code: ClassCode, space: str, number: int, url, exit_url: str) -> HttpResponse:
    """One question in large type; a POST with the question's token shows its answer."""
    try:
        item = sheets.entry(code, number)
    except IndexError:
        return _out_of_range(request, code, url)
    context = {**_sheet(request, code), **_steps(item, code.n, space, url, exit_url)}
    if request.method == "POST":
        try:
            tokens.check_reveal(request.POST.get("token", ""), code, space, number)
        except tokens.BadLink:
            return _problem(request, 400, _("The answer cannot be shown"),
                            _("This “show the answer” button was altered or belongs to another question. "
                              "Go back to the question and press it again."), back=url(number))
        # Only now, on the teacher's request, is the answer worked out.
        context.update(answer=sheets.answer(item), rule_url=item.rule_url(_lang(request)))
    else:
        context["token"] = tokens.reveal_token(code, space, number)
    return render(request, "classroom/projector.html", context)


@allow("GET", "POST")
def quiz(request: HttpRequest, code: str, number: int) -> HttpResponse:
    """The quiz anyone with the class code opens: a question, an answer form, and the verdict with the
    right answer only once an answer was sent. The code is printed on worksheets, so it shows no answer
    to someone who has not answered; the teacher's room quiz is :func:`quiz_run`."""
    try:
        parsed = codes.parse(code)
    except codes.InvalidCode as exc:
        return _bad_code(request, code, exc)
    if str(parsed) != code:
        return redirect("classroom:quiz", code=str(parsed), number=number)

    def url(n: int) -> str:
        return reverse("classroom:quiz", kwargs={"code": code, "number": n})

    try:
        item = sheets.entry(parsed, number)
    except IndexError:
        return _out_of_range(request, parsed, url)
    context = {**_sheet(request, parsed), **_steps(item, parsed.n, sheets.QUIZ, url, reverse("classroom:index")),
               "self_check": True, "scene": item.scene}
    status, data = 200, None
    context["held"] = held = live.held(parsed, number)
    if request.method == "POST" and held:
        # A live class is asking this very question (the code may be a worksheet's): its answer waits for
        # the class's reveal, or its end.
        status, data, context["error"] = 409, request.POST, _(
            "A live class is answering this question right now. This quiz checks it once the class has seen "
            "its answer: try again after the teacher reveals it, or after the class.")
    elif request.method == "POST":
        given = live.widget_fields(item, request.POST)
        try:
            feedback = item.drill.check(item.question, item.drill.parse_answer(live.as_form(given)))
        except ValueError as exc:  # BadAnswer says why in both languages; anything else, in general words
            message = exc.message[_lang(request)] if isinstance(exc, BadAnswer) else _(
                "The answer could not be read: check the form.")
            status, data, context["error"] = 400, request.POST, message
        else:
            context.update(answer=sheets.answer(item), verdict=feedback, rule_url=item.rule_url(_lang(request)),
                           given_text=readable.given_text(item, given, _lang(request)))
    context["rows"] = widget_forms.rows(item.scene.widget, data)
    return render(request, "classroom/projector.html", context, status=status)


@allow("GET", "POST")
def quiz_run(request: HttpRequest, token: str, number: int) -> HttpResponse:
    """The teacher's quiz for a room, behind the signed link its set-up page gave: "Show the answer"."""
    try:
        code = tokens.load_quiz(token)
    except tokens.BadLink:
        return _problem(request, 404, _("This quiz link is not valid"),
                        _("A quiz shows its answers to a room only from the link given when it was made. The "
                          "class code alone opens the quiz that checks each answer once it is given."))

    def url(n: int) -> str:
        return reverse("classroom:quiz-run", kwargs={"token": token, "number": n})

    return _projector(request, code, sheets.QUIZ, number, url, reverse("classroom:index"))


@allow("GET", "POST")
def correct(request: HttpRequest, token: str, number: int) -> HttpResponse:
    """A worksheet's own questions on the projector, to correct it together; reached from the key."""
    code = _key_code(request, token)
    if isinstance(code, HttpResponse):
        return code

    def url(n: int) -> str:
        return reverse("classroom:correct", kwargs={"token": token, "number": n})

    return _projector(request, code, sheets.WORKSHEET, number, url, reverse("classroom:key", args=[token]))
