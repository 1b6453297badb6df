"""Delete live sessions (with their students and answers) opened more than 30 days ago, and old join tries.

``make run`` runs it at start-up, so a site with no cron still forgets its classes.
"""

from django.core.management.base import BaseCommand
from django.utils import timezone

from classroom import live
from classroom.models import JoinAttempt, LiveSession


class Command(BaseCommand):
    help = "Delete live class sessions and their answers older than 30 days."

    def handle(self, *args, **options) -> None:
        now = timezone.now()
        sessions, _ = LiveSession.objects.filter(created__lt=now - live.KEPT).delete()
        JoinAttempt.objects.filter(created__lt=now - live.JOIN_WINDOW).delete()
        if options["verbosity"] > 0:
            self.stdout.write(f"Deleted {sessions} live-class rows older than {live.KEPT.days} days.")
