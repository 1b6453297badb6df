"""What the classroom keeps, and for how long (``manage.py prune`` reads this module)."""

from __future__ import annotations

from django.utils import timezone
from django.utils.translation import gettext as _

from classroom import join_limit, live
from classroom.models import LiveSession
from naipes_site.retention import register


def old_sessions() -> int:
    """Live sessions opened more than ``live.KEPT`` ago, with their students and answers."""
    deleted, _ = LiveSession.objects.filter(created__lt=timezone.now() - live.KEPT).delete()
    return deleted


def old_join_counts() -> int:
    """Counts of wrong join codes once their window is over, and passes of sessions that have ended."""
    return join_limit.forget()


register("live sessions, their students and answers", f"{live.KEPT.days} days", old_sessions,
         lambda: _("A live class, with its students' nicknames and answers: %(days)s days after it was opened.")
         % {"days": live.KEPT.days})
register("counts of wrong join codes", f"{int(join_limit.WINDOW.total_seconds() // 60)} minutes", old_join_counts,
         lambda: _("Counts of wrong join codes, under a keyed digest of the address, never the address itself: "
                   "%(minutes)s minutes.") % {"minutes": int(join_limit.WINDOW.total_seconds() // 60)})
