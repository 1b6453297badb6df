"""The launch, checked by pylti1p3: the registration and deployment come from the database, the platform's
keys from its key set URL, the id token's signature, audience, expiry and issue time by PyJWT with a bounded
clock skew. No JWT is read here by hand: this module only tells the library where things are."""

from __future__ import annotations

import ipaddress
import typing as t
from http import cookies

import jwt
from django.http.request import split_domain_port
from pylti1p3.contrib.django import DjangoMessageLaunch, DjangoOIDCLogin
from pylti1p3.contrib.django.cookie import DjangoCookieService
from pylti1p3.contrib.django.request import DjangoRequest
from pylti1p3.deployment import Deployment as LibraryDeployment
from pylti1p3.exception import LtiException
from pylti1p3.registration import Registration
from pylti1p3.tool_config.abstract import ToolConfAbstract

from lti import http, keys
from lti.models import Deployment, Platform
from lti.storage import DatabaseStorage

CLOCK_SKEW = 60
"""Seconds a platform's clock may be ahead or behind ours: an id token issued later than now plus this, or
expired for longer than this, is refused."""

REQUIRED_CLAIMS = ["exp", "iat", "aud", "iss", "nonce"]


def registration_of(platform: Platform) -> Registration:
    key = keys.signing_key()
    return (
        Registration()
        .set_issuer(platform.issuer)
        .set_client_id(platform.client_id)
        .set_auth_login_url(platform.auth_url)
        .set_auth_token_url(platform.token_url)
        .set_key_set_url(platform.keyset_url)
        .set_tool_private_key(key.private_pem)
        .set_tool_public_key(keys.public_pem(key))
    )


class ToolConfig(ToolConfAbstract):
    """Registrations by issuer and client id (an issuer may register the tool more than once)."""

    def __init__(self) -> None:
        super().__init__()
        self.platform: Platform | None = None

    def check_iss_has_one_client(self, iss: str) -> bool:
        return False

    def check_iss_has_many_clients(self, iss: str) -> bool:
        return True

    def find_registration_by_issuer(self, iss: str, *args, **kwargs):
        return None

    def find_registration_by_params(self, iss: str, client_id: str | None, *args, **kwargs):
        platforms = Platform.objects.filter(issuer=iss)
        if client_id:
            platforms = platforms.filter(client_id=client_id)
        found = list(platforms[:2])
        if not found and client_id and Platform.objects.filter(issuer=iss).exists():
            raise Refused("wrong_audience")  # a platform we know, signing for another tool
        if len(found) != 1:  # unknown, or several registrations and no client id to tell them apart
            return None
        self.platform = found[0]
        return registration_of(self.platform)

    def find_deployment(self, iss: str, deployment_id: str):
        return None

    def find_deployment_by_params(self, iss: str, deployment_id: str, client_id: str, *args, **kwargs):
        if (
            self.platform is None
            or not Deployment.objects.filter(platform=self.platform, deployment_id=deployment_id).exists()
        ):
            return None
        return LibraryDeployment().set_deployment_id(deployment_id)


class Launch(DjangoMessageLaunch):
    """pylti1p3's launch with the checks it leaves optional made strict: the audience must be our client id,
    the expiry and issue time are checked within :data:`CLOCK_SKEW`, and the claims a launch needs are
    required."""

    def __init__(self, request, tool_config: ToolConfig) -> None:
        super().__init__(
            request, tool_config, launch_data_storage=DatabaseStorage(), requests_session=http.session
        )

    def validate_jwt_signature(self):
        try:
            public_key, key_alg = self.get_public_key()
        except LtiException as exc:  # no key of the platform's set signed it (or the set could not be read)
            raise Refused("bad_signature") from exc
        try:
            jwt.decode(
                self._get_id_token(),
                public_key,
                algorithms=[key_alg],
                audience=self.get_client_id(),
                issuer=self.get_iss(),
                leeway=CLOCK_SKEW,
                options={"require": REQUIRED_CLAIMS},
            )
        except jwt.InvalidTokenError as exc:
            raise Refused(_kind(exc)) from exc
        return self

    def validate_registration(self):
        try:
            return super().validate_registration()
        except Refused:
            raise
        except LtiException as exc:
            raise Refused("unknown_platform") from exc

    def validate_deployment(self):
        try:
            return super().validate_deployment()
        except LtiException as exc:
            raise Refused("unknown_deployment") from exc

    def save_launch_data(self):
        # The library would keep the whole id token's body (a name, an e-mail address, if the platform sent
        # them) for pages that read the launch back; ours read only the launch's own row (lti.launches).
        return self

    def validate_state(self):
        try:
            return super().validate_state()
        except Refused:
            raise
        except LtiException as exc:
            raise Refused("no_state") from exc

    def validate_nonce(self):
        try:
            return super().validate_nonce()
        except LtiException as exc:
            raise Refused("replayed") from exc


