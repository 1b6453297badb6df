"""An LTI 1.3 platform for the tests: lti1p3platform's, an independent implementation, with its own RSA keys.

It starts the OIDC login, answers the tool's authorisation redirect with an id token it signs, serves its key
set, hands out access tokens for the grade service and receives scores, all through a ``requests`` adapter
mounted on the tool's HTTP session for the platform's origin: the tool calls it as it would a real one."""

from __future__ import annotations

import functools
import json
from urllib.parse import parse_qs, urlsplit

import requests
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from lti1p3platform.ltiplatform import LTI1P3PlatformConfAbstract
from lti1p3platform.message_launch import LTIAdvantageMessageLaunchAbstract
from lti1p3platform.oidc_login import OIDCLoginAbstract
from lti1p3platform.registration import Registration
from lti1p3platform.request import Request

from lti.models import Deployment, Platform as Registered

ORIGIN = "https://platform.test"
ISSUER = ORIGIN
CLIENT_ID = "naipes-client-1"
DEPLOYMENT_ID = "deployment-1"
LINEITEM = f"{ORIGIN}/api/lineitems/7"
SCORE_SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/score"


def register(issuer: str = ISSUER, auth_url: str = f"{ORIGIN}/auth") -> Registered:
    """The platform as its administrator registers it with the tool: its issuer, client id, addresses and one
    deployment."""
    row = Registered.objects.create(
        issuer=issuer,
        client_id=CLIENT_ID,
        auth_url=auth_url,
        token_url=f"{ORIGIN}/token",
        keyset_url=f"{ORIGIN}/jwks",
    )
    Deployment.objects.create(platform=row, deployment_id=DEPLOYMENT_ID)
    return row


def new_private_key() -> str:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    return key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ).decode()


@functools.lru_cache(maxsize=8)
def public_of(private_pem: str) -> str:
    """Its public half (once a key: reading an RSA private key checks it, tens of milliseconds each time)."""
    key = serialization.load_pem_private_key(private_pem.encode(), None)
    return (
        key.public_key()
        .public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
        .decode()
    )


class Config(LTI1P3PlatformConfAbstract):
    def init_platform_config(self, **kwargs):
        self.settings = kwargs

    def get_registration_by_params(self, **kwargs):
        s = self.settings
        return (
            Registration()
            .set_iss(s["issuer"])
            .set_client_id(s["client_id"])
            .set_deployment_id(s["deployment_id"])
            .set_oidc_login_url(s["login_url"])
            .set_launch_url(s["launch_url"])
            .set_deeplink_launch_url(s["launch_url"])
            .set_platform_public_key(public_of(s["private_key"]))
            .set_platform_private_key(s["private_key"])
            .set_tool_key_set(s["tool_jwks"])
        )


class Login(OIDCLoginAbstract):
    def set_lti_message_hint(self, **kwargs):
        self._lti_message_hint = kwargs.get("hint", "resource-1")

    def get_redirect(self, url):
        return url


class AuthRequest(Request):
    def build_metadata(self, request):
        return {
            "method": "GET",
            "form_data": {},
            "get_data": request,
            "headers": {},
            "content_type": None,
            "path": "/auth",
            "json": None,
        }


class Launch(LTIAdvantageMessageLaunchAbstract):
    def render_launch_form(self, launch_data, **kwargs):
        return launch_data


