"""The trainers in a real Chromium: every answer widget in both languages, one trainer by keyboard only,
wrong answers, and the plain form without JavaScript.

The test knows the right answer the way a teacher would: it reads the question's seed from the page's
share link and asks the engine.
"""

import re
from random import Random

import pytest
from playwright.sync_api import expect

from tests.e2e.steps import next_question_by_keyboard
from trainers.drills import CHOICE, CHOICES, DRILLS, ORDER

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

RIGHT = {"es": "¡Bien!", "en": "Right!"}
WRONG = {"es": "No del todo.", "en": "Not quite."}
CHECK = {"es": "Comprobar mi respuesta", "en": "Check my answer"}
NEXT = {"es": "Siguiente pregunta", "en": "Next question"}
OF = {"es": "de", "en": "of"}


def shown(page):
    """The drill module, question and its answer for what the page shows now."""
    href = page.locator(".share-link").get_attribute("href")
    slug, seed, level = re.search(r"/trainers/([\w-]+)/\?seed=(\d+)&level=(\d)", href).groups()
    drill = DRILLS[slug]
    question = drill.generate(Random(int(seed)), int(level))
    return drill, question, drill.expected(question), href


def give(page, drill, question, answer):
    widget = drill.scene(question).widget
    scripted = page.evaluate("document.documentElement.classList.contains('js')")
    if widget.kind == ORDER and scripted:
        # A question swapped in by htmx is enhanced a moment after it shows: wait, or the test would
        # type into position boxes that the enhancement is about to sort.
        expect(page.locator("[data-order-list][data-enhanced]")).to_have_count(1)
    if widget.kind == ORDER and not scripted:
        for position, code in enumerate(answer, start=1):  # without JavaScript: the position boxes
            page.select_option(f"#pos-{code}", str(position))
    elif widget.kind == ORDER:
        # Bring each card up to its place with its "up" button: the list is the order.
        for position, code in enumerate(answer):
            for _step in range(order_now(page).index(code) - position):
                page.locator(f".order-item:has(#pos-{code}) [data-move=up]").click()
    elif widget.kind == CHOICE:
        page.check(f"input[name=choice][value='{answer}']")
    elif widget.kind == CHOICES:
        for option in widget.options:
            box = page.locator(f"input[name=choice][value='{option.value}']")
            box.set_checked(option.value in answer)
    else:
        for key, value in answer.items():
            page.fill(f"input[name='n-{key}']", str(value))


def widget_kinds(drill, level: int) -> set[str]:
    return {drill.scene(drill.generate(Random(seed), level)).widget.kind for seed in range(6)}


def one_drill_per_widget(lang: str, level: int) -> list[tuple[str, int, str]]:
    """The browser's part of a drill is its answer widget (choice, choices, order, numbers): one drill
    per widget, the first that always shows it in Spanish and the last in English, so a widget shared by
    several drills is driven through two of them. Every drill's right and wrong answers, in both
    languages, with and without htmx, are checked without a browser (tests/trainers/test_views.py)."""
    picked: dict[str, str] = {}
    every_kind: set[str] = set()
    for slug, drill in DRILLS.items():
        kinds = widget_kinds(drill, level)
        every_kind |= kinds
        if len(kinds) == 1 and (lang == "en" or next(iter(kinds)) not in picked):
            picked[next(iter(kinds))] = slug
    assert set(picked) == every_kind, "a widget that no drill always shows still needs a browser run"
    return [(lang, level, slug) for slug in picked.values()]


@pytest.mark.parametrize(("lang", "level", "slug"), one_drill_per_widget("es", 1) + one_drill_per_widget("en", 3))
def test_three_questions_of_a_trainer_per_answer_widget(page, live_server, errors, slug, lang, level):
    page.goto(f"{live_server.url}/{lang}/trainers/{slug}/?level={level}")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    for _ in range(3):
        drill, question, answer, href = shown(page)
        give(page, drill, question, answer)
        page.get_by_role("button", name=CHECK[lang]).click()
        expect(page.locator("#feedback .verdict")).to_have_text(RIGHT[lang])
        page.locator(".next-button").click()
        expect(page.locator(".share-link")).not_to_have_attribute("href", href)
    expect(page).to_have_url(re.compile(rf"/{lang}/trainers/{slug}/\?seed=\d+&level={level}$"))
    assert errors == []