# The ``Partitioned`` attribute (CHIPS), which Python's cookies learn in 3.14 only: added as the library adds
# ``SameSite`` (pylti1p3.contrib.django.cookie).
if "partitioned" not in cookies.Morsel._reserved:  # type: ignore[attr-defined]
    cookies.Morsel._reserved["partitioned"] = "Partitioned"  # type: ignore[attr-defined]
    cookies.Morsel._flags.add("partitioned")  # type: ignore[attr-defined]


def loopback(host: str) -> bool:
    """Whether a request's host is this machine (``localhost``, ``127.0.0.1``, ``[::1]``, with or without a port):
    browsers treat such an origin as secure and keep a ``Secure`` cookie it sets over plain HTTP.

    >>> [loopback(h) for h in ("localhost:8000", "127.0.0.1", "[::1]:80", "[::1]", "naipes.example", "10.0.0.1")]
    [True, True, True, True, False, False]
    """
    name = split_domain_port(host)[0].strip("[]")
    if name == "localhost" or name.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


class StateCookie(DjangoCookieService):
    """The login's state cookie, made to come back inside the platform's frame: ``SameSite=None; Secure`` (a
    cross-site frame's post carries no other cookie) and ``Partitioned``, so a browser that blocks third-party
    cookies still keeps it for that platform's page (CHIPS: the cookie is kept apart per top-level site, and the
    login and the launch share the platform's). The library marks it so over HTTPS only; a site served from this
    machine over HTTP (a developer's, the browser tests') is as secure to a browser, so it is marked there too."""

    def __init__(self, request) -> None:
        super().__init__(DjangoRequest(request))
        self._raw = request

    def update_response(self, response):
        if not (self._raw.is_secure() or loopback(self._raw.get_host())):
            return super().update_response(response)
        for key, data in self._cookie_data_to_set.items():
            response.set_cookie(
                key, data["value"], max_age=data["exp"], path="/", secure=True, httponly=True, samesite="None"
            )
            response.cookies[key]["partitioned"] = True
        return None


class Login(DjangoOIDCLogin):
    def __init__(self, request, tool_config: ToolConfig) -> None:
        super().__init__(
            request, tool_config, cookie_service=StateCookie(request), launch_data_storage=DatabaseStorage()
        )


class Refused(LtiException):
    """A launch the tool will not open; ``kind`` names why, for the page and the log."""

    def __init__(self, kind: str) -> None:
        super().__init__(kind)
        self.kind = kind


def _kind(exc: jwt.InvalidTokenError) -> str:
    if isinstance(exc, jwt.ExpiredSignatureError):
        return "expired"
    if isinstance(exc, jwt.ImmatureSignatureError):
        return "not_yet_valid"
    if isinstance(exc, jwt.InvalidAudienceError):
        return "wrong_audience"
    if isinstance(exc, jwt.MissingRequiredClaimError):
        return "malformed"
    return "bad_signature"


KINDS: t.Final = (
    "unknown_platform",
    "unknown_deployment",
    "bad_signature",
    "expired",
    "not_yet_valid",
    "wrong_audience",
    "replayed",
    "malformed",
    "no_state",
)
