"""The text twin of a board: the position as headings, lists and tables a screen reader reads in
order, the legal moves of the decision now asked as buttons named in words, and questions answered
on request (what each player scores and why, what the others did last, and each game's own).

Switched on from the top bar and kept per device (localStorage `agora.twin`). It changes nothing
else in the game: it is drawn before the board, and its buttons go the way a click on the board
goes (a narrowing choice carries the board's own act; a full move is played through the screen's
`play`). It never works a rule out: its moves are the engine's legal actions, named with the words
the board's controls and the log already use.

Each game's web package provides `twin.py` (found by name, so a fifth game adds one module):

    sections(screen) -> list[Section]   the position, in reading order
    moves(screen) -> list[Choice]       the decision now asked (empty while nobody here is to act)
    questions(screen) -> list[(key, label)], answer(screen, key) -> html | None   its own questions
    score_label(key) -> str             the words of a key of rules.scores' breakdown
    play(screen, action)                (optional) how the screen plays one legal action
    scores_html(screen) -> str          (optional) the scores as this seat may know them, where
                                        rules.scores tells what the view hides (Pyramidion's boats)
    private(screen) -> bool             (optional) while True (a device handed over) only the
                                        moves are shown: no position, no answer

The questions every game shares (scores and why, each other player's last move) are answered here.
"""

from __future__ import annotations

from typing import NamedTuple

from ..texts.i18n import t
from ..ui.html import attrs, esc

STORAGE_KEY = "agora.twin"


class Section(NamedTuple):
    """A part of the position: a heading and its body (HTML: lists, tables, paragraphs)."""

    key: str
    title: str
    body: str


class Choice(NamedTuple):
    """One button of the decision now asked: its words, and either a legal action (played as it
    is) or the board's own act and arg (a choice that narrows the decision, as a click would)."""

    words: str
    action: object = None
    act: str = ""
    arg: object = None


# --- the setting ---------------------------------------------------------------------------


def _storage():
    try:
        from ..page import window

        return window.localStorage
    except Exception:
        return None


def enabled() -> bool:
    store = _storage()
    try:
        return store is not None and store.getItem(STORAGE_KEY) == "on"
    except Exception:
        return False


_memory = {"on": False}  # when storage refuses (private mode), the choice lasts as long as the page


def is_on() -> bool:
    return enabled() or _memory["on"]


def toggle() -> bool:
    """Switch the twin on or off and keep the choice on this device; returns the new state."""
    new = not is_on()
    _memory["on"] = new
    store = _storage()
    try:
        if store is not None:
            store.setItem(STORAGE_KEY, "on" if new else "off")
    except Exception:
        pass
    return new


def game_module(screen):
    """The game's twin module, or None for a screen that is no game's (home, setup, guide)."""
    game = screen.GAME
    if not game or screen.record is None:
        return None
    try:
        from ..games import ui_module

        return ui_module(game, "twin")
    except (ImportError, KeyError):
        return None


def button_html(screen) -> str:
    """The top bar's switch (on game screens): pressed while the twin is shown."""
    if game_module(screen) is None:
        return ""
    on = is_on()
    label = t("twin.switch")
    return (
        f"<button{attrs(class_='twin-set', data_act='twin', data_testid='twin-switch', aria_pressed='true' if on else 'false', title=label)}>"
        f'<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.6" '
        f'stroke-linecap="round"><path d="M3 5h14M3 10h14M3 15h9"/></svg>'
        f'<span class="btn-label">{esc(label)}</span></button>'
    )


# --- drawing -------------------------------------------------------------------------------


def wrap(screen, body: str) -> str:
    """The screen's HTML with the twin in front of it, when it is on (after a first heading)."""
    mod = game_module(screen)
    if mod is None or not is_on():
        return body
    return render(screen, mod) + body


