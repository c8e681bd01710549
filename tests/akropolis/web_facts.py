"""What the shared tests of the app (tests/browser/, and the rules guide's in tests/unit/) need to
know of Akropolis's screens, declared by the game itself: the tests that cover every game read these
(tests/helpers/games.py, `web_facts`) instead of keeping tables keyed by game names."""

from __future__ import annotations

#: what its screen shows once a game has started (a data-testid)
BOARD = "site"
#: the mode button of its setup screen for a game of several people (None: it has no modes)
SETUP_MODE = None
#: its computer player the tests seat against the person
OPPONENT = "akropolis.easy"
#: the rules guide's sections beyond those every guide has (tests/unit/test_guides.py)
GUIDE_SECTIONS = (
    "turn",
    "solo",
    "architect-turn",
    "architect-levels",
    "variants",
    "long-game",
    "houses",
    "markets",
    "barracks",
    "temples",
    "gardens",
)
#: kinds of decision the guide names that are never pending on their own (a tile and its place are one move)
NEVER_PENDING = ("place",)
#: the guide's section "?" opens at for the game's first decision (None: whichever its engine
#: calls the first decision's)
HELP_SECTION = "take-tile"
#: moves into a game its mid-game screens are audited at (tests/browser/test_accessibility.py)
MID_GAME = (3,)
#: the control a hint marks at the first decision (tests/browser/test_hint.py)
HINT_MARK = '[data-testid^="site-tile-"].selected.hint'
#: how many moves before the end a game played blind is set up (tests/browser/test_play_blind.py)
BLIND_MOVES_LEFT = 10
#: a symbol its legend must list (a row's key) and its English name
LEGEND_SAMPLE = ("ak.lg.quarry", "Quarry")
#: a symbol to hover and a control to reach by keyboard, each showing its words as a tooltip
TOOLTIP_TARGETS = ('[data-testid="city"] g.cell', '[data-testid="site-tile-0"]')

# --- by keyboard (tests/browser/test_key_budget.py, test_keyboard_whole_games.py) -----------------
#: keys a typical turn may take (the whole turn of the person to act: every decision)
KEY_BUDGET = 6
#: the decisions of a typical turn (a longer turn may take two keys more for each further one)
TYPICAL_DECISIONS = 1
#: the turns of the person counted against the budget
KEY_TURNS = 3
#: the setup screen's mode for those games (None: the person against OPPONENT)
KEY_MODE = None
#: a whole game by keyboard is a slow test (many decisions)
WHOLE_GAME_SLOW = False

AK_SITE = '[data-testid^="site-tile-"]:not([disabled])'
AK_SPOT = '[data-act="spot"]'
#: the control that says the person's decision is shown
KEY_READY = AK_SITE


def keyboard_turn(p) -> None:
    """A site tile (Enter), a place of the city (Enter shows the tile there), Enter again builds."""
    before = p.moves()
    p.reach(AK_SITE)
    p.press("Enter")
    p.page.wait_for_selector(f"{AK_SITE}.selected")
    p.reach(AK_SPOT)
    p.press("Enter")
    p.page.get_by_test_id("preview").wait_for()
    p.press("Enter")
    p.decisions += 1
    p.wait_moves(before)
