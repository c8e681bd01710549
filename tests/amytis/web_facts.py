"""What the shared tests of the app (tests/browser/, and the rules guide's in tests/unit/) need to
know of Architects of Amytis's screens, declared by the game itself: the tests that cover every game read these
(tests/helpers/games.py, `web_facts`) instead of keeping tables keyed by game names."""

from __future__ import annotations

#: what its screen shows once a game has started (a data-testid)
BOARD = "construction"
#: the mode button of its setup screen for a game of several people (None: it has no modes)
SETUP_MODE = None
#: its computer player the tests seat against the person
OPPONENT = "amytis.easy"
#: the rules guide's sections beyond those every guide has (tests/unit/test_guides.py)
GUIDE_SECTIONS = ("turn", "buildings", "palace", "projects", "favor")
#: kinds of decision the guide names that are never pending on their own
NEVER_PENDING = ()
#: the guide's section "?" opens at for the game's first decision (None: whichever its engine
#: calls the first decision's)
HELP_SECTION = "take-tile"
#: moves into a game its mid-game screens are audited at (tests/browser/test_accessibility.py)
MID_GAME = (3, 6, 16)
#: the control a hint marks at the first decision (tests/browser/test_hint.py)
HINT_MARK = '[data-testid^="stack-"].selected.hint'
#: how many moves before the end a game played blind is set up (tests/browser/test_play_blind.py)
BLIND_MOVES_LEFT = 10
#: a symbol its legend must list (a row's key) and its English name
LEGEND_SAMPLE = ("am.lg.b_theater", "Theater")
#: a symbol to hover and a control to reach by keyboard, each showing its words as a tooltip
TOOLTIP_TARGETS = ('[data-testid="stack-0"]', '[data-testid="stack-0"]')

# --- by keyboard (tests/browser/test_key_budget.py, test_keyboard_whole_games.py) -----------------
#: keys a typical turn may take (the whole turn of the person to act: every decision)
KEY_BUDGET = 8
#: the decisions of a typical turn (a longer turn may take two keys more for each further one)
TYPICAL_DECISIONS = 2
#: the turns of the person counted against the budget
KEY_TURNS = 3
#: the setup screen's mode for those games (None: the person against OPPONENT)
KEY_MODE = None
#: a whole game by keyboard is a slow test (many decisions)
WHOLE_GAME_SLOW = False

AM_STACK = '[data-testid^="stack-"]:not([disabled])'
AM_CELL = '[data-testid^="cell-"]:not([disabled])'
AM_FAVOR = '[data-testid^="favor-"]:not([disabled])'
AM_PALACE = '[data-testid^="draw-"], [data-testid="points"]'
AM_ANY = f"{AM_STACK}, {AM_FAVOR}, {AM_PALACE}"
#: the control that says the person's decision is shown
KEY_READY = AM_ANY


def keyboard_turn(p) -> None:
    """A stack and a cell of one's board (Enter on it again confirms), then what the build
    brings: a favour space or a Palace choice (each confirmed)."""
    page = p.page
    for _ in range(4):
        before = p.moves()
        if page.locator(AM_STACK).count():
            p.reach(AM_STACK)
            p.press("Enter")
            page.wait_for_selector(f"{AM_STACK}.selected, {AM_STACK}[aria-pressed=true]")
            p.reach(AM_CELL)
            p.press("Enter")
            page.get_by_test_id("ghost").wait_for()
            p.press("Enter")
        elif page.locator(AM_PALACE).count():
            p.reach(AM_PALACE)
            p.press("Enter")
            page.get_by_test_id("confirm").wait_for(state="visible")
            p.press("Enter")  # Enter again on the choice made plays it
        else:
            p.reach(AM_FAVOR)
            p.press("Enter")
            page.get_by_test_id("confirm").wait_for(state="visible")
            p.press("Enter")
        p.decisions += 1
        p.confirm_if_armed(before)
        p.wait_moves(before)
        p.idle(AM_ANY)
        if page.locator(AM_STACK).count() or page.get_by_test_id("final-scores").count():
            return  # the computer has answered: a stack to take again
    raise AssertionError("an Amytis turn of more than four decisions")
