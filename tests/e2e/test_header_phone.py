"""The header's controls are whole on a 360 x 740 phone and on a desktop, in both languages: the brand, the search
box and its button, the other language and every section link are drawn in full, none cut by the screen's edge or
by a row that would have to be scrolled sideways to show it. Where a row cannot hold its links, it wraps."""

import pytest

from tests.e2e.steps import PHONE

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

CLIPPED = """() => {
  const cut = [];
  const controls = document.querySelectorAll(
      '.site-header a, .site-header button, .site-header input:not([type=hidden])');
  for (const el of controls) {
    if (!el.getClientRects().length || el.closest('.site-search-results')) continue;
    const r = el.getBoundingClientRect();
    const name = (el.innerText || el.getAttribute('placeholder') || el.id).trim();
    if (r.left < -0.5 || r.right > innerWidth + 0.5) cut.push(`${name}: ${r.left}-${r.right} of ${innerWidth}`);
    // Any box between it and the header that hides what overflows must hold it whole.
    for (let box = el.parentElement; box && !box.matches('.site-header'); box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const b = box.getBoundingClientRect();
      if (r.left < b.left - 0.5 || r.right > b.right + 0.5) cut.push(`${name}: cut by ${box.className}`);
    }
    if (el.scrollWidth > el.clientWidth + 1) cut.push(`${name}: its own text overflows`);
  }
  return {cut, scrolls: document.documentElement.scrollWidth > innerWidth};
}"""


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("screen", ["phone", "desktop"])
def test_no_header_control_is_clipped(browser, live_server, lang, screen):
    options = PHONE if screen == "phone" else {"viewport": {"width": 1280, "height": 800}}
    page = browser.new_context(**options).new_page()
    for path in ("", "judges/", "counters/"):
        page.goto(f"{live_server.url}/{lang}/{path}")
        found = page.evaluate(CLIPPED)
        assert found == {"cut": [], "scrolls": False}, (path, found)
    # A phone shows "Join" ("Unirse"), the link still named in full.
    join = page.get_by_role("link", name={"es": "Unirse a una clase", "en": "Join a class"}[lang], exact=True)
    assert join.is_visible()
    page.context.close()
