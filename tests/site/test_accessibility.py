"""Accessibility invariants read from the HTML of every page, in both languages.

What a screen reader or a keyboard needs and the markup alone can show: every card picture and
every control has a name, decorative pictures are hidden, the skip link has a target, the language
switch says which language each link leads to, landmarks and headings are in order. What needs a
real browser (focus, outlines, widths) is in ``tests/e2e/test_accessibility.py``.
"""

from __future__ import annotations

import re
from collections import Counter
from html.parser import HTMLParser

import pytest
from django.template.loader import render_to_string

from naipes.cards import PAPAYOO_60, SPANISH_48
from naipes_site.card_svg import card_svg
from naipes_site.games import game_infos

pytestmark = pytest.mark.django_db

LANGS = ("es", "en")
PATHS = (
    ["", "glossary/", "api/", "trainers/", "trainers/progress/", "counters/", "classroom/", "no-such-page/"]
    + [f"{game.slug}/" for game in game_infos()]
    + [f"{game.slug}/cheatsheet/" for game in game_infos()]
    + ["paulo/table/", "papayoo/compare/", "tute/?profile=clasico"]
    + ["trainers/path/", "trainers/summary/", "trainers/review/done/", "trainers/progress/export/",
       "trainers/progress/import/"]
    + ["join/", "classroom/live/new/tute/"]
)
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
LANGUAGE_NAMES = {"es": "Español", "en": "English"}


class Node:
    def __init__(self, tag: str, attrs: dict[str, str | None], parent: Node | None):
        self.tag, self.attrs, self.parent = tag, attrs, parent
        self.children: list[Node | str] = []

    def get(self, name: str, default: str | None = None) -> str | None:
        value = self.attrs.get(name, default)
        return "" if value is None and name in self.attrs else value

    def iter(self):
        yield self
        for child in self.children:
            if isinstance(child, Node):
                yield from child.iter()

    def find_all(self, tag: str) -> list[Node]:
        return [node for node in self.iter() if node.tag == tag]

    def ancestors(self):
        node = self.parent
        while node is not None:
            yield node
            node = node.parent

    def classes(self) -> set[str]:
        return set((self.get("class") or "").split())

    def text(self) -> str:
        """The text content, with ``aria-hidden`` parts left out."""
        parts = []
        for child in self.children:
            if isinstance(child, str):
                parts.append(child)
            elif child.get("aria-hidden") != "true":
                parts.append(child.text())
        return " ".join(" ".join(parts).split())

    def name(self) -> str:
        """A rough accessible name: aria-label, else the text, pictures counted by their labels."""
        if self.get("aria-label"):
            return self.get("aria-label").strip()
        if self.get("aria-hidden") == "true":
            return ""
        if self.tag == "img":
            return (self.get("alt") or "").strip()
        parts = []
        for child in self.children:
            parts.append(child if isinstance(child, str) else child.name())
        return " ".join(" ".join(parts).split())


