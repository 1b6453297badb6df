"""What the LTI tool keeps: the platforms the site's owner registered, the tool's own keys, the one-time
values of a login (state, nonce), and for each launch only the platform's opaque ids, the activity and the
score. No name, no e-mail: the tool asks for none and keeps none (docs/lti.md, "What we keep")."""

from __future__ import annotations

import uuid

from django.db import models
from django.utils import timezone


class Platform(models.Model):
    """A learning platform (a Moodle site, a Canvas instance) registered by the site's owner."""

    label = models.CharField(max_length=120, blank=True)
    """The owner's own name for it ("Moodle of the school"), shown on the configuration page only."""
    issuer = models.CharField(max_length=255)
    client_id = models.CharField(max_length=255)
    auth_url = models.URLField(max_length=500)
    """The platform's OIDC authorisation endpoint, where the login sends the browser."""
    token_url = models.URLField(max_length=500)
    """The platform's OAuth 2 token endpoint, for the grades sent back."""
    keyset_url = models.URLField(max_length=500)
    """The platform's JSON Web Key Set, which checks the signature of its launches."""
    frame_origins = models.CharField(max_length=1000, blank=True)
    """Origins besides the issuer's and the login's that show the tool in a frame, space-separated (a Canvas
    school's own domain, whose issuer is Instructure's)."""
    created = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["issuer", "client_id"], name="lti_platform_issuer_client")
        ]

    def __str__(self) -> str:
        return self.label or self.issuer


class Deployment(models.Model):
    """A deployment id the platform launches under: a launch from any other is refused."""

    platform = models.ForeignKey(Platform, on_delete=models.CASCADE, related_name="deployments")
    deployment_id = models.CharField(max_length=255)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["platform", "deployment_id"], name="lti_deployment_unique")
        ]

    def __str__(self) -> str:
        return self.deployment_id


class ToolKey(models.Model):
    """The tool's own RSA key pair: its public half is served in the tool's JWKS, the private half signs deep
    linking answers and the grade service's client assertions. The newest is the one that signs."""

    kid = models.CharField(max_length=64, unique=True)
    private_pem = models.TextField()
    created = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return self.kid


class OneTimeValue(models.Model):
    """A login's state and nonce (and the library's other short-lived values), in the database so that every
    app server sees them and a nonce is spent once: deleting the row is the spending, and only one request
    deletes it."""

    key = models.CharField(max_length=255, unique=True)
    value = models.JSONField(null=True)
    expires = models.DateTimeField(db_index=True)

    def __str__(self) -> str:
        return self.key


class Launch(models.Model):
    """One launch: who by the platform's opaque id (``sub``), where (context, resource link), what (a class
    code's drill set) and where a score goes (the line item). The id is a random UUID, carried signed in the
    addresses of the pages the launch opens, so those pages need no cookie inside the platform's frame."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    platform = models.ForeignKey(Platform, on_delete=models.CASCADE, related_name="launches")
    deployment_id = models.CharField(max_length=255)
    sub = models.CharField(max_length=255)
    """The platform's opaque id of the user; never a name or an address."""
    context_id = models.CharField(max_length=255, blank=True)
    resource_link_id = models.CharField(max_length=255, blank=True)
    teacher = models.BooleanField(default=False)
    activity = models.CharField(max_length=200, blank=True)
    """What the link opens: a class code (a drill set), or ``rule:<game>#<section>``."""
    lineitem_url = models.URLField(max_length=500, blank=True)
    can_score = models.BooleanField(default=False)
    deep_link_return_url = models.URLField(max_length=500, blank=True)
    deep_link_data = models.CharField(max_length=2000, blank=True)
    lang = models.CharField(max_length=8, default="es")
    created = models.DateTimeField(default=timezone.now, db_index=True)

    def __str__(self) -> str:
        return str(self.pk)


class Attempt(models.Model):
    """One student's run through a drill set from one launch: how many questions, how many right; or the one
    finished attempt at another app's activity (a practice hand), its score ``right`` of ``asked``."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    launch = models.ForeignKey(Launch, on_delete=models.CASCADE, related_name="attempts")
    asked = models.PositiveSmallIntegerField()
    answered = models.PositiveSmallIntegerField(default=0)
    right = models.PositiveSmallIntegerField(default=0)
    marks = models.CharField(max_length=40, blank=True)
    """A drill set's answers in order, ``1`` right and ``0`` wrong, for the teacher's report (an activity of
    another app, a practice hand, has none: its score is ``right`` of ``asked``)."""
    finished = models.DateTimeField(null=True, blank=True)
    created = models.DateTimeField(default=timezone.now, db_index=True)

    def __str__(self) -> str:
        return f"{self.right}/{self.asked}"


class ScoreToSend(models.Model):
    """The outbox of the grades: one row per finished attempt (the attempt is the idempotency key: a second
    finish finds the row and adds none), sent until the platform accepts it, then marked sent, never again."""

    attempt = models.OneToOneField(Attempt, on_delete=models.CASCADE, related_name="score")
    tries = models.PositiveSmallIntegerField(default=0)
    next_try = models.DateTimeField(default=timezone.now, db_index=True)
    sent = models.DateTimeField(null=True, blank=True)
    last_error = models.CharField(max_length=200, blank=True)

    def __str__(self) -> str:
        return f"score of {self.attempt_id}"
