"""The site owner's LTI tasks from the shell (docs/lti.md):

- ``manage.py lti owner-link --base https://naipes.example`` prints the configuration page's link (an hour);
- ``manage.py lti register --issuer … --client-id … --auth-url … --token-url … --keyset-url …
  [--deployment …] [--frame-origin …] [--label …]`` registers a platform by hand (Canvas, or a Moodle
  without dynamic registration); run again with another ``--deployment`` to add one;
- ``manage.py lti send-scores`` posts the grades waiting in the outbox (a scheduler runs it every few minutes).
"""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError
from django.core.validators import URLValidator
from django.db import transaction
from django.urls import reverse
from django.utils import translation

from lti import owner, scores
from lti.models import Deployment, Platform


class Command(BaseCommand):
    help = "LTI: print the owner's configuration link, register a platform by hand, send waiting scores."

    def add_arguments(self, parser) -> None:
        sub = parser.add_subparsers(dest="task", required=True)
        link = sub.add_parser("owner-link")
        link.add_argument("--base", default="http://127.0.0.1:8000", help="the site's address")
        link.add_argument("--lang", default="es", choices=["es", "en"])
        add = sub.add_parser("register")
        for name in ("issuer", "client-id", "auth-url", "token-url", "keyset-url"):
            add.add_argument(f"--{name}", required=True)
        add.add_argument("--deployment", action="append", default=[])
        add.add_argument("--frame-origin", action="append", default=[])
        add.add_argument("--label", default="")
        sub.add_parser("send-scores")

    def handle(self, *args, **options) -> None:
        task = options["task"]
        if task == "owner-link":
            with translation.override(options["lang"]):
                path = reverse("lti_pages:owner_enter", args=[owner.owner_key()])
            self.stdout.write(options["base"].rstrip("/") + path)
        elif task == "register":
            self._register(options)
        else:
            sent, failed = scores.send_due()
            self.stdout.write(f"scores sent: {sent}, not accepted yet: {failed}")

    def _register(self, options) -> None:
        check = URLValidator(schemes=["https", "http"])
        for name in (
            "auth_url",
            "token_url",
            "keyset_url",
            *(["frame_origin"] if options["frame_origin"] else []),
        ):
            for value in options[name] if isinstance(options[name], list) else [options[name]]:
                try:
                    check(value)
                except ValidationError as exc:
                    raise CommandError(f"--{name.replace('_', '-')}: not an address: {value}") from exc
        with transaction.atomic():
            platform, created = Platform.objects.update_or_create(
                issuer=options["issuer"],
                client_id=options["client_id"],
                defaults={
                    "auth_url": options["auth_url"],
                    "token_url": options["token_url"],
                    "keyset_url": options["keyset_url"],
                    "label": options["label"][:120],
                    "frame_origins": " ".join(options["frame_origin"])[:1000],
                },
            )
            for deployment in options["deployment"]:
                Deployment.objects.get_or_create(platform=platform, deployment_id=deployment[:255])
        ids = ", ".join(platform.deployments.values_list("deployment_id", flat=True)) or "none"
        self.stdout.write(
            f"{'registered' if created else 'updated'}: {platform.issuer} "
            f"(client id {platform.client_id}; deployments: {ids})"
        )
