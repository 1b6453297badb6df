"""Delete live sessions (with their students and answers) opened more than 30 days ago, and old join counts.

``manage.py prune`` does this and the rest of the site's pruning; this command stays for the schedulers
that already run it.
"""

from django.core.management.base import BaseCommand

from classroom import live, retention


class Command(BaseCommand):
    help = "Delete live class sessions and their answers older than 30 days (manage.py prune does it too)."

    def handle(self, *args, **options) -> None:
        sessions = retention.old_sessions()
        retention.old_join_counts()
        if options["verbosity"] > 0:
            self.stdout.write(f"Deleted {sessions} live-class rows older than {live.KEPT.days} days.")
