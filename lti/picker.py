"""Deep linking: inside the platform, a teacher picks the drill set (or a rule section, or another app's activity:
:mod:`naipes_site.activities`) that becomes an activity, and the page
answers the platform with an ``LtiDeepLinkingResponse`` signed by the tool's key (pylti1p3's ``DeepLink``).

A drill set is a class code (``trainers.class_codes``): the drills, the level, each game's table and how many
questions. The activity's link carries the code as its custom parameter ``activity``; its line item scores
out of the number of questions."""

from __future__ import annotations

import secrets

from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods
from pylti1p3.deep_link import DeepLink
from pylti1p3.deep_link_resource import DeepLinkResource
from pylti1p3.lineitem import LineItem

from lti import framing
from lti.models import Launch
from lti.pages import _launch_or_refusal, rule_section
from lti.refusals import refuse
from lti.tool import registration_of
from naipes.games import slugs
from naipes_site import activities, content
from naipes_site.games import game_info
from naipes_site.head import render
from trainers import class_codes
from trainers.drills import DRILLS, LEVEL_NAMES


def _groups(chosen: set[str]) -> list[dict]:
    groups = []
    for game in slugs():
        drills = [
            {"slug": slug, "name": DRILLS[slug].NAME, "checked": slug in chosen}
            for slug in class_codes.game_drills(game)
        ]
        if drills:
            groups.append({"game": game_info(game), "drills": drills})
    return groups


def _read(post) -> tuple[class_codes.ClassCode | None, str]:
    """The drill set the form asks for, or why not (in the active language): a class code pasted (a class's
    printed set) or the drills, level, tables and number chosen."""
    if pasted := post.get("class_code", "").strip()[:200]:
        try:
            return class_codes.parse(pasted), ""
        except class_codes.InvalidCode:
            return None, _(
                "That is not a class code. Copy it from the worksheet or the projector, as 86M-G0C-1SM."
            )
    drills = tuple(d for d in post.getlist("drill")[:40] if d in DRILLS)
    if not drills:
        return None, _("Choose at least one drill.")
    try:
        level, n = int(post.get("level", "")), int(post.get("n", ""))
    except ValueError:
        return None, _("The level and the number of questions are whole numbers.")
    if not 1 <= n <= class_codes.MAX_QUESTIONS:
        return None, _("Between 1 and %(most)d questions.") % {"most": class_codes.MAX_QUESTIONS}
    games = tuple(dict.fromkeys(DRILLS[d].GAME for d in drills))
    tables = tuple(
        (g, post.get(f"table-{g}", "").strip()[:80]) for g in games if post.get(f"table-{g}", "").strip()
    )
    try:
        return class_codes.ClassCode(
            games[0], drills, level, n, secrets.randbelow(2**class_codes.SEED_BITS), tables
        ), ""
    except class_codes.BadTable:
        return None, _(
            "One of the table codes is not a table of its game. Leave it empty for the standard rules."
        )
    except class_codes.InvalidCode:
        return None, _("That level does not fit every drill chosen, or a drill cannot be in a set.")


def rule_sections(lang: str) -> list[dict]:
    """Each game's rule page and its sections, for the picker's list."""
    return [
        {
            "game": game_info(game),
            "sections": [
                (f"rule:{game}#{entry['id']}", entry["name"])
                for entry in content.load_page(lang, game).toc
                if entry.get("level") == 2
            ],
        }
        for game in slugs()
    ]


def _section(value: str, lang: str) -> tuple[str, str] | None:
    """``(activity, title)`` of a rule section the form names, if it is one (its game's page alone is read)."""
    found = rule_section(lang, value)
    if found is None:
        return None
    game, name, _html = found
    return value, f"Naipes: {game_info(game).name}: {name}"[:250]


def _title(code: class_codes.ClassCode, lang: str) -> str:
    names = ", ".join(
        str(DRILLS[d].NAME.get(lang) if hasattr(DRILLS[d].NAME, "get") else DRILLS[d].NAME)
        for d in code.drills
    )
    return f"Naipes: {names}"[:250]


