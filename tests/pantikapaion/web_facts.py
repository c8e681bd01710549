"""What the shared tests of the app (tests/browser/, and the rules guide's in tests/unit/) need to
know of Pantikapaion's screens, declared by the game itself: the tests that cover every game read these
(tests/helpers/games.py, `web_facts`) instead of keeping tables keyed by game names."""

from __future__ import annotations

from engine.pantikapaion import data

#: what its screen shows once a game has started (a data-testid)
BOARD = "ring"
#: the mode button of its setup screen for a game of several people (None: it has no modes)
SETUP_MODE = "multi"
#: its computer player the tests seat against the person
OPPONENT = "pantikapaion.easy"
#: the rules guide's sections beyond those every guide has (tests/unit/test_guides.py)
GUIDE_SECTIONS = (
    "turn",
    "round",
    "solo",
    "automa-turn",
    "automa-score",
    "modifications",
    "development-board",
    "cells",
    "upgrades",
    "round-end",
)
#: kinds of decision the guide names that are never pending on their own (a worker may be placed at several steps of a turn)
NEVER_PENDING = ("worker",)
#: the guide's section "?" opens at for the game's first decision (None: whichever its engine
#: calls the first decision's)
HELP_SECTION = None
#: moves into a game its mid-game screens are audited at (tests/browser/test_accessibility.py)
MID_GAME = (2, 9)
#: the control a hint marks at the first decision (tests/browser/test_hint.py)
HINT_MARK = '[data-testid^="ring-"].hint'
#: how many moves before the end a game played blind is set up (tests/browser/test_play_blind.py)
BLIND_MOVES_LEFT = 24
#: a symbol its legend must list (a row's key) and its English name
LEGEND_SAMPLE = ("pk.lg.trireme", "Trireme")
#: a symbol to hover and a control to reach by keyboard, each showing its words as a tooltip
TOOLTIP_TARGETS = ('[data-testid="dev-B-0"]', '[data-testid="dev-B-0"]')

# --- by keyboard (tests/browser/test_key_budget.py, test_keyboard_whole_games.py) -----------------
#: keys a typical turn may take (the whole turn of the person to act: every decision)
KEY_BUDGET = 16
#: the decisions of a typical turn (a longer turn may take two keys more for each further one)
TYPICAL_DECISIONS = 5
#: the turns of the person counted against the budget
KEY_TURNS = 3
#: the setup screen's mode for those games (None: the person against OPPONENT)
KEY_MODE = "solo"
#: a whole game by keyboard is a slow test (many decisions)
WHOLE_GAME_SLOW = False

PK_RING = '[data-testid^="ring-"]:not([disabled])'
PK_BUILD = '[data-testid^="build-"]:not([disabled])'
PK_SPOT = '[data-act="spot"]'
PK_OPT = '[data-testid^="opt-"]'
PK_ANY = f"{PK_RING}, {PK_BUILD}, {PK_SPOT}, {PK_OPT}"
#: the control that says the person's decision is shown
KEY_READY = PK_RING
#: the most cubes one player can discard at a round's end: every cube of every colour, less those kept
MOST_DISCARDS = len(data.COLOURS) * data.CUBES_PER_COLOUR - data.CUBE_LIMIT


def keyboard_turn(p) -> None:
    """A ring tile, then each decision it brings: a building, a place of the city (Enter, Enter
    again plays; a building of two cells takes a neighbour by the arrows), a listed choice. A
    round's last turn may be followed by the person's discards down to five cubes, one decision
    each, however many cubes they hold: those are not counted against the turn's twelve."""
    page = p.page
    discards = 0
    for n in range(12 + MOST_DISCARDS + 1):  # the last round only to see the turn is done
        page.wait_for_function(
            """s => document.body.dataset.busy === "false" && (document.querySelector(s)
                  || document.querySelector('[data-testid="final-scores"]'))""",
            arg=PK_ANY,
            timeout=p.timeout_ms,
        )
        if page.get_by_test_id("final-scores").count() or (n and page.locator(PK_RING).count()):
            return  # the next turn's pick: this one is done
        if n - discards >= 12:
            break
        before = p.moves()
        step = page.get_by_test_id("pantikapaion").get_attribute("data-step")
        if page.locator(PK_RING).count():
            p.reach(PK_RING)
            p.press("Enter")
        elif page.locator(PK_BUILD).count():
            p.reach(PK_BUILD)
            p.press("Enter")
        elif page.locator(PK_SPOT).count():
            p.reach(PK_SPOT)
            p.press("Enter")
            # a place chosen for Confirm; or, where a place is the whole move (a building moved
            # by a reward, which Undo takes back), the move played at once
            page.wait_for_function(
                """n => window.__agoraLatestMoves() > n
                      || !!document.querySelector('[data-act="spot"][aria-pressed="true"], .pk-spot.on')""",
                arg=before,
                timeout=p.timeout_ms,
            )
            if p.moves() > before:
                p.decisions += 1
                continue
            if page.get_by_test_id("confirm").is_disabled():  # a two-cell building: its second cell
                for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
                    p.press(key)
                    if p.on(f'{PK_SPOT}:not([aria-pressed="true"])'):
                        break
                p.press("Enter")
                page.wait_for_function("() => !document.querySelector('[data-testid=confirm]').disabled")
            p.press("Enter")  # on the chosen place: plays it
        else:  # the listed moves: one Tab stop (at the development step the last, by End)
            p.reach(PK_OPT)
            if step == "develop":
                p.press("End")
            p.press("Enter")
        discards += step == "discard"
        p.decisions += 1
        p.confirm_if_armed(before)
        p.wait_moves(before)
    raise AssertionError("a Pantikapaion turn of more than twelve decisions")
