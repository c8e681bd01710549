# Agora build and test entry points. Needs only python3 (3.11+), node/npm, git and make;
# the browser tests also need Chromium's headless shell at $(TEST_CHROMIUM) (.ci/run installs
# Debian's package), and the benchmarks the whole Chromium at $(CHROMIUM).

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := site

PYTHON3     ?= python3
VENV        := .venv
PY          := $(VENV)/bin/python
STAMP       := $(VENV)/.requirements-dev.stamp
AGORA_CACHE ?= $(CURDIR)/build/cache
export AGORA_CACHE
# The tests drive the headless shell (the same engine and Blink without the browser's window
# machinery: about a sixth less CPU for the same browser tests, docs/benchmarks.md); the
# benchmarks measure the browser a player has.
CHROMIUM    ?= /usr/bin/chromium
TEST_CHROMIUM ?= /usr/bin/chromium-headless-shell
export AGORA_CHROMIUM ?= $(TEST_CHROMIUM)
PORT        ?= 8000
PYTEST_ARGS ?=
WHEEL_SRC   := dist/.wheel-src
# Reproducible wheel and zip timestamps: the last commit's time, or 1980-01-01 outside git.
SOURCE_DATE_EPOCH ?= $(shell git log -1 --format=%ct 2>/dev/null || echo 315532800)
export SOURCE_DATE_EPOCH

.PHONY: venv vendor wheel site play check-browser test test-long test-fast test-fifth-game test-fifth-game-browser lint format format-check bench clean distclean

venv: $(STAMP)

$(STAMP): requirements-dev.txt
	test -x $(PY) || $(PYTHON3) -m venv $(VENV)
	$(PY) -m pip install --disable-pip-version-check -r requirements-dev.txt
	touch $@

vendor: $(STAMP)
	$(PY) build/vendor.py --cache "$(AGORA_CACHE)"

wheel: $(STAMP)
	rm -rf $(WHEEL_SRC) dist/wheels/agora-*.whl
	mkdir -p $(WHEEL_SRC) dist/wheels
	cp -R pyproject.toml engine $(WHEEL_SRC)/
	if [ -d solo_ai ]; then cp -R solo_ai $(WHEEL_SRC)/; fi
	$(PY) -m pip wheel --quiet --no-deps --no-build-isolation --disable-pip-version-check -w dist/wheels $(WHEEL_SRC)
	rm -rf $(WHEEL_SRC)
	ls dist/wheels/agora-*-py3-none-any.whl

site: vendor wheel
	$(PY) build/assemble.py --cache "$(AGORA_CACHE)"

play: site
	@echo "Agora at http://localhost:$(PORT)/  (Ctrl-C to stop)"
	$(PY) -m http.server --bind 127.0.0.1 --directory dist/site $(PORT)

check-browser:
	@if [ -n "$(AGORA_CHROMIUM)" ] && [ ! -x "$(AGORA_CHROMIUM)" ] && [ "$${ALLOW_NO_BROWSER:-0}" != "1" ]; then \
	  echo "ERROR: Chromium not found at $(AGORA_CHROMIUM); browser tests cannot run." >&2; \
	  echo "       Install it (Debian: apt-get install -y chromium-headless-shell), set TEST_CHROMIUM=/path/to/it," >&2; \
	  echo "       or run with ALLOW_NO_BROWSER=1 to skip the browser tests." >&2; \
	  exit 1; \
	fi

# Every test but the long ones (marker `long`: whole Pyramidion games between three browser
# devices, 5-12 minutes each; the two-tab race tried again), which `make test-long` runs; CI runs both (.github/workflows).
# Two workers: most browser tests in one, the whole games on several devices or by keyboard and then
# the rest in the other (tests/browser/conftest.py groups them), so neither waits on the other.
XDIST := -n 2 --dist loadgroup
test: check-browser venv site
	$(PY) -m pytest -m "not long" $(XDIST) $(PYTEST_ARGS)

test-long: check-browser venv site
	$(PY) -m pytest -m long $(PYTEST_ARGS)

# The inner loop: everything but the browser tests and the slow computer-player tests (a few
# minutes less); `make test` stays what CI runs.
test-fast: venv
	$(PY) -m pytest -m "not slow and not browser" $(PYTEST_ARGS)

# The fast tests with a fake fifth game (tests/fakegame/) in the one list: every test that covers
# all games covers it too, as it would a new game (docs/adding-a-game.md).
test-fifth-game: venv
	$(PY) -m pytest -m "not slow and not browser" --extra-game tests.fakegame $(PYTEST_ARGS)

# The browser tests with Tally: they serve a copy of the site with it built in (tests/browser/
# conftest.py builds it into dist/site-extra-games; dist/site never holds it).
test-fifth-game-browser: check-browser venv site
	$(PY) -m pytest -m "browser and not long" --extra-game tests.fakegame $(PYTEST_ARGS)

LINTED := engine solo_ai web build bench tests

# The linter and the format check: code is kept as `make format` writes it.
lint: venv
	$(PY) -m ruff check $(LINTED)
	$(PY) -m ruff format --check $(LINTED)

format-check: venv
	$(PY) -m ruff format --check $(LINTED)

format: venv
	$(PY) -m ruff format $(LINTED)
	$(PY) -m ruff check --fix $(LINTED)

bench: venv site
	@for f in bench/*.py; do echo "== $$f"; AGORA_CHROMIUM="$(CHROMIUM)" $(PY) "$$f"; done

clean:
	rm -rf dist .pytest_cache .hypothesis agora.egg-info
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -prune -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV) build/cache