def test_a_trainer_entirely_by_keyboard(page, live_server, errors):
    page.goto(f"{live_server.url}/en/trainers/tute-trick/?level=2")
    for _ in range(2):
        drill, question, answer, _href = shown(page)
        values = [o.value for o in drill.scene(question).widget.options]
        for _tab in range(60):
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement.name") == "choice":
                break
        page.keyboard.press("Space")
        for _step in range(values.index(answer)):
            page.keyboard.press("ArrowRight")
        assert page.evaluate("document.activeElement.value") == answer
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.type") == "submit"
        page.keyboard.press("Enter")
        expect(page.locator("#feedback .verdict")).to_have_text("Right!")
        expect(page.locator("#feedback")).to_be_focused()
        next_question_by_keyboard(page, tabs=10)
    assert errors == []


@pytest.mark.parametrize(("lang", "slug"), [("es", "paulo-trumps"), ("en", "papayoo-round")])
def test_wrong_answer_shows_what_was_wrong_the_answer_and_the_rule(page, live_server, errors, lang, slug):
    page.goto(f"{live_server.url}/{lang}/trainers/{slug}/?level=2")
    drill, question, answer, _href = shown(page)
    if isinstance(answer, list):
        wrong = [answer[1], answer[0], *answer[2:]]
    else:
        first = next(iter(answer))
        wrong = {**answer, first: answer[first] + 5}
    give(page, drill, question, wrong)
    page.get_by_role("button", name=CHECK[lang]).click()
    feedback = page.locator("#feedback")
    expect(feedback.locator(".verdict")).to_have_text(WRONG[lang])
    expect(feedback.locator("tr.bad")).not_to_have_count(0)
    expect(feedback.locator(".explanation")).not_to_be_empty()
    expect(feedback.locator(".right-answer")).to_be_visible()
    rule = feedback.locator("a.rule-link")
    expect(rule).to_have_attribute("href", f"/{lang}/{drill.GAME}/#{drill.RULE_ANCHOR}")
    page.goto(f"{live_server.url}/{lang}/trainers/progress/")
    expect(page.locator(".missed a")).to_have_count(1)
    assert errors == []


def test_ordering_by_dragging(page, live_server, errors):
    page.goto(f"{live_server.url}/en/trainers/paulo-trumps/?level=1")
    drill, question, answer, _href = shown(page)
    items = page.locator(".order-item")
    for position, code in enumerate(answer):
        source = items.filter(has=page.locator(f"#pos-{code}"))
        source.drag_to(items.nth(position))
    assert [page.input_value(f"#pos-{code}") for code in answer] == [str(i) for i in range(1, len(answer) + 1)]
    page.get_by_role("button", name="Check my answer").click()
    expect(page.locator("#feedback .verdict")).to_have_text("Right!")
    assert errors == []


def test_works_without_javascript(browser, live_server):
    context = browser.new_context(java_script_enabled=False, locale="es-ES")
    page = context.new_page()
    page.goto(f"{live_server.url}/es/trainers/docena-hand/?level=2")
    drill, question, answer, _href = shown(page)
    give(page, drill, question, answer)
    page.get_by_role("button", name=CHECK["es"]).click()
    expect(page).to_have_url(re.compile(r"/es/trainers/docena-hand/\?seed=\d+&level=2#feedback$"))
    expect(page.locator("#feedback .verdict")).to_have_text(RIGHT["es"])
    page.get_by_role("link", name=NEXT["es"]).click()
    expect(page).to_have_url(re.compile(r"/es/trainers/docena-hand/\?level=2$"))
    expect(page.locator("#feedback .verdict")).to_have_count(0)
    context.close()


def test_trainer_fits_a_phone(page, live_server):
    page.set_viewport_size({"width": 360, "height": 740})
    for slug in ("papayoo-round", "paulo-trumps", "cirulo-settle", "docena-hand"):
        page.goto(f"{live_server.url}/es/trainers/{slug}/?level=3")
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        small = page.evaluate("""() => [...document.querySelectorAll(
            '.answer-form select, .answer-form .choice, .answer-form input[type=number], .answer-form button')]
            .filter(e => e.getClientRects().length)
            .filter(e => { const r = e.getBoundingClientRect(); return r.height < 44 || r.width < 44; }).length""")
        assert small == 0


# --- regressions: keyboard order, the streak, the verdict without JavaScript -------------------------


