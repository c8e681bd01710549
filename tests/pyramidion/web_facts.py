"""What the shared tests of the app (tests/browser/, and the rules guide's in tests/unit/) need to
know of Pyramidion's screens, declared by the game itself: the tests that cover every game read these
(tests/helpers/games.py, `web_facts`) instead of keeping tables keyed by game names."""

from __future__ import annotations

#: what its screen shows once a game has started (a data-testid)
BOARD = "cities"
#: the mode button of its setup screen for a game of several people (None: it has no modes)
SETUP_MODE = None
#: its computer player the tests seat against the person
OPPONENT = "pyramidion.easy"
#: the rules guide's sections beyond those every guide has (tests/unit/test_guides.py)
GUIDE_SECTIONS = ("round", "two-players", "symbols", "characters", "specials", "city-effects", "revolt", "load")
#: kinds of decision the guide names that are never pending on their own
NEVER_PENDING = ()
#: the guide's section "?" opens at for the game's first decision (None: whichever its engine
#: calls the first decision's)
HELP_SECTION = None
#: moves into a game its mid-game screens are audited at (tests/browser/test_accessibility.py)
MID_GAME = (0, 6)
#: the control a hint marks at the first decision (tests/browser/test_hint.py)
HINT_MARK = '[data-testid^="city-"].hint'
#: how many moves before the end a game played blind is set up (tests/browser/test_play_blind.py)
BLIND_MOVES_LEFT = 12
#: a symbol its legend must list (a row's key) and its English name
LEGEND_SAMPLE = ("py.lg.sundial", "Sundial")
#: a symbol to hover and a control to reach by keyboard, each showing its words as a tooltip
TOOLTIP_TARGETS = ('[data-testid="city-0"]', '[data-testid^="city-"]:not([disabled])')

# --- by keyboard (tests/browser/test_key_budget.py, test_keyboard_whole_games.py) -----------------
#: keys a typical turn may take (the whole turn of the person to act: every decision)
KEY_BUDGET = 4
#: the decisions of a typical turn (a longer turn may take two keys more for each further one)
TYPICAL_DECISIONS = 1
#: the turns of the person counted against the budget
KEY_TURNS = 3
#: the setup screen's mode for those games (None: the person against OPPONENT)
KEY_MODE = None
#: a whole game by keyboard is a slow test (many decisions)
WHOLE_GAME_SLOW = True

PY_CHOICE = '[data-act="choose"]:not([disabled])'
#: the control that says the person's decision is shown
KEY_READY = PY_CHOICE


def keyboard_turn(p) -> None:
    """One decision of the person: a city to activate, a card from the hand (confirmed when it
    cannot be taken back), a listed choice. (A turn of Pyramidion is a card or a pass; once the
    other players have passed, the same player plays on alone.)"""
    page = p.page
    before = p.moves()
    p.reach(PY_CHOICE)
    p.press("Enter")
    p.decisions += 1
    p.confirm_if_armed(before)
    p.wait_moves(before)
    page.wait_for_selector('body[data-busy="false"]', state="attached", timeout=p.timeout_ms)
