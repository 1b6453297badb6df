"""`make run`: the production site on this machine over plain HTTP on 127.0.0.1.

DEBUG is off (real 404 pages, compressed static files); the secret key is made once and kept in
`.secret_key`, which git ignores.
"""

import secrets

from naipes_site.settings.base import *  # noqa: F403
from naipes_site.settings.base import BASE_DIR, SECRET_KEY

if not SECRET_KEY:
    key_file = BASE_DIR / ".secret_key"
    if not key_file.exists():
        key_file.write_text(secrets.token_urlsafe(50))
        key_file.chmod(0o600)
    SECRET_KEY = key_file.read_text().strip()