def response_jwt(request: HttpRequest, launch: Launch, activity: str, title: str, out_of: int | None) -> str:
    """The signed answer: one link whose custom ``activity`` is the drill set's code (scored out of its
    questions) or a rule section (``rule:<game>#<section>``, not scored)."""
    resource = (
        DeepLinkResource()
        .set_url(request.build_absolute_uri(reverse("lti:launch")))
        .set_title(title)
        .set_custom_params({"activity": activity})
    )
    if out_of is not None:
        resource.set_lineitem(LineItem().set_score_maximum(out_of).set_label(title))
    link = DeepLink(
        registration_of(launch.platform),
        launch.deployment_id,
        {"deep_link_return_url": launch.deep_link_return_url, "data": launch.deep_link_data or None},
    )
    return link.get_response_jwt([resource])


@csrf_exempt  # the signed launch in the address is the check, as on the launch's other pages
@require_http_methods(["GET", "HEAD", "POST"])
def pick(request: HttpRequest, ticket: str) -> HttpResponse:
    launch = _launch_or_refusal(request, ticket)
    if isinstance(launch, HttpResponse):
        return launch
    if not (launch.teacher and launch.deep_link_return_url):
        return refuse(request, "not_found", status=403, lang=request.LANGUAGE_CODE[:2])
    lang = request.LANGUAGE_CODE[:2]
    context = {
        "launch": launch,
        "levels": [(n, LEVEL_NAMES[n]) for n in class_codes.LEVELS],
        "level": 1,
        "n": 10,
        "groups": _groups(set()),
        # Every game's rule page is read for the list of sections: only when the page is drawn (a template calls
        # it), not for a valid choice, which answers at once.
        "sections": lambda: rule_sections(lang),
        "kinds": [{"kind": kind, "form": kind.form(prefix=kind.slug)} for kind in activities.KINDS],
    }
    offered = (
        activities.kind_of(f"{request.POST.get('kind', '')[:20]}:") if request.method == "POST" else None
    )
    if offered is not None:
        # Another app's activity (a practice hand, a shared deal): its own form, its own code.
        form = offered.form(data=request.POST, prefix=offered.slug)
        if not form.is_valid():
            context["kinds"] = [
                {"kind": kind, "form": form if kind is offered else kind.form(prefix=kind.slug)}
                for kind in activities.KINDS
            ]
            return framing.allow(render(request, "lti/pick.html", context, status=400), [launch.platform])
        chosen = offered.chosen(form)
        return _returning(request, launch, chosen.activity, chosen.title, out_of=chosen.maximum)
    if request.method == "POST" and request.POST.get("kind") == "rule":
        section = _section(request.POST.get("section", "")[:200], lang)
        if section is None:
            context.update(rule_error=_("Choose a section of a rule page."))
            return framing.allow(render(request, "lti/pick.html", context, status=400), [launch.platform])
        return _returning(request, launch, *section, out_of=None)
    if request.method == "POST":
        code, error = _read(request.POST)
        if code is None:
            context.update(
                error=error,
                groups=_groups(set(request.POST.getlist("drill"))),
                level=request.POST.get("level", "1")[:2],
                n=request.POST.get("n", "10")[:3],
            )
            return framing.allow(render(request, "lti/pick.html", context, status=400), [launch.platform])
        return _returning(request, launch, str(code), _title(code, lang), out_of=code.n)
    return framing.allow(render(request, "lti/pick.html", context), [launch.platform])


def _returning(
    request: HttpRequest, launch: Launch, activity: str, title: str, out_of: int | None
) -> HttpResponse:
    jwt = response_jwt(request, launch, activity, title, out_of)
    response = render(request, "lti/returning.html", {"launch": launch, "jwt": jwt, "title": title})
    response = framing.allow(response, [launch.platform])
    # The answer is a form posted to the platform: its address, and only its, may be a form's target.
    target = framing.origin(launch.deep_link_return_url)
    response._csp_replace["form-action"] = ["'self'", target] if target else ["'self'"]
    return response