def render(screen, mod=None) -> str:
    mod = mod or game_module(screen)
    parts = [f'<h2 id="twin-title">{esc(t("twin.title"))}</h2>']
    for sec in mod.sections(screen):
        parts.append(
            f"<section{attrs(class_='twin-part', data_testid=f'twin-{sec.key}', aria_labelledby=f'twin-h-{sec.key}')}>"
            f'<h3 id="twin-h-{esc(sec.key)}">{esc(sec.title)}</h3>{sec.body}</section>'
        )
    parts.append(_moves_html(screen, mod))
    parts.append(_command_html(screen))
    parts.append(_questions_html(screen, mod))
    return f'<section class="twin" data-testid="twin" aria-labelledby="twin-title">{"".join(parts)}</section>'


def offered(screen, mod=None) -> "list[Choice]":
    """The decision's choices, once per state and selection (a button's index names one)."""
    mod = mod or game_module(screen)
    if screen.replay is not None and not screen.replay.waiting(screen):
        return []
    if not screen.human_to_move() or screen.rules.is_over(screen.state):
        return []
    return distinct(list(mod.moves(screen)))


def distinct(choices: "list[Choice]") -> "list[Choice]":
    """Two choices named alike (two copies of the same card in a hand: the engine tells them
    apart, the words cannot) get their copy's number, so each button has a name of its own."""
    seen: "dict[str, int]" = {}
    total: "dict[str, int]" = {}
    for c in choices:
        total[c.words] = total.get(c.words, 0) + 1
    out = []
    for c in choices:
        if total[c.words] > 1:
            seen[c.words] = seen.get(c.words, 0) + 1
            c = c._replace(words=t("twin.copy", words=c.words, n=seen[c.words]))
        out.append(c)
    return out


def _moves_html(screen, mod) -> str:
    choices = offered(screen, mod)
    head = f'<h3 id="twin-h-moves">{esc(t("twin.moves"))}</h3>'
    if not choices:
        who = screen.current()
        if screen.rules.is_over(screen.state):
            text = t("game_over")
        elif who >= 0 and not screen.is_human(who):
            text = t("twin.waiting", name=screen.seat_name(who))
        else:
            text = t("twin.no_moves")
        return f'<section class="twin-part" data-testid="twin-moves" aria-labelledby="twin-h-moves">{head}<p>{esc(text)}</p></section>'
    screen.twin_offered = choices
    items = []
    for i, c in enumerate(choices):
        act, arg = ("twin-play", i) if c.action is not None else ("twin-step", i)
        items.append(
            f"<li><button{attrs(class_='btn twin-move', data_act=act, data_arg=arg, data_testid=f'twin-move-{i}')}>"
            f"{esc(c.words)}</button></li>"
        )
    count = esc(t("twin.count", n=len(choices)))
    return (
        f'<section class="twin-part" data-testid="twin-moves" aria-labelledby="twin-h-moves">{head}<p>{count}</p>'
        f"<ul{attrs(class_='twin-list', data_rove='twin-moves', data_choices=True, data_twin='1', aria_labelledby='twin-h-moves')}>"
        f"{''.join(items)}</ul></section>"
    )


def _command_html(screen) -> str:
    """The command line: a move or a question typed (twin_commands.py), Enter or Do it; what it
    made of the last text typed, when that was no move, below it."""
    reply = screen.twin_reply
    return (
        f'<section class="twin-part twin-command" data-testid="twin-command-part" aria-labelledby="twin-h-cmd">'
        f'<h3 id="twin-h-cmd">{esc(t("twin.cmd"))}</h3><p id="twin-cmd-help" class="muted small">{esc(t("twin.cmd_help"))}</p>'
        f'<div class="twin-cmd-row"><input type="text"{attrs(class_="twin-cmd", data_act="twin-typed", data_testid="twin-command", value=screen.twin_typed, autocomplete="off", spellcheck="false", aria_labelledby="twin-h-cmd", aria_describedby="twin-cmd-help")}>'
        f"<button{attrs(class_='btn', data_act='twin-command', data_testid='twin-command-go')}>{esc(t('twin.cmd_go'))}</button></div>"
        f'<p class="twin-reply" data-testid="twin-reply">{esc(reply)}</p></section>'
    )


SHARED_QUESTIONS = ("turn", "scores", "last")