class Tree(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", {}, None)
        self.current = self.root

    def handle_starttag(self, tag, attrs):
        node = Node(tag, dict(attrs), self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node

    def handle_startendtag(self, tag, attrs):
        self.current.children.append(Node(tag, dict(attrs), self.current))

    def handle_endtag(self, tag):
        node = self.current
        while node is not self.root and node.tag != tag:
            node = node.parent
        if node is not self.root:
            self.current = node.parent

    def handle_data(self, data):
        self.current.children.append(data)


def parse(html: str) -> Node:
    tree = Tree()
    tree.feed(html)
    return tree.root


def trainer_paths() -> list[str]:
    from trainers.drills import DRILLS

    return [f"trainers/{slug}/" for slug in DRILLS]


@pytest.fixture(scope="module")
def pages(django_db_setup, django_db_blocker):
    """Every page in both languages, fetched once for the whole module."""
    from django.test import Client

    client = Client()
    found = {}
    with django_db_blocker.unblock():
        for lang in LANGS:
            for path in PATHS + trainer_paths():
                response = client.get(f"/{lang}/{path}")
                assert response.status_code in (200, 404), path
                found[(lang, path)] = parse(response.content.decode())
    return found


def each(pages):
    for (lang, path), root in pages.items():
        yield f"/{lang}/{path}", lang, root


def test_every_card_picture_is_one_named_image(pages):
    seen = 0
    for where, _lang, root in each(pages):
        for svg in root.find_all("svg"):
            if "card" not in svg.classes():
                continue
            seen += 1
            assert svg.get("role") == "img", where
            assert (svg.get("aria-label") or "").strip(), where
            # The tooltip's <title> is not a direct child, or it would also be read as a description.
            assert not [c for c in svg.children if isinstance(c, Node) and c.tag == "title"], where
    assert seen > 500


def test_the_card_name_is_said_once():
    for card in (SPANISH_48.cards[0], SPANISH_48.cards[-1], PAPAYOO_60.cards[-1]):
        for lang in LANGS:
            svg = parse(str(card_svg(card, lang))).find_all("svg")[0]
            titles = svg.find_all("title")
            assert len(titles) == 1 and titles[0].parent.tag == "g"
            assert titles[0].text() == svg.get("aria-label")


def test_pictures_that_are_not_cards_are_hidden_or_named(pages):
    for where, _lang, root in each(pages):
        for svg in root.find_all("svg"):
            if any(a.tag == "svg" for a in svg.ancestors()) or "card" in svg.classes():
                continue
            hidden = svg.get("aria-hidden") == "true"
            named = svg.get("role") == "img" and (svg.get("aria-label") or svg.get("aria-labelledby"))
            assert hidden or named, (where, svg.attrs)
        for img in root.find_all("img"):
            assert img.get("alt") is not None, (where, img.attrs)


def test_the_suit_sprite_is_hidden(pages):
    root = pages[("es", "")]
    sprite = [svg for svg in root.find_all("svg") if "sprite" in svg.classes()]
    assert len(sprite) == 1
    assert sprite[0].get("aria-hidden") == "true"


def labelled(control: Node, root: Node, ids: dict[str, Node]) -> bool:
    if (control.get("aria-label") or "").strip():
        return True
    if control.get("aria-labelledby"):
        return all(ref in ids and ids[ref].name() for ref in control.get("aria-labelledby").split())
    if control.get("id") and any(
        label.get("for") == control.get("id") and label.name() for label in root.find_all("label")
    ):
        return True
    return any(a.tag == "label" and a.name() for a in control.ancestors())


def test_every_form_control_has_a_label(pages):
    counted = 0
    for where, _lang, root in each(pages):
        ids = {node.get("id"): node for node in root.iter() if node.get("id")}
        for control in root.iter():
            if control.tag not in ("input", "select", "textarea"):
                continue
            if control.tag == "input" and control.get("type") in ("hidden", "submit", "button", "reset", "image"):
                continue
            counted += 1
            assert labelled(control, root, ids), (where, control.attrs)
    assert counted > 20


def test_every_button_and_link_has_a_name(pages):
    for where, _lang, root in each(pages):
        for button in root.find_all("button"):
            assert button.name(), (where, button.attrs)
        for node in root.find_all("input"):
            if node.get("type") in ("submit", "button", "reset"):
                assert (node.get("value") or node.get("aria-label") or "").strip(), where
        for link in root.find_all("a"):
            if link.get("href") is not None:
                assert link.name(), (where, link.attrs)


def test_no_link_is_named_only_by_a_sign(pages):
    """A permalink that says only "#" is meaningless when read out of its heading (glossary)."""
    for lang in LANGS:
        root = pages[(lang, "glossary/")]
        links = [a for a in root.find_all("a") if "permalink" in a.classes()]
        assert links
        for link in links:
            assert len(link.name()) > 3, link.attrs


def test_the_skip_link_comes_first_and_its_target_exists(pages):
    for where, _lang, root in each(pages):
        body = root.find_all("body")[0]
        first = next(n for n in body.iter() if n.tag == "a" and n.get("href") is not None)
        assert "skip-link" in first.classes(), where
        target = first.get("href").removeprefix("#")
        mains = root.find_all("main")
        assert len(mains) == 1 and mains[0].get("id") == target, where
        assert mains[0].get("tabindex") == "-1", where  # so following the link moves the focus too


def test_language_switch_links_name_their_language(pages):
    for where, lang, root in each(pages):
        switch = [n for n in root.find_all("nav") if "lang-switch" in n.classes()]
        assert len(switch) == 1 and switch[0].get("aria-label"), where
        links = [a for a in switch[0].find_all("a")]
        current = [n for n in switch[0].iter() if n.get("aria-current")]
        assert len(links) == 1 and len(current) == 1, where
        other = "en" if lang == "es" else "es"
        link = links[0]
        assert link.get("hreflang") == other and link.get("lang") == other, where
        assert link.get("href").startswith(f"/{other}/"), where
        assert link.text() == LANGUAGE_NAMES[other], where
        assert current[0].get("lang") == lang and current[0].text() == LANGUAGE_NAMES[lang], where


def test_landmarks_are_there_once_and_navigations_are_told_apart(pages):
    for where, _lang, root in each(pages):
        body = root.find_all("body")[0]
        top = [n for n in body.iter() if n.tag in ("header", "footer")
               and not any(a.tag in ("main", "article", "section", "aside", "nav") for a in n.ancestors())]
        assert Counter(n.tag for n in top) == {"header": 1, "footer": 1}, where
        labels = [nav.get("aria-label") or nav.get("aria-labelledby") for nav in root.find_all("nav")]
        assert all(labels), where
        assert len(labels) == len(set(labels)), where


def test_headings_start_at_h1_and_never_skip_a_level(pages):
    for where, _lang, root in each(pages):
        levels = [int(n.tag[1]) for n in root.iter() if re.fullmatch(r"h[1-6]", n.tag)]
        assert levels[0] == 1 and levels.count(1) == 1, where
        for before, after in zip(levels, levels[1:], strict=False):
            assert after <= before + 1, (where, before, after)


def test_ids_are_unique_and_references_resolve(pages):
    for where, _lang, root in each(pages):
        ids = Counter(n.get("id") for n in root.iter() if n.get("id"))
        assert not [i for i, count in ids.items() if count > 1], where
        for node in root.iter():
            for attribute in ("aria-labelledby", "aria-describedby", "aria-controls"):
                for ref in (node.get(attribute) or "").split():
                    assert ref in ids, (where, attribute, ref)
            if node.tag == "label" and node.get("for"):
                assert node.get("for") in ids, (where, node.attrs)


def test_the_page_says_where_you_are_in_the_navigation(pages):
    root = pages[("es", "paulo/")]
    nav = next(n for n in root.find_all("nav") if "site-nav" in n.classes())
    current = [a for a in nav.find_all("a") if a.get("aria-current")]
    assert [(a.text(), a.get("aria-current")) for a in current] == [("Paulo", "page")]
    root = pages[("en", "trainers/paulo-trumps/")]
    nav = next(n for n in root.find_all("nav") if "site-nav" in n.classes())
    current = [a for a in nav.find_all("a") if a.get("aria-current")]
    assert [(a.text(), a.get("aria-current")) for a in current] == [("Trainers", "true")]


def test_the_rules_contents_is_a_disclosure_named_contents(pages):
    for lang, word in (("es", "Índice"), ("en", "Contents")):
        root = pages[(lang, "paulo/")]
        toc = next(n for n in root.find_all("nav") if "toc" in n.classes())
        assert toc.get("aria-label") == word
        summary = toc.find_all("summary")
        assert len(summary) == 1 and summary[0].text() == word
        assert len(toc.find_all("a")) >= 8


def test_trainer_feedback_is_named_by_its_verdict(client):
    page = client.get("/en/trainers/tute-trick/").content.decode()
    token = re.search(r'name="token" value="([^"]+)"', page).group(1)
    choice = re.search(r'name="choice" value="([^"]+)"', page).group(1)
    response = client.post("/en/trainers/tute-trick/answer/", {"token": token, "choice": choice},
                           headers={"HX-Request": "true"})
    assert response.status_code == 200
    feedback = parse(response.content.decode()).find_all("section")[0]
    assert feedback.get("id") == "feedback" and feedback.get("tabindex") == "-1"
    verdict = feedback.get("aria-labelledby")
    heading = [node for node in feedback.iter() if node.get("id") == verdict]
    assert heading and heading[0].text() in ("Right!", "Not quite.")
    for td in feedback.find_all("td"):
        if td.find_all("svg"):
            assert td.get("data-label"), "on phones the answer columns keep their names"


def test_the_server_error_page_stands_alone():
    html = render_to_string("500.html", {"LANGUAGE_CODE": "en"})
    root = parse(html)
    assert root.find_all("html")[0].get("lang") == "en"
    assert len(root.find_all("main")) == 1 and len(root.find_all("h1")) == 1
    assert 'href="/static/css/site.css"' in html