def order_now(page) -> list[str]:
    return page.evaluate("[...document.querySelectorAll('.order-item select')].map(s => s.id.slice(4))")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_rank_the_trumps_by_keyboard_only_submits_exactly_the_typed_order(page, live_server, errors, lang):
    """Tab to a card's "up" button and press Enter: the card moves, the focus stays on that button, the
    move is announced, and nothing else moves. The order sent is the order typed."""
    page.goto(f"{live_server.url}/{lang}/trainers/paulo-trumps/?level=2")
    drill, question, answer, _href = shown(page)
    typed = [answer[-1], *answer[:-1]]  # a wrong order on purpose: the lowest trump first
    for position, code in enumerate(typed):
        for _tab in range(80):
            page.keyboard.press("Tab")
            if page.evaluate("""() => { const e = document.activeElement;
                    return e.dataset.move === 'up' && e.closest('.order-item').querySelector('select').id; }""") \
                    == f"pos-{code}":
                break
        moves = order_now(page).index(code) - position
        for _step in range(moves):
            before = order_now(page)
            page.keyboard.press("Enter")
            after = order_now(page)
            i = before.index(code)
            assert after == [*before[:i - 1], code, before[i - 1], *before[i + 1:]], "only that card moves, one place"
            assert page.evaluate("document.activeElement.dataset.move") == "up"
        if moves:
            expect(page.locator("[data-order-status]")).to_contain_text(f"{position + 1} {OF[lang]} {len(typed)}")
    assert order_now(page) == typed
    for _tab in range(40):
        page.keyboard.press("Tab")
        if "check-button" in (page.evaluate("document.activeElement.className") or ""):
            break
    page.keyboard.press("Enter")
    expect(page.locator("#feedback .verdict")).to_have_text(WRONG[lang])
    feedback = drill.check(question, tuple(drill.parse_answer({"answer": typed})))
    expect(page.locator("#feedback tr.bad")).to_have_count(sum(not i.correct for i in feedback.items))
    assert errors == []


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_streak_above_the_question_follows_htmx_answers(page, live_server, errors, lang):
    page.goto(f"{live_server.url}/{lang}/trainers/tute-trick/?level=1")
    streak = page.locator(".status #streak")
    for n in (1, 2):
        drill, question, answer, href = shown(page)
        give(page, drill, question, answer)
        page.get_by_role("button", name=CHECK[lang]).click()
        expect(page.locator("#feedback .verdict")).to_have_text(RIGHT[lang])
        expect(streak).to_contain_text(f"{n} (")
        page.locator(".next-button").click()
        expect(page.locator(".share-link")).not_to_have_attribute("href", href)
    assert errors == []


@pytest.mark.parametrize("lang", ["es", "en"])
def test_without_javascript_the_verdict_is_in_view(browser, live_server, lang):
    context = browser.new_context(java_script_enabled=False, viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.goto(f"{live_server.url}/{lang}/trainers/papayoo-round/?level=3")
    drill, question, answer, _href = shown(page)
    give(page, drill, question, answer)
    page.get_by_role("button", name=CHECK[lang]).click()
    expect(page.locator("#feedback .verdict")).to_have_text(RIGHT[lang])
    top = page.locator("#feedback").bounding_box()["y"]
    assert -1 <= top < 740 / 2, "the verdict opens the screen"
    context.close()


@pytest.mark.parametrize("slug", ["cirulo-settle", "tute-count", "papayoo-round"])
def test_a_screenshot_between_questions_breaks_no_policy(page, live_server, errors, slug):
    """A screenshot sets a style attribute on the number boxes; htmx must not copy it onto the next
    question's boxes (the autouse fixture fails the test on any policy violation)."""
    page.goto(f"{live_server.url}/en/trainers/{slug}/?level=2")
    for _ in range(2):
        drill, question, answer, href = shown(page)
        give(page, drill, question, answer)
        page.evaluate("document.querySelectorAll('input[type=number]').forEach(i => { i.style.width = '5rem'; })")
        page.screenshot()
        page.get_by_role("button", name="Check my answer").click()
        expect(page.locator("#feedback .verdict")).to_have_text("Right!")
        page.locator(".next-button").click()
        expect(page.locator(".share-link")).not_to_have_attribute("href", href)
    page.wait_for_timeout(200)
    assert errors == []


NEW_DRILLS = ["tute-acuses", "paulo-chinos", "docena-bets", "papayoo-deal"]


@pytest.mark.parametrize("slug", NEW_DRILLS)
@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_wrong_pick_is_explained_first_in_the_new_drills(page, live_server, errors, slug, lang):
    """Three questions at the normal level, each answered wrong: the reason for that answer opens the feedback."""
    from tests.trainers.test_drills import wrong_for

    page.goto(f"{live_server.url}/{lang}/trainers/{slug}/?level=2")
    for _ in range(3):
        drill, question, answer, href = shown(page)
        wrong = wrong_for(drill.scene(question).widget, answer)
        give(page, drill, question, wrong)
        page.get_by_role("button", name=CHECK[lang]).click()
        expect(page.locator("#feedback .verdict")).to_have_text(WRONG[lang])
        why = drill.check(question, drill.parse_answer({"answer": wrong})).why_wrong[lang]
        expect(page.locator("#feedback .why-wrong")).to_have_text(why)
        page.locator(".next-button").click()
        expect(page.locator(".share-link")).not_to_have_attribute("href", href)
    assert errors == []
