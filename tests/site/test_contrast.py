"""Text contrast computed from the stylesheets themselves (WCAG 2 relative luminance): every pair named
here reaches AA, 4.5:1 for text. The colours are read from the CSS files, so a change there is checked."""

import re
from pathlib import Path

import pytest

CSS = Path(__file__).resolve().parents[2] / "static" / "css"


def _variables() -> dict[str, str]:
    root = re.search(r":root\s*{(.*?)}", (CSS / "site.css").read_text(), re.S).group(1)
    return dict(re.findall(r"(--[\w-]+)\s*:\s*(#[0-9a-fA-F]{3,6})", root))


def declarations(sheet: str, selector: str) -> dict[str, str]:
    """The declarations of the one rule written for exactly ``selector`` in ``sheet``, variables resolved."""
    text = (CSS / sheet).read_text()
    found = re.search(rf"(?:^|}})\s*{re.escape(selector)}\s*{{([^}}]*)}}", text, re.M)
    assert found, f"no rule for {selector} in {sheet}"
    names = _variables()
    pairs = re.findall(r"([\w-]+)\s*:\s*([^;]+)", found.group(1))
    return {prop: re.sub(r"var\((--[\w-]+)\)", lambda m: names[m.group(1)], value.strip()) for prop, value in pairs}


def luminance(colour: str) -> float:
    digits = colour.lstrip("#")
    if len(digits) == 3:
        digits = "".join(d * 2 for d in digits)

    def channel(byte: str) -> float:
        c = int(byte, 16) / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(digits[i:i + 2]) for i in (0, 2, 4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: str, other: str) -> float:
    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_the_formula_gives_the_known_ratios():
    assert contrast("#000", "#fff") == pytest.approx(21)
    # The faded card of the judges' picker before: copas red at 45 % on the paper, 2.24:1.
    assert contrast("#dd9c96", "#fffefb") == pytest.approx(2.24, abs=0.01)


def test_a_card_chosen_in_the_other_picker_still_reads_at_aa():
    taken = declarations("picker.css", ".cp-card.cp-taken .cp-face")
    assert "opacity" not in taken  # fading would lower the contrast of whatever colour the suit gives it
    assert contrast(taken["color"], taken["background"]) >= 4.5


def test_the_focus_ring_of_a_moved_focus_stands_out_from_the_paper():
    """WCAG 1.4.11: a focus indicator needs 3:1 against what surrounds it."""
    ring = declarations("trainers.css", '.question h2[tabindex="-1"]:focus, .feedback[tabindex="-1"]:focus')
    colour = ring["outline"].split()[-1]
    assert contrast(colour, _variables()["--paper"]) >= 3


def test_a_refused_choice_of_a_practice_hand_still_reads_at_aa():
    dimmed = declarations("site.css", ".button.dimmed")
    assert "opacity" not in dimmed
    assert contrast(dimmed["color"], dimmed["background"]) >= 4.5