def _questions(screen, mod) -> "list[tuple[str, str]]":
    return [("turn", t("twin.q_turn")), ("scores", t("twin.q_scores")), ("last", t("twin.q_last"))] + list(
        mod.questions(screen)
    )


def _questions_html(screen, mod) -> str:
    if _private(screen, mod):
        return ""
    buttons = "".join(
        f"<li><button{attrs(class_='btn twin-ask', data_act='twin-ask', data_arg=key, data_testid=f'twin-ask-{key}', aria_expanded='true' if screen.twin_asked == key else 'false')}>{esc(label)}</button></li>"
        for key, label in _questions(screen, mod)
    )
    asked = screen.twin_asked
    body = answer(screen, asked, mod) if asked else ""
    reply = f'<div class="twin-answer" data-testid="twin-answer" tabindex="-1">{body}</div>' if body else ""
    return (
        f'<section class="twin-part" data-testid="twin-questions" aria-labelledby="twin-h-q">'
        f'<h3 id="twin-h-q">{esc(t("twin.questions"))}</h3><ul class="twin-asks">{buttons}</ul>{reply}</section>'
    )


def _private(screen, mod) -> bool:
    private = getattr(mod, "private", None)
    return bool(private is not None and private(screen))


def answer(screen, key: str, mod=None) -> str:
    mod = mod or game_module(screen)
    if _private(screen, mod):
        return ""
    if key == "scores":
        own = getattr(mod, "scores_html", None)
        return own(screen) if own is not None else scores_html(screen, mod)
    if key == "last":
        return last_moves_html(screen)
    if key == "turn":
        return turn_html(screen)
    return mod.answer(screen, key) or ""


def scores_html(screen, mod) -> str:
    """Each player's score and why: the engine's breakdown (rules.scores), one row per part."""
    scores = screen.rules.scores(screen.state)
    seats = range(len(scores))
    keys = list(dict.fromkeys(k for s in scores for k, v in s.items() if k != "total" and isinstance(v, int)))
    head = "".join(f'<th scope="col">{esc(screen.seat_name(s))}</th>' for s in seats)
    rows = "".join(
        f'<tr><th scope="row">{esc(mod.score_label(k))}</th>'
        + "".join(f"<td>{scores[s].get(k, 0)}</td>" for s in seats)
        + "</tr>"
        for k in keys
    )
    total = (
        f'<tr><th scope="row">{esc(t("cat.total"))}</th>'
        + "".join(f"<td>{scores[s]['total']}</td>" for s in seats)
        + "</tr>"
    )
    return (
        f'<table class="twin-table"><caption>{esc(t("twin.q_scores"))}</caption>'
        f"<thead><tr><td></td>{head}</tr></thead><tbody>{rows}{total}</tbody></table>"
    )


def turn_html(screen) -> str:
    """Where the game stands (the round pill's words) and whose turn it is."""
    from ..ui.spoken import spoken

    where = spoken(screen.round_pill())
    seat = screen.current()
    if screen.rules.is_over(screen.state) or seat < 0:
        return para(where)
    return para(where) + para(t("twin.turn_of", name=screen.seat_name(seat)))


def last_moves_html(screen) -> str:
    """What each other player did last, in the log's words as this player may know them."""
    from engine.core import records
    from ..ui.spoken import spoken

    # whose knowledge the words keep to: the seat whose eyes the screen uses
    viewer = screen.viewer()
    last: "dict[int, tuple]" = {}
    try:
        _rules, _state, steps = records.steps(screen.record)
        for before, action, _after in steps:
            seat = screen.rules.current_player(before)
            if seat != viewer:
                last[seat] = (before, action)
    except Exception:
        return f"<p>{esc(t('twin.none_yet'))}</p>"
    if not last:
        return f"<p>{esc(t('twin.none_yet'))}</p>"
    items = []
    for seat in sorted(last):
        before, action = last[seat]
        try:
            words = spoken(screen.move_html(before, action, viewer))
        except Exception:
            continue
        name = screen.seat_name(seat)
        if not words.startswith(name):
            words = f"{name}: {words}"
        items.append(f"<li>{esc(words)}</li>")
    return f"<ul>{''.join(items)}</ul>"


