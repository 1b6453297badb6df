"""The counters' early middleware (hook ``early_middleware``, :mod:`naipes_site.plugins`): an open score
sheet's unchanged polls answered before the middleware stack."""

from counters.quick_polls import QuickSheetPollMiddleware
from naipes_site.plugins import EARLY_MIDDLEWARE

EARLY_MIDDLEWARE.register(QuickSheetPollMiddleware)
