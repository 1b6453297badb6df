"""Lists in a sentence: "y"/"and" and "o"/"or", with Spanish's euphonic "e" and "u"."""

import pytest

from wording import and_list, or_list


@pytest.mark.parametrize(("items", "es", "en"), [
    ([], "", ""),
    (["Ana"], "Ana", "Ana"),
    (["Ana", "Bea"], "Ana y Bea", "Ana and Bea"),
    (["Ana", "Bea", "Cris"], "Ana, Bea y Cris", "Ana, Bea and Cris"),
    (["Ana", "Inés"], "Ana e Inés", "Ana and Inés"),
    (["Ana", "Hilario"], "Ana e Hilario", "Ana and Hilario"),
    (["Ana", "Ígor"], "Ana e Ígor", "Ana and Ígor"),
    (["agua", "hielo"], "agua y hielo", "agua and hielo"),  # hie- is a glide, not /i/
    (["Ana", "Óscar"], "Ana y Óscar", "Ana and Óscar"),
    (["7", "8"], "7 y 8", "7 and 8"),
])
def test_and_turns_into_e_before_the_sound_i(items, es, en):
    assert and_list(items, "es") == es
    assert and_list(items, "en") == en


@pytest.mark.parametrize(("items", "es", "en"), [
    (["4", "6", "8"], "4, 6 u 8", "4, 6 or 8"),
    (["7", "11"], "7 u 11", "7 or 11"),  # once
    (["3", "80"], "3 u 80", "3 or 80"),  # ochenta
    (["3", "800"], "3 u 800", "3 or 800"),  # ochocientos
    (["3", "11000"], "3 u 11000", "3 or 11000"),  # once mil
    (["3", "110"], "3 o 110", "3 or 110"),  # ciento diez
    (["3", "18"], "3 o 18", "3 or 18"),  # dieciocho
    (["plata", "oro"], "plata u oro", "plata or oro"),
    (["uno", "Horacio"], "uno u Horacio", "uno or Horacio"),
    (["Ana", "Inés"], "Ana o Inés", "Ana or Inés"),
    (["copas", "espadas"], "copas o espadas", "copas or espadas"),
])
def test_or_turns_into_u_before_the_sound_o(items, es, en):
    assert or_list(items, "es") == es
    assert or_list(items, "en") == en
