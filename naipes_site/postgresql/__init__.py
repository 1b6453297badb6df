"""PostgreSQL whose kept connection is checked without a round trip (see :mod:`naipes_site.postgresql.base`)."""
