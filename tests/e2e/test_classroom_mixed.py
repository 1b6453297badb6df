"""A set of questions that mixes games, in real Chromium: the teacher folds out the other games on the set-up
page with the keyboard, prints a mixed worksheet, types its class code back for the projector quiz and for
a live class, and a phone at 360 px gets the same first question, naming its game.
"""


import pytest
from playwright.sync_api import expect

from classroom import codes, sheets
from tests.e2e.test_counters import tab_to

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}
WORDS = {
    "es": {"mix": "Mezclar con otros juegos (si quieres)", "make": "Hacer la hoja", "sheet": "Abrir la hoja para imprimirla",
           "quiz": "Hacerlo como cuestionario", "live": "Empezar la clase en directo", "games": "Paulo · Tute"},
    "en": {"mix": "Mix in other games (optional)", "make": "Make the worksheet", "sheet": "Open the worksheet to print",
           "quiz": "Run it as a class quiz", "live": "Start the live class", "games": "Paulo · Tute"},
}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_mixed_set_is_one_list_on_paper_on_the_projector_and_on_a_phone(page, live_server, browser, lang):
    words = WORDS[lang]
    url = live_server.url
    page.goto(f"{url}/{lang}/classroom/worksheets/tute/")
    mix = page.locator("details.cr-mix")
    expect(mix.locator("input[value='paulo-trumps']")).to_be_hidden()
    tab_to(page, "details.cr-mix > summary")
    page.keyboard.press("Enter")  # the keyboard opens the other games
    expect(mix.locator("input[value='paulo-trumps']")).to_be_visible()
    tab_to(page, "input[name=mix][value='paulo-trumps']")
    page.keyboard.press("Space")
    page.locator("#id_n").fill("4")
    page.get_by_role("button", name=words["make"]).click()

    code = codes.parse(page.locator("dd.cr-code").inner_text())
    assert code.games == ("paulo", "tute") and len(codes.normalize(str(code))) == 12
    expect(page.locator("main")).to_contain_text(words["games"])
    expected = [e.scene.prompt[lang] for e in sheets.entries(code)]
    page.get_by_role("link", name=words["sheet"]).click()
    expect(page.locator(".cr-question")).to_have_count(4)
    tags = page.locator(".cr-question h2 .cr-game-tag").all_inner_texts()
    assert tags == [f"{e.game.name}:" for e in sheets.entries(code)]
    assert set(tags) == {"Paulo:", "Tute:"}

    # Typed back with spaces and in lower case, the code runs the same questions as a quiz.
    page.goto(f"{url}/{lang}/classroom/")
    page.locator("#id_code").fill(str(code).lower().replace("-", " "))
    page.get_by_role("button", name=words["quiz"]).click()
    expect(page.locator("h1.cr-prompt")).to_have_text(expected[0])
    expect(page.locator(".cr-kicker")).to_contain_text(sheets.entry(code, 1).game.name)

    # And as a live class: a phone sees question 1, the same one, with its game.
    page.goto(f"{url}/{lang}/classroom/")
    page.locator("#id_live_code").fill(str(code))
    page.get_by_role("button", name=words["live"]).click()
    join_code = page.locator(".live-join-code").inner_text().strip()
    phone_context = browser.new_context(**PHONE)
    try:
        phone = phone_context.new_page()
        phone.goto(f"{url}/{lang}/join/?code={join_code}")
        phone.locator("#id_nickname").fill("Lola")
        phone.locator("#id_language").select_option(lang)
        phone.locator("button[type=submit].primary").click()
        expect(phone.locator("#seat")).to_be_visible()
        page.locator("button[name=action][value=start]").click()
        expect(phone.locator("#prompt")).to_have_text(expected[0], timeout=8000)
        expect(phone.locator("#seat .cr-counter")).to_contain_text(sheets.entry(code, 1).game.name)
        assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    finally:
        phone_context.close()
