"""Guided first games ("Learn" on a home card): a tutorial is data, a fixed game and a script.

Adding a tutorial is one module of data plus its texts. A game's web package holds it as
`tutorial.py` (id: the game's id) or `tutorial_<name>.py` (id: "<game>.<name>"; helpers of the
scripts go in modules of other names), defining

    TUTORIAL = Tutorial(
        game="akropolis", seed=..., options={...},      # the fixed deal, as a record has it
        seats=(HUMAN, "akropolis.easy"),                 # seat 0 is the learner
        title="ak.tut.title", done="ak.tut.done",        # text keys
        steps=(Step("ak.tut.hello"),                     # a note: read it, then Next
               Step("ak.tut.free", pick), ...))          # a decision: pick(rules, state, legal)

`pick` returns the legal actions the app points at now: chosen from `legal` (the engine's own
list) by the step's rule, never coordinates the engine did not produce. The texts (one or two
sentences, imperative) go in the game's catalogs, both languages. The game's web descriptor
declares it (`TUTORIALS`: the module's name and the text key of its Learn button, so that the home
card shows the button without importing the script). Nothing else changes: the game screen draws the panel,
marks what the step points at (each screen's `tutorial_targets`) and accepts only that; the save
document keeps the tutorial and its step (`saves.TutorialMark`), so Continue resumes it.
tests/unit/test_tutorial_scripts.py replays every script on CPython with the computer players.

One step is one engine action. A screen where one confirmation plays several actions (Amytis:
take and place) says which actions its current selection already implies
(`tutorial_selected`), so the panel shows the step after them.
"""

from __future__ import annotations

import importlib
from types import MappingProxyType
from typing import Callable, Mapping, NamedTuple, Optional

HUMAN = "human"
#: the learner's seat
LEARNER = 0

Pick = Callable[..., list]


class Step(NamedTuple):
    """One step: its text (a catalog key) and, for a decision, the rule picking the pointed
    actions (`pick(rules, state, legal)`); without one, a note to read before going on.
    (Step and Tutorial are named tuples, not dataclasses: making a dataclass compiles code at
    import.)"""

    text: str
    pick: Optional[Pick] = None

    @property
    def note(self) -> bool:
        return self.pick is None


class Tutorial(NamedTuple):
    game: str
    seed: int
    seats: "tuple[str, ...]"
    steps: "tuple[Step, ...]"
    #: text keys: the panel's heading, the text once the script is done
    title: str
    done: str
    options: Mapping = MappingProxyType({})
    #: set by `find`: "<game>" or "<game>.<name>", and the text key of the home card's button
    #: (the descriptor's TUTORIALS)
    id: str = ""
    learn: str = ""


# --- finding the tutorials ------------------------------------------------------------------


def _package(game: str) -> str:
    from .. import games

    return games.descriptor(game).__name__


def ids_of(game: str) -> "tuple[str, ...]":
    """The ids of a game's tutorials (none: an empty tuple), as its web descriptor declares them
    (`TUTORIALS`), importing none."""
    from .. import games

    return tuple(tutorial_id for tutorial_id, _learn in games.tutorials(game))


def find(tutorial_id: str) -> "Tutorial | None":
    """The tutorial of that id, or None when this version has none."""
    from .. import games

    game, _, name = str(tutorial_id).partition(".")
    if tutorial_id not in ids_of(game):
        return None
    module_name, learn = games.descriptor(game).TUTORIALS[name]
    module = importlib.import_module(f"{_package(game)}.{module_name}")
    return module.TUTORIAL._replace(id=tutorial_id, learn=learn)


# --- a tutorial under way -------------------------------------------------------------------


class Run:
    """A tutorial on a game screen: which one, and the index of its next step (len(steps):
    the script is over and the closing text shows; beyond: closed, the game goes on freely).
    `note`: the text key of a friendly word after a click the step did not ask for."""

    def __init__(self, tut: Tutorial, step: int = 0):
        self.tut = tut
        self.step = max(0, min(int(step), len(tut.steps) + 1))
        self.note = ""
        #: (state, (step, selection), what `now` found) of the last position asked about
        self.memo = None
        #: (step, note, pointed selectors) last brought into view (`to_reveal`)
        self.revealed = None

    @property
    def scripted(self) -> bool:
        return self.step < len(self.tut.steps)

    @property
    def closed(self) -> bool:
        return self.step > len(self.tut.steps)


def pointed(tut: Tutorial, index: int, rules, state) -> list:
    """The legal actions step `index` points at in `state` ([] for a note)."""
    step = tut.steps[index]
    if step.note:
        return []
    legal = rules.legal_actions(state)
    return [a for a in step.pick(rules, state, legal) if a in legal]


