"""The choices a teacher makes when opening a live session: the pace, and when students see verdicts."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from classroom import live


class LiveOptionsForm(forms.Form):
    pace = forms.ChoiceField(
        choices=[(live.TEACHER_PACED, _("Teacher-paced: everyone sees the same question; you reveal it, then move on")),
                 (live.SELF_PACED, _("Self-paced: each student works through the questions alone"))],
        initial=live.TEACHER_PACED, widget=forms.RadioSelect,
        error_messages={"required": _("Choose a pace."), "invalid_choice": _("Choose one of the two paces.")})
    feedback = forms.ChoiceField(
        choices=[(live.AT_REVEAL, _("Students see it only when you reveal the answer (or at the end)")),
                 (live.AFTER_EACH, _("After each answer, when students work at their own pace: they see right "
                                     "or wrong and the explanation"))],
        initial=live.AT_REVEAL, widget=forms.RadioSelect,
        error_messages={"required": _("Choose when students see the verdict."),
                        "invalid_choice": _("Choose one of the two moments.")})


class JoinForm(forms.Form):
    code = forms.CharField(max_length=40, required=False, strip=True)
    nickname = forms.CharField(max_length=200, required=False, strip=True)
    language = forms.ChoiceField(choices=[("es", "Español"), ("en", "English")], required=False)
