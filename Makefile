# Naipes. `make run` serves the site, `make test` runs every test; both install what is missing.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
HOST ?= 127.0.0.1
PORT ?= 8000
# Root installs Debian packages directly; anyone else goes through sudo.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
INSTALLED := $(VENV)/.installed-$(shell cat pyproject.toml | sha1sum | cut -c1-10)
LOCAL := DJANGO_SETTINGS_MODULE=naipes_site.settings.local
SETTINGS := $(LOCAL)

.PHONY: test-sixth-game fuzz fuzz-postgres load load-proxy test-postgres postgres-15 compiled prepare run dev test lint pytest e2e bench messages check-deploy postgres-test clean system-deps

$(INSTALLED): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	@# The machine's pip configuration names local indexes that may be absent: hide that noise only.
	set -o pipefail; $(PY) -m pip install --quiet --disable-pip-version-check -e ".[test]" 2>&1 \
		| { grep -v "^WARNING: Location 'file:" || true; }
	@rm -f $(VENV)/.installed-*
	@touch $@

# gettext builds the .mo files; Debian's Chromium runs the browser tests (Playwright cannot download browsers
# here), as its headless shell: the same engine without the full browser's windowing, at about half the CPU
# (tests/conftest.py).
system-deps:
	@command -v msgfmt >/dev/null || ($(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq gettext)
	@command -v chromium-headless-shell >/dev/null || [ -n "$$CHROMIUM_PATH" ] || \
		($(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq chromium-headless-shell)
	@# redis-server runs the shared-cache test (tests/deploy/test_redis_cache.py).
	@command -v redis-server >/dev/null || \
		($(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq redis-server)
	@# nginx runs the production recipe's test (tests/deploy/test_nginx.py) as the test's own process, never
	@# the system service (Debian's package starts none where there is no init, and the test needs none).
	@command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || \
		($(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq nginx)

# PostgreSQL 15's server for `make test-postgres`, installed with apt when missing.
postgres-15:
	@test -x $(PG)/initdb || ($(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq postgresql-15)

compiled: $(INSTALLED)
	@command -v msgfmt >/dev/null || ($(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq gettext)
	@$(PY) manage.py compilemessages --ignore=.venv -v 0

# What `make run` and `make dev` both do before serving: the database, its cache table, the static files,
# then the search index (which needs none of them collected), then what is past its retention (`manage.py prune`).
prepare: compiled
	@$(SETTINGS) $(PY) manage.py migrate --noinput -v 0
	@$(SETTINGS) $(PY) manage.py createcachetable
	@$(SETTINGS) $(PY) manage.py collectstatic --noinput -v 0
	@$(SETTINGS) $(PY) manage.py build_search_index
	@$(SETTINGS) $(PY) manage.py prune -v 0

run: SETTINGS := $(LOCAL)
run: prepare
	@echo "Naipes on http://$(HOST):$(PORT)/"
	$(LOCAL) $(VENV)/bin/gunicorn naipes_site.wsgi --no-control-socket --workers 2 --bind $(HOST):$(PORT)

dev: SETTINGS := DJANGO_SETTINGS_MODULE=$${DJANGO_SETTINGS_MODULE:-naipes_site.settings.dev}
dev: prepare
	$(SETTINGS) $(PY) manage.py runserver $(HOST):$(PORT)

lint: $(INSTALLED)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy

# The whole suite spreads over every core (pytest-xdist): each worker has its own test database and its
# own live server. `--dist loadfile` deals whole modules, so a module's fixtures (two gunicorns, nginx, the
# sixth game's copy, a crawl) are set up once, on one worker. (`xdist_group` would say the same per module, but
# pytest-xdist 3.8 marks the group in a test id pytest 9.2 no longer reads, so its groups were split.)
XDIST ?= -n auto --dist loadfile

test: system-deps compiled lint
	$(PY) -m pytest -q $(XDIST)

pytest: compiled
	$(PY) -m pytest -q $(XDIST) -m "not e2e"

# The suite over six games: a copy of the repository with the toy game of tests/sixth_game/ added as "Adding a
# game" says (its own folders and the registry line), where every test but the browser's runs. A test that fails
# there names the five games or their count instead of reading the registry.
test-sixth-game: compiled
	$(PY) -m tests.sixth_game.suite $(XDIST)

e2e: system-deps compiled
	$(PY) -m pytest -q $(XDIST) -m e2e

bench: $(INSTALLED)
	$(PY) -m bench
	@# The rule page under load, when wrk is there (`make load` installs it).
	@if command -v wrk >/dev/null; then $(PY) -m bench.load --port $(LOAD_PORT); fi

# Every app's Spanish .po, or one app's with APP=<app> (naipes_site's also holds templates/). Entries come out
# sorted and unwrapped, so a run changes only the entries whose strings changed (naipes_site's makemessages).
MESSAGE_APPS := naipes_site api classroom counters judges lti practice search trainers
messages: $(INSTALLED)
	@for app in $(or $(APP),$(MESSAGE_APPS)); do \
		if [ $$app = naipes_site ]; then \
			$(PY) manage.py makemessages -l es -i .venv -i tests -i naipes -i wording -i scripts -i bench -i content \
				$(foreach app,$(filter-out naipes_site,$(MESSAGE_APPS)),-i $(app)) || exit 1; \
		else (cd $$app && ../$(PY) ../manage.py makemessages -l es) || exit 1; fi; done

check-deploy: $(INSTALLED)
	DJANGO_SETTINGS_MODULE=naipes_site.settings.prod SECRET_KEY=$$(head -c 48 /dev/urandom | base64) \
		ALLOWED_HOSTS=naipes.example $(PY) manage.py check --deploy --fail-level WARNING

clean:
	rm -rf $(VENV) staticfiles db.sqlite3 .secret_key
	find . -name '*.mo' -not -path './.venv/*' -delete

# The tests whose answer can differ on PostgreSQL (marker `postgres`; conftest.py says which and why:
# concurrency, constraints, locks, hostile input, the shared cache, two app servers; every migration runs
# too) against a throw-away PostgreSQL 15 cluster of its own (port and folder), installed with apt when
# missing. The rest already ran on SQLite. `PGTESTS="tests/x.py"` runs other tests there.
PG := /usr/lib/postgresql/15/bin
PGPORT ?= 54341
PGDIR ?= /tmp/naipes-pg-$(PGPORT)
PGTESTS ?= $(XDIST) -m "postgres and not e2e and not restarts_database"
# A test that restarts the cluster would cut every other worker's connection: it runs alone, afterwards,
# collected from tests/deploy only (conftest.py refuses the mark anywhere else), not from the whole suite.
PGALONE ?= -m restarts_database tests/deploy
test-postgres: compiled postgres-15
	@rm -rf $(PGDIR) && mkdir -p $(PGDIR) && chown postgres: $(PGDIR) && chmod 700 $(PGDIR)
	@runuser -u postgres -- $(PG)/initdb -D $(PGDIR)/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
	@runuser -u postgres -- $(PG)/pg_ctl -D $(PGDIR)/data -l $(PGDIR)/log \
		-o "-p $(PGPORT) -k $(PGDIR) -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" -w start >/dev/null
	DATABASE_URL=postgres://postgres@127.0.0.1:$(PGPORT)/postgres $(PY) -m pytest -q $(PGTESTS); status=$$?; \
		if [ $$status = 0 ] && [ -n "$(PGALONE)" ]; then \
			DATABASE_URL=postgres://postgres@127.0.0.1:$(PGPORT)/postgres $(PY) -m pytest -q $(PGALONE); status=$$?; fi; \
		runuser -u postgres -- $(PG)/pg_ctl -D $(PGDIR)/data -m fast -w stop >/dev/null; exit $$status

# The properties with the larger hypothesis profile (`thorough`, tests/conftest.py), at least 1,000
# hostile examples per API endpoint and per HTML form (tests/fuzz) on SQLite and then on PostgreSQL
# (fuzz-postgres), then schemathesis against a live gunicorn on loopback, driven by /api/v1/openapi.json.
# Any 5xx fails. CI runs none of it. Each stage can run alone (docs/benchmarks.md gives their durations);
# FUZZ_FORMS="counters:" fuzzes only the forms whose id matches.
FUZZ_EXAMPLES ?= 1000
# The fuzz's parts are dealt one by one (tests/fuzz/test_forms_fuzz.py), not a module to a worker.
FUZZ_XDIST ?= -n auto --dist load
FUZZ_PORT ?= 8771
fuzz: compiled
	set -o pipefail; $(PY) -m pip install --quiet --disable-pip-version-check -e ".[test,fuzz]" 2>&1 | { grep -v "^WARNING: Location 'file:" || true; }
	HYPOTHESIS_PROFILE=thorough $(PY) -m pytest -q $(XDIST) -m "not e2e" --ignore=tests/fuzz
	FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) $(PY) -m pytest -q $(FUZZ_XDIST) tests/fuzz
	$(MAKE) --no-print-directory fuzz-postgres
	$(PY) -m bench.live_fuzz --port $(FUZZ_PORT) --examples $(FUZZ_EXAMPLES)

# The forms and API fuzz against PostgreSQL (which refuses text SQLite keeps, such as a NUL), in the
# throw-away cluster of test-postgres; PGPORT chooses its port as there.
fuzz-postgres:
	FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) $(MAKE) --no-print-directory test-postgres PGTESTS="$(FUZZ_XDIST) tests/fuzz" PGALONE=

# Requests per second and p99 of a warm rule page against a static file through the same stack (wrk,
# installed with apt when missing; gunicorn on loopback). Goal: ratio >= 1/3 and p99 < 25 ms at 20 connections.
LOAD_PORT ?= 8772
load: compiled
	@command -v wrk >/dev/null || ($(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq wrk)
	$(PY) -m bench.load --port $(LOAD_PORT)

# The production recipe (deploy/nginx/naipes.conf) under load: a rule page through nginx and its cache against
# nginx serving the same bytes from a file, and gunicorn alone, side by side. Goal: ratio >= 1/2.
load-proxy: compiled
	@command -v wrk >/dev/null || ($(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq wrk)
	@command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || \
		($(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq nginx)
	$(PY) -m bench.proxy_load