def now(screen) -> "tuple[int, list] | None":
    """(step index shown, actions it points at) for a screen's position and selection; None once
    the script is over. The index counts the actions the selection already implies."""
    run = screen.tutorial
    if run is None or not run.scripted:
        return None
    selected = tuple(screen.tutorial_selected())
    memo = run.memo
    if memo is not None and memo[0] is screen.state and memo[1] == (run.step, selected):
        return memo[2]  # asked several times a drawing: the step's rule runs once a position
    state, index = screen.state, run.step
    shown = None
    for action in selected:
        if index >= len(run.tut.steps):
            break
        state = screen.rules.apply(state, action)
        index += 1
    else:
        if index < len(run.tut.steps):
            shown = index, pointed(run.tut, index, screen.rules, state)
    run.memo = (screen.state, (run.step, selected), shown)
    return shown


def follows(tut: Tutorial, index: int, rules, state, actions) -> "int | None":
    """The step after `actions`, played from step `index` in `state`, when every one of them is
    what its step points at; else None. Actions past the script's end are free."""
    for action in actions:
        if index >= len(tut.steps):
            break
        if action not in pointed(tut, index, rules, state):
            return None
        state = rules.apply(state, action)
        index += 1
    return index


def as_actions(move) -> tuple:
    """A screen's move as actions: Amytis plays a tuple of them together, the others one."""
    return tuple(move) if isinstance(move, (tuple, list)) else (move,)


def stuck(screen) -> bool:
    """Whether the script cannot go on: the learner is to act and the step points at nothing it
    can do (the opponent played otherwise than the script foresaw), or the game is over. The
    panel then shows the closing text, and the game goes on (or ends) as usual."""
    shown = now(screen)
    if shown is None:
        return False
    if screen.current() < 0:
        return True  # the game ended before the script did
    if not screen.human_to_move() or screen.current() != LEARNER:
        return False
    index, actions = shown
    return not screen.tutorial.tut.steps[index].note and not actions


# --- what the screen asks -------------------------------------------------------------------


def allows(screen, act: str, arg) -> bool:
    """Whether a click that chooses part of a move is what the step asks for (else the panel
    says so in a friendly word, and nothing changes)."""
    run = screen.tutorial
    shown = now(screen)
    if shown is None or not screen.human_to_move():
        return True
    index, actions = shown
    if run.tut.steps[index].note:
        run.note = "tut.read_first"
        run.revealed = None  # each such click shows the word (and Next) again
        return False
    if screen.tutorial_allows(act, arg, actions):
        run.note = ""
        return True
    run.note = "tut.not_now"
    run.revealed = None
    return False


def accept_move(screen, move) -> bool:
    """Before a human move is applied: True (the step moved on) when it is what the script asks
    for, else False with a friendly word in the panel."""
    run = screen.tutorial
    if run is None or not run.scripted:
        return True
    nxt = follows(run.tut, run.step, screen.rules, screen.state, as_actions(move))
    if nxt is None:
        run.note = "tut.not_now"
        run.revealed = None
        return False
    run.note = ""
    run.step = nxt
    return True


def next_note(screen) -> None:
    """Next on a note: the step after it (saved, so Continue comes back here)."""
    run = screen.tutorial
    shown = now(screen)
    if run is None or shown is None or not run.tut.steps[shown[0]].note:
        return
    run.step += 1
    run.note = ""
    screen.save()


def close(screen) -> None:
    """Play on: the panel goes, the game stays (still marked as a tutorial in the saves)."""
    run = screen.tutorial
    if run is not None and not run.scripted:
        run.step = len(run.tut.steps) + 1
        screen.save()


def mark(screen):
    """The save document's tutorial mark of a screen (None: not a tutorial)."""
    from ..services.saves import TutorialMark

    run = getattr(screen, "tutorial", None)
    return None if run is None else TutorialMark(id=run.tut.id, step=run.step)


def resume(screen, saved) -> None:
    """A saved tutorial opened again (Continue): at the step its save keeps."""
    tut = find(saved.id) if saved is not None else None
    if tut is not None and tut.game == screen.GAME:
        screen.tutorial = Run(tut, saved.step)


def start(app, tutorial_id: str) -> None:
    """Learn: a new game of the tutorial's fixed deal, saved and shown at its first step."""
    from engine.core import records
    from engine.core.protocol import Seat

    from .. import games
    from ..services import saves
    from ..dom import now_ms, random_u32
    from ..texts.i18n import raw, t

    tut = find(tutorial_id)
    if tut is None:
        return
    unfinished = _unfinished(app.store, tut)
    if unfinished is not None:  # Learn again: the lesson left halfway, not a second one
        app.open_save(unfinished)
        if getattr(app.screen, "tutorial", None) is not None:
            app.screen.message = t("tutorial_resumed")
            app.render()
        return
    names = raw("ai_names")
    players = [
        Seat(t("player_n", n=1) if kind == HUMAN else names[(i - 1) % len(names)], kind)
        for i, kind in enumerate(tut.seats)
    ]
    record = records.new_record(tut.game, players, tut.options or None, seed=tut.seed)
    screen = games.game_screen(app, saves.new_id(now_ms(), random_u32()), now_ms(), record)
    screen.tutorial = Run(tut)
    screen.save()
    app.show(screen)


