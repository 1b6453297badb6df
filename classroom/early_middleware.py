"""The classroom's early middleware (hook ``early_middleware``, :mod:`naipes_site.plugins`): unchanged live
polls answered before the middleware stack."""

from classroom.quick_polls import QuickPollMiddleware
from naipes_site.plugins import EARLY_MIDDLEWARE

EARLY_MIDDLEWARE.register(QuickPollMiddleware)