class Platform:
    """One platform, as a school's Moodle would be: ``login()`` starts a launch, ``authorize()`` answers the
    tool's redirect with a signed id token; ``scores`` holds what the grade service received."""

    def __init__(
        self,
        tool_base: str,
        tool_jwks: dict,
        *,
        private_key: str,
        issuer: str = ISSUER,
        client_id: str = CLIENT_ID,
        deployment_id: str = DEPLOYMENT_ID,
    ) -> None:
        self.settings = {
            "issuer": issuer,
            "client_id": client_id,
            "deployment_id": deployment_id,
            "login_url": f"{tool_base}/lti/login/",
            "launch_url": f"{tool_base}/lti/launch/",
            "private_key": private_key,
            "tool_jwks": tool_jwks,
        }
        self.config = Config(**self.settings)
        self.scores: list[dict] = []
        self.refuse_scores = 0
        """How many score posts to answer 503 before accepting (a platform down for a while)."""
        self.registered: list[dict] = []

    def login_url(self, user: str = "user-42", hint: str = "resource-1") -> str:
        login = Login(None, Config(**self.settings))
        login.set_lti_message_hint(hint=hint)
        return login.initiate_login(user)

    def authorize(
        self,
        redirect_url: str,
        *,
        user: str = "user-42",
        roles=("Learner",),
        locale: str = "es-ES",
        activity: str | None = None,
        deep_linking: bool = False,
        ags: bool = True,
        expiration: int = 300,
        claims: dict | None = None,
        private_key: str | None = None,
    ) -> dict:
        """The platform's answer to the tool's authorisation request: ``{"id_token", "state", "launch_url"}``."""
        params = {k: v[0] for k, v in parse_qs(urlsplit(redirect_url).query).items()}
        settings = dict(self.settings, **({"private_key": private_key} if private_key else {}))
        launch = Launch(AuthRequest(params), Config(**settings))
        launch.set_user_data(user, [f"http://purl.imsglobal.org/vocab/lis/v2/membership#{r}" for r in roles])
        launch.set_resource_link_claim("resource-1")
        launch.set_launch_context_claim("course-9")
        # lti1p3platform's own setter has no locale: the claim as the specification writes it.
        launch.set_extra_claims(
            {
                "https://purl.imsglobal.org/spec/lti/claim/launch_presentation": {
                    "document_target": "iframe",
                    "locale": locale,
                }
            }
        )
        if activity is not None:
            launch.set_custom_parameters_claim({"activity": activity})
        if ags:
            launch.set_ags(f"{ORIGIN}/api/lineitems", LINEITEM)
        if deep_linking:
            launch.set_dl(
                f"{ORIGIN}/deep-link-return", accept_types={"ltiResourceLink"}, extra_data="opaque-42"
            )
        launch.set_id_token_expiration(expiration)
        if claims:
            launch.set_extra_claims(claims)
        return launch.lti_launch()

    # What the tool calls over HTTP ----------------------------------------------------------------------

    def answer(self, request: requests.PreparedRequest) -> tuple[int, object]:
        path = urlsplit(request.url).path
        if path == "/jwks":
            return 200, {"keys": Config(**self.settings).get_registration().get_jwks()}
        if path == "/token":
            form = {
                k: v[0]
                for k, v in parse_qs(
                    request.body if isinstance(request.body, str) else request.body.decode()
                ).items()
            }
            config = Config(**self.settings)
            config.get_registration()
            return 200, config.get_access_token(form)
        if path == f"{urlsplit(LINEITEM).path}/scores":
            token = request.headers.get("Authorization", "").removeprefix("Bearer ")
            config = Config(**self.settings)
            config.get_registration()
            if not config.validate_token(token, allowed_scopes=[SCORE_SCOPE]):
                return 401, {"error": "invalid scope"}
            if self.refuse_scores:
                self.refuse_scores -= 1
                return 503, {"error": "try later"}
            self.scores.append(json.loads(request.body))
            return 200, {}
        if path == "/.well-known/openid-configuration":
            return 200, {
                "issuer": self.settings["issuer"],
                "authorization_endpoint": f"{ORIGIN}/auth",
                "token_endpoint": f"{ORIGIN}/token",
                "jwks_uri": f"{ORIGIN}/jwks",
                "registration_endpoint": f"{ORIGIN}/register",
                "https://purl.imsglobal.org/spec/lti-platform-configuration": {
                    "product_family_code": "moodle",
                    "version": "4.5",
                },
            }
        if path == "/register":
            if request.headers.get("Authorization") != "Bearer reg-token-1":
                return 401, {"error": "bad registration token"}
            self.registered.append(json.loads(request.body))
            return 200, {
                "client_id": self.settings["client_id"],
                "https://purl.imsglobal.org/spec/lti-tool-configuration": {
                    "deployment_id": self.settings["deployment_id"]
                },
            }
        return 404, {}


class Adapter(requests.adapters.BaseAdapter):
    """Routes the tool's calls for the platform's origin to :meth:`Platform.answer`."""

    def __init__(self, platform: Platform) -> None:
        super().__init__()
        self.platform = platform

    def send(self, request, **kwargs):
        status, body = self.platform.answer(request)
        response = requests.Response()
        response.status_code = status
        response._content = json.dumps(body).encode()
        response.headers["Content-Type"] = "application/json"
        response.url = request.url
        response.request = request
        return response

    def close(self):
        pass