def _unfinished(store, tut: Tutorial) -> "str | None":
    """The key of the newest save of this tutorial whose script is not over and whose game goes
    on, if any."""
    from ..services import saves

    for entry in saves.list_entries(store):
        doc = entry.doc
        if (
            entry.ok
            and doc.tutorial is not None
            and doc.tutorial.id == tut.id
            and doc.tutorial.step < len(tut.steps)
            and not doc.summary.over
        ):
            return entry.key
    return None


# --- drawing --------------------------------------------------------------------------------


def panel_html(screen) -> str:
    """The tutorial panel: the step's text, "Step k of n", Next (a note) or Play on (the end),
    and Leave."""
    from ..texts.i18n import t
    from ..ui import widgets
    from ..ui.html import esc

    run = screen.tutorial
    tut = run.tut
    total = len(tut.steps)
    shown = now(screen)
    buttons = ""
    if shown is None or stuck(screen):
        text = t(tut.done) if shown is None else t("tut.ended_early")
        count = t("tut.finished")
        buttons = widgets.button(
            "tut-close", t("tut.play_on"), cls="btn primary small", testid="tut-close", label=t("tut.play_on_label")
        )
        index = total
    else:
        index, _actions = shown
        step = tut.steps[index]
        text, count = t(step.text), t("tut.step_of", k=index + 1, n=total)
        if step.note:
            buttons = widgets.button(
                "tut-next", t("tut.next"), cls="btn primary small", testid="tut-next", label=t("tut.next_label")
            )
        elif not screen.human_to_move():
            text = t("tut.wait") + " " + text
    note = f'<p class="tut-note" role="status" data-testid="tut-note">{esc(t(run.note))}</p>' if run.note else ""
    leave = widgets.button(
        "tut-leave", t("tut.leave"), cls="btn ghost small", testid="tut-leave", label=t("tut.leave_label")
    )
    return (
        f'<section class="tut-panel" data-testid="tutorial" data-tutorial="{esc(tut.id)}" '
        f'data-step="{index}" data-steps="{total}" aria-labelledby="tut-title">'
        f'<div class="tut-head"><h2 id="tut-title">{esc(t(tut.title))}</h2>'
        f'<span class="tut-count" data-testid="tut-count">{esc(count)}</span></div>'
        f'<p class="tut-text" id="tut-text" data-testid="tut-text">{esc(text)}</p>{note}'
        f'<div class="tut-actions">{buttons}{leave}</div></section>'
    )


def targets(screen) -> "list[str]":
    """CSS selectors of what the panel points at now: the Next button on a note, else what the
    screen draws for the step's actions (nothing while the opponent plays)."""
    shown = now(screen)
    if shown is None or stuck(screen):
        return ['[data-act="tut-close"]']
    index, actions = shown
    if screen.tutorial.tut.steps[index].note:
        return ['[data-act="tut-next"]']
    if not screen.human_to_move():
        return []
    return list(screen.tutorial_targets(actions))


def decorate(screen) -> None:
    """After the screen is drawn: the panel on top of it and the pointed elements marked
    (class tut-point, reachable with Tab, described by the step's text)."""
    from ..dom import document

    main = document.querySelector("main.screen")
    if not main:
        return
    main.insertAdjacentHTML("afterbegin", panel_html(screen))
    for selector in targets(screen):
        for el in document.querySelectorAll(selector):
            el.classList.add("tut-point")
            el.setAttribute("aria-describedby", "tut-text")
            if not el.hasAttribute("tabindex") and str(el.tagName).lower() not in ("button", "a", "input", "select"):
                el.setAttribute("tabindex", "0")


def to_reveal(screen) -> "tuple[list[str], list[str]] | None":
    """What to bring into view after a render (reveal.py): (selectors that must be seen, those
    nice to see with them), when a step begins, the pointed elements change or a click got a
    word; None when nothing changed since the last time (the player's own scrolling stays)."""
    run = screen.tutorial
    if run is None or run.closed:
        return None
    pointed = targets(screen)
    key = (run.step, run.note, tuple(pointed))
    if key == run.revealed:
        return None
    run.revealed = key
    panel = ['[data-testid="tut-text"]', ".tut-actions"]
    if run.note:  # the word, with Next on a note, and what the step points at when all fit
        return ['[data-testid="tut-note"]', ".tut-actions"], pointed
    if not pointed:
        return None  # the opponent plays
    if pointed[0] in ('[data-act="tut-next"]', '[data-act="tut-close"]'):
        return ['[data-testid="tut-text"]', ".tut-actions"], []
    return pointed, panel