# --- acting --------------------------------------------------------------------------------


def on_act(app, act: str, arg) -> None:
    """The twin's own acts: the switch, a move played, a question asked."""
    screen = app.screen
    if act == "twin":
        toggle()
        app.render()
        return
    if game_module(screen) is None:  # no game's board on screen: no twin to answer
        return
    if act == "twin-command":
        run_command(app)
        return
    if act == "twin-ask":
        screen.twin_asked = None if screen.twin_asked == arg else arg
        app.render()
        text = app.root.querySelector('[data-testid="twin-answer"]')
        if text:
            from ..ui.spoken import spoken

            app.announcer.say(spoken(str(text.innerHTML)))
        return
    choices = screen.twin_offered
    try:
        choice = choices[int(arg)]
    except (ValueError, TypeError, IndexError):
        return
    if act == "twin-step" and choice.action is None:
        # a choice that narrows the decision goes where the board's own click goes; the focus
        # then starts at the top of the choices it leaves
        screen.return_focus = screen.return_focus or '[data-testid="twin-move-0"]'  # (typed: the line)
        screen.handle(choice.act, None if choice.arg is None else str(choice.arg), None, None)
        return
    if act == "twin-play":
        if choice.action is None or not screen.human_to_move():
            return
        screen.message = ""
        screen.twin_asked = None
        mod = game_module(screen)
        play = getattr(mod, "play", None)
        if play is not None:
            play(screen, choice.action)
        else:
            screen.play(choice.action)


def on_typed(app, text: str) -> None:
    """The command line's text as it is typed (kept over a render)."""
    app.screen.twin_typed = str(text)[:200]


def run_command(app) -> None:
    """Do what the command line says: a move as its button would, a question asked, else say
    why nothing was done (several moves fit, none, a number past the list)."""
    from .twin_commands import EMPTY, MANY, MOVE, QUESTION, RANGE, interpret

    screen = app.screen
    mod = game_module(screen)
    if mod is None:
        return
    text = screen.twin_typed
    choices = offered(screen, mod)
    screen.twin_offered = choices
    questions = [] if _private(screen, mod) else _questions(screen, mod)
    found = interpret(text, [c.words for c in choices], questions)
    screen.twin_typed = ""
    screen.twin_reply = ""
    screen.return_focus = '[data-testid="twin-command"]'
    if found.kind == EMPTY:
        app.render()
        return
    if found.kind == MOVE:
        choice = choices[found.index]
        on_act(app, "twin-play" if choice.action is not None else "twin-step", found.index)
        screen.return_focus = '[data-testid="twin-command"]'
        return
    if found.kind == QUESTION:
        screen.twin_asked = None
        on_act(app, "twin-ask", found.key)
        return
    if found.kind == MANY:
        some = "; ".join(choices[i].words for i in found.matches[:3])
        reply = t("twin.cmd_many", n=len(found.matches), text=text.strip(), some=some)
    elif found.kind == RANGE:
        reply = t("twin.cmd_range", n=found.index, count=len(choices)) if choices else t("twin.no_moves")
    else:
        reply = t("twin.cmd_none", text=text.strip())
    screen.twin_reply = reply
    app.render()
    app.announcer.say(reply)


# --- helpers the games share -----------------------------------------------------------------


def items(words) -> str:
    """A list of lines (plain words)."""
    lines = [w for w in words if w]
    return f"<ul>{''.join(f'<li>{esc(w)}</li>' for w in lines)}</ul>" if lines else f"<p>{esc(t('twin.empty'))}</p>"


def para(words: str) -> str:
    return f"<p>{esc(words)}</p>"


def table(caption: str, head, rows) -> str:
    """A table with a header row and rows whose first cell heads the row."""
    th = "".join(f'<th scope="col">{esc(h)}</th>' for h in head)
    body = "".join(
        '<tr><th scope="row">' + esc(r[0]) + "</th>" + "".join(f"<td>{esc(str(c))}</td>" for c in r[1:]) + "</tr>"
        for r in rows
    )
    return f'<table class="twin-table"><caption>{esc(caption)}</caption><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>'
