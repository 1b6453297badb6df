"""The tool's own key pair: made on first use, kept in the database (every app server signs with the same
key), its public half served as the tool's JSON Web Key Set."""

from __future__ import annotations

import functools
import json

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from django.db import IntegrityError, transaction
from jwcrypto.jwk import JWK

from lti.models import ToolKey


def _new_key(pem: str | None = None) -> ToolKey:
    """Keep ``pem`` (a PKCS 8 private key; a new one if none) as the newest key."""
    if pem is None:
        private = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        pem = private.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        ).decode()
    kid = JWK.from_pem(pem.encode()).thumbprint()
    try:
        with transaction.atomic():
            return ToolKey.objects.create(kid=kid, private_pem=pem)
    except IntegrityError:  # another server made one at the same moment: use the newest
        return ToolKey.objects.latest("created")


def keep(pem: str) -> ToolKey:
    """Make ``pem`` the signing key (a key kept from elsewhere; the tests' key, made once per run)."""
    return _new_key(pem)


def signing_key() -> ToolKey:
    """The newest key: the one that signs."""
    key = ToolKey.objects.order_by("-created").first()
    return key if key is not None else _new_key()


@functools.lru_cache(maxsize=8)
def _public(private_pem: str) -> tuple[str, str]:
    """The public half of a private key, as PEM and as a JSON Web Key. Reading an RSA private key checks it, which
    takes tens of milliseconds, and every launch, deep link and score asks for the tool's registration: once a
    process per key is enough."""
    jwk = JWK.from_pem(private_pem.encode())
    return jwk.export_to_pem().decode(), jwk.export_public()


def public_pem(key: ToolKey) -> str:
    return _public(key.private_pem)[0]


def public_jwk(key: ToolKey) -> dict:
    jwk = json.loads(_public(key.private_pem)[1])
    return {**jwk, "kid": key.kid, "alg": "RS256", "use": "sig"}


def jwks() -> dict:
    """Every key kept (an older one still checks what it signed while a platform caches the set)."""
    signing_key()
    return {"keys": [public_jwk(key) for key in ToolKey.objects.order_by("-created")]}
