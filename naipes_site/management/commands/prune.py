"""Delete what the site no longer needs, each kind of row after its own retention (``naipes_site.retention``).

Run it daily from a scheduler (cron, a systemd timer); ``make run`` runs it at start-up too.
"""

from django.core.management.base import BaseCommand

from naipes_site.retention import prune_all


class Command(BaseCommand):
    help = ("Delete used question nonces, expired sessions, old score-sheet history, old live classes and old "
            "join counts, each after its retention. Run it daily.")

    def handle(self, *args, **options) -> None:
        for pruner, deleted in prune_all():
            if options["verbosity"] > 0:
                self.stdout.write(f"{pruner.what} (kept {pruner.kept}): {deleted} rows deleted")
