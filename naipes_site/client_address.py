"""The address a request came from, for per-address limits (joining a live class, say).

Behind nginx every request arrives from nginx's own address, so a class of thirty phones would share
one limit. ``X-Forwarded-For`` says who nginx was talking to, but anyone can send that header: it is
believed only when the setting ``NAIPES_TRUSTED_PROXY_COUNT`` (environment variable of the same name)
says how many proxies of ours stand in front of the app. Each of them appends the address it saw, so
with ``N`` trusted proxies the client is the ``N``-th address from the right; what a client wrote
further left is ignored. The default, 0, trusts no header and uses ``REMOTE_ADDR``.

>>> from django.test import RequestFactory
>>> request = RequestFactory().get("/", REMOTE_ADDR="10.0.0.1", HTTP_X_FORWARDED_FOR="6.6.6.6, 203.0.113.7")
>>> client_address(request, trusted_proxies=1)
'203.0.113.7'
>>> client_address(request, trusted_proxies=0)
'10.0.0.1'
"""

from __future__ import annotations

import ipaddress

from django.conf import settings
from django.http import HttpRequest


def client_address(request: HttpRequest, trusted_proxies: int | None = None) -> str:
    """The client's address: from ``X-Forwarded-For`` as far as our proxies vouch for it, else ``REMOTE_ADDR``.

    A header with fewer addresses than trusted proxies, or a value that is not an address, did not come
    through our proxies as configured: ``REMOTE_ADDR`` is used then, which is never worse than the default.
    """
    remote = request.META.get("REMOTE_ADDR", "")
    count = getattr(settings, "NAIPES_TRUSTED_PROXY_COUNT", 0) if trusted_proxies is None else trusted_proxies
    if count <= 0:
        return remote
    hops = [hop.strip() for hop in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
    hops = [hop for hop in hops if hop]
    if len(hops) < count:
        return remote
    try:
        return str(ipaddress.ip_address(hops[-count]))
    except ValueError:
        return remote
