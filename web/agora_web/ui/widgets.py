"""The controls and panels the game screens share, as HTML text.

One act name per kind of control across the games (see ACTS); every control carries its
`data-testid` and an accessible name (its text, or `aria-label` where it shows only a glyph).
"""

from __future__ import annotations

from typing import Iterable, Sequence

from ..texts.i18n import t
from .html import attrs, esc
from .icons import icon

#: the act names the widgets write (the shell hands a click to the screen's on_<act> handler)
ACTS = {
    "choose": "one of the listed legal moves (data-arg: its index in the legal moves)",
    "confirm": "play the move prepared on the board",
    "cancel": "drop what was chosen but not played",
    "rotate": "turn the held tile",
    "show-city": "show one seat's city (data-arg: the seat)",
    "zoom": "zoom the board (data-arg: in, out or fit)",
    "show-final": "open the final table again",
    "close-final": "close the final table",
    "new-game": "set up a new game of this kind",
    "home": "back to the home screen",
    "export": "download the record",
    "undo": "take back the last decision of this turn",
    "replay-step": "go to a step of a replay (data-arg: the step)",
    "hint": "ask the strongest computer player for the current decision",
}


# --- buttons -----------------------------------------------------------------------------------


def button(
    act: str,
    text: str = "",
    *,
    html: str = "",
    glyph: str = "",
    cls: str = "btn",
    arg=None,
    testid: "str | None" = None,
    disabled: bool = False,
    title: "str | None" = None,
    label: "str | None" = None,
    pressed: "bool | None" = None,
    **data,
) -> str:
    """A button: `glyph` (decoration, hidden from screen readers when there are words), then
    `html` (which must hold words when there is no `text`), then `text` (escaped). `label` names
    it for screen readers when it shows no words; `data` adds data-* attributes (data_idx=3 →
    data-idx="3")."""
    glyph_html = ""
    if glyph:
        glyph_html = f'<span aria-hidden="true">{glyph}</span> ' if (text or html) else glyph
    if not (text or html or label or title):
        raise ValueError(f"a {act!r} button needs a text, a label or a title")
    return (
        f"<button{attrs(class_=cls, data_act=act, data_arg=arg, **data, data_testid=testid, title=title, aria_label=label, aria_pressed=None if pressed is None else ('true' if pressed else 'false'), disabled=disabled)}>"
        f"{glyph_html}{html}{esc(text)}</button>"
    )


def icon_button(act: str, glyph: str, label: str, *, cls: str = "btn icon-btn", **kw) -> str:
    """A button that shows only a glyph: its label is its tooltip and its accessible name."""
    return button(act, glyph=glyph, cls=cls, title=label, label=label, **kw)


def tool_button(
    act: str, glyph_html: str, text: str, *, testid: str, title: "str | None" = None, label: "str | None" = None
) -> str:
    """A top-bar button: a glyph, and a text that narrow screens hide (class btn-label)."""
    return (
        f"<button{attrs(class_='btn ghost small', data_act=act, data_testid=testid, title=title or text, aria_label=label)}>"
        f'{glyph_html}<span class="btn-label">{esc(text)}</span></button>'
    )


def export_button() -> str:
    return tool_button("export", icon("export"), t("export"), testid="export")


def help_button() -> str:
    """The "?" of a game screen: the rules guide at the section for the decision now asked."""
    return tool_button(
        "help", '<span aria-hidden="true">?</span>', t("help"), testid="help", title=t("help_hint"), label=t("help")
    )


def undo_button() -> str:
    return tool_button("undo", icon("undo"), t("undo"), testid="undo", title=t("undo_hint"), label=t("undo"))


def hint_button(busy: bool = False) -> str:
    """The top bar's Hint: while the coach thinks it shows a small spinner and is disabled."""
    glyph = spinner(small=True) if busy else icon("bulb")
    return (
        f"<button{attrs(class_='btn ghost small hint-btn', data_act='hint', data_testid='hint', title=t('hint_title'), aria_label=t('hint'), aria_busy='true' if busy else None, disabled=busy)}>"
        f'{glyph}<span class="btn-label">{esc(t("hint_thinking") if busy else t("hint"))}</span></button>'
    )


def hint_notice(reason: str, what: str = "", whole: bool = False) -> str:
    """The hint's reason in the action bar, after the advised move in words (`what`, its
    control's own words: every part of the move, though the board marks it too). A screen
    reader reads, and the announcer says (announce.py), the same sentence.

    On a phone the words would make the bar a third of the screen, over the board: there they
    show two lines, and a button beside them shows them all (`whole`) or two lines again; a
    screen reader reads the whole sentence either way (styles/layout/08-hint.css)."""
    said = t("hint_said", what=what, reason=reason) if what else f"{t('hint')}: {reason}"
    more = t("hint_less") if whole else t("hint_more")
    return (
        f'<span class="notice hint-notice small{" whole" if whole else ""}" data-testid="hint-notice">'
        f'<span class="sr-only" data-testid="hint-said">{esc(said)}</span>'
        f'<span class="hint-words" aria-hidden="true">{icon("bulb")} {esc(said if what else reason)}</span>'
        f'<button type="button" class="hint-more" data-act="hint-more" data-testid="hint-more" '
        f'aria-expanded="{"true" if whole else "false"}">{esc(more)}</button></span> '
    )


def hinted(words: str, on: bool = True) -> str:
    """A control's accessible words, saying so when it is the hint's suggestion (the class hint
    only shows it to the eye)."""
    return t("hint_marked", what=words) if on else words


def hints_used_line(count: int) -> str:
    """Under the final table: how many hints were asked in this game."""
    return f'<p class="hints-used muted small" data-testid="hints-used" data-count="{count}">{esc(t("hints_used", n=count))}</p>'


def confirm_button(*, disabled: bool = False, glyph: "str | None" = None, cls: str = "btn primary") -> str:
    """Confirm: plays the move prepared (see docs/rulings.md, "Confirming moves")."""
    glyph = icon("check") if glyph is None else glyph
    return button("confirm", t("confirm"), glyph=glyph, cls=cls, testid="confirm", disabled=disabled)


def cancel_button(*, disabled: bool = False, cls: str = "btn", testid: str = "cancel", arg=None) -> str:
    return button("cancel", t("cancel"), cls=cls, arg=arg, testid=testid, disabled=disabled)


def rotate_button(text: str, *, disabled: bool = False, cls: str = "btn") -> str:
    return button("rotate", text, glyph=icon("rotate"), cls=cls, testid="rotate", disabled=disabled)


# --- top bar -----------------------------------------------------------------------------------


def round_pill(text: str, **data) -> str:
    """Where the game stands (round, last round, over); `data` for tests (data_round=3 ...)."""
    return f"<span{attrs(class_='round-pill', data_testid='round', **data)}>{esc(text)}</span>"


#: the keys that do what each replay button does (aria-keyshortcuts)
KEYS = {"first": "Home", "prev": "ArrowLeft", "next": "ArrowRight", "last": "End"}


def step_controls(step: int, total: int) -> str:
    """⏮ ◀ step / total ▶ ⏭ of a replay, drawn as SVG icons; the keys ← → Home End do the same
    (replay.Replay.on_key)."""

    def go(to: int, glyph: str, testid: str, key: str, disabled: bool) -> str:
        return icon_button(
            "replay-step",
            icon(glyph),
            t(key),
            cls="btn ghost small icon-btn",
            arg=to,
            testid=testid,
            disabled=disabled,
            aria_keyshortcuts=KEYS[glyph],
        )

    return (
        f'<span class="replay-steps" role="group" aria-label="{esc(t("replay"))}">'
        + go(0, "first", "replay-first", "replay_first", step == 0)
        + go(step - 1, "prev", "replay-prev", "replay_prev", step == 0)
        + f'<span class="replay-pos" data-testid="replay-pos" data-step="{step}" data-total="{total}">'
        f"{step} / {total}</span>"
        + go(step + 1, "next", "replay-next", "replay_next", step == total)
        + go(total, "last", "replay-last", "replay_last", step == total)
        + "</span>"
    )


# --- the action bar ----------------------------------------------------------------------------


def spinner(small: bool = False) -> str:
    """The turning wheel shown while a computer thinks (decoration: the text beside it says so)."""
    return f'<span class="spinner{" small" if small else ""}" aria-hidden="true"></span>'


def thinking(name: str) -> str:
    """The status while a computer seat thinks."""
    return spinner() + esc(t("thinking", name=name))


def with_error(status_html: str, message: str, testid: str = "error") -> str:
    """The status with the last refusal in front of it."""
    if not message:
        return status_html
    return f'<span class="error" data-testid="{testid}">{esc(message)}</span> ' + status_html


def action_bar(
    status_html: str,
    buttons_html: str = "",
    *,
    cls: str = "",
    mode: str = "",
    held: str = "",
    buttons_cls: str = "buttons",
) -> str:
    """The bar under the board: what happens now, and the buttons for it. `mode` (busy,
    palace...) is a class for the bar's state; `held` shows the piece in hand. The status is not
    a live region: it is drawn anew with every render, which screen readers do not announce; the
    app's one live region (announce.py) tells moves and refusals."""
    klass = " ".join(c for c in ("actionbar", cls, mode) if c)
    return (
        f'<div class="{klass}" data-testid="actionbar">{held}'
        f'<div class="status" data-testid="status">{status_html}</div>'
        f'<div class="{buttons_cls}">{buttons_html}</div></div>'
    )


def over_buttons() -> str:
    """The action bar's buttons once the game is over."""
    return button("show-final", t("final_scores"), testid="show-final") + button(
        "new-game", t("new_game"), cls="btn primary", testid="new-game"
    )


def over_bar(cls: str = "", message: str = "", note: str = "") -> str:
    """The action bar of a finished game (`note`: HTML before "Game over", a replay's step)."""
    return action_bar(with_error(note + esc(t("game_over")), message), over_buttons(), cls=cls, mode="over")


def choice(i: int, text: str, *, testid: str, cls: str = "btn", glyph: str = "", **data) -> str:
    """One legal move offered as a button (act "choose", data-arg its index in the legal moves)."""
    return button("choose", text, glyph=glyph, cls=cls, arg=i, testid=testid, **data)


def choice_list(choices: Iterable[str], *, cls: str, testid: "str | None" = None, label: "str | None" = None) -> str:
    """Buttons of legal moves in a group; empty when there are none."""
    items = "".join(choices)
    if not items:
        return ""
    # one Tab stop, the arrows among the moves (keys.py): a long list is not a stop per move,
    # and after a decision the focus finds the next one's list as it finds a board's places
    return f"<div{attrs(class_=cls, role='group', aria_label=label, data_testid=testid, data_rove=testid or cls, data_choices=True)}>{items}</div>"


# --- panels ----------------------------------------------------------------------------------


def panel(
    title: str,
    body: str,
    *,
    cls: str,
    testid: "str | None" = None,
    meta: str = "",
    rove: "str | None" = None,
    view: bool = False,
) -> str:
    """A titled box of the board: a heading with `meta` (HTML) beside it, then `body`. `rove`
    names it as one keyboard group of places (keys.py) when its places are not in a row or grid
    of their own; `view` says its places only show something (their words), so after a decision
    the focus goes to it last."""
    return (
        f'<section{attrs(class_=cls, data_testid=testid, data_rove=rove, data_view=view and rove is not None)}><div class="panel-head"><h2>{esc(title)}</h2>{meta}</div>'
        f"{body}</section>"
    )


# --- seats -------------------------------------------------------------------------------------


def aside(text: str, cls: str = "") -> str:
    """Words a control shows beside its name (a value, a count, a price), drawn by the style
    sheet from data-shown: the control's accessible name already says them in a sentence, and
    speech input finds the control by the words it shows first, which its name starts with
    (WCAG 2.5.3; text in the page would have to stand in the name word for word)."""
    return f"<span{attrs(class_=cls or None, data_shown=text)}></span>" if text else ""


def sr_words(words: str) -> str:
    """Words for screen readers only, inside what shows a drawing: a table header that is an
    icon, or a control whose only content is a drawing with letters of its own (a card's title
    and value), whose aria-label would have to repeat the drawing's letters run together, as
    speech input checks read them."""
    return f'<span class="sr-only">{esc(words)}</span>'


def log_panel(items_html: str, count: int, cls: str = "log") -> str:
    """The log panel: its entries that point at pieces (pointing.entry_attrs) are one Tab stop
    with the arrow keys inside (data-rove, keys.py), so a long game's log is not a hundred stops;
    a log without such entries is one stop itself (it may scroll). data-count: the log's length."""
    roving = "data-refs=" in items_html
    return (
        f'<section class="log-panel"><h2>{esc(t("log"))}</h2>'
        f"<ol{attrs(tabindex=None if roving else 0, aria_label=t('log'), class_=cls, data_testid='log', data_count=count)}"
        f' data-rove="log">{items_html}</ol></section>'
    )


def seat_tabs(
    labels: Sequence[str],
    shown: int,
    *,
    turn: int = -1,
    cls: str = "city-tabs",
    tab_cls: str = "tab",
    on: str = "active",
    label: "str | None" = None,
) -> str:
    """Buttons that choose whose city the board shows; `labels` are HTML (a name, a dot...)."""
    tabs = []
    for seat, html in enumerate(labels):
        klass = tab_cls + (f" {on}" if seat == shown else "") + (" turn" if seat == turn else "")
        tabs.append(
            f"<button{attrs(class_=klass, data_act='show-city', data_arg=seat, data_testid=f'city-tab-{seat}', aria_pressed='true' if seat == shown else 'false')}>"
            f"{html}</button>"
        )
    return (
        f"<div{attrs(class_=cls, role='group', aria_label=label or t('city_tabs'), data_rove='city-tabs', data_view='true')}>"
        f"{''.join(tabs)}</div>"
    )


def player_card(
    seat: int,
    name_html: str,
    kind_html: str,
    stats_html: str,
    *,
    cls: str = "player",
    thinking: bool = False,
    act: "str | None" = None,
) -> str:
    """One seat in the side panel: name (and a spinner while it thinks), kind, numbers. With
    `act` the card is a button (Akropolis: show this seat's city)."""
    tag = "button" if act else "div"
    return (
        f"<{tag}{attrs(class_=cls, data_act=act, data_arg=seat if act else None, data_testid=f'player-{seat}')}>"
        f'<span class="pname">{name_html}{spinner(True) if thinking else ""}</span>'
        f'<span class="pkind">{kind_html}</span>'
        f'<span class="pstats">{stats_html}</span></{tag}>'
    )


def players_panel(cards: Iterable[str], extra: str = "", *, heading: str = "") -> str:
    head = f"<h2>{esc(heading)}</h2>" if heading else ""
    return f'<section class="players" data-testid="players">{head}{"".join(cards)}{extra}</section>'


def live_scores(head_html: str, rows: Iterable[str], hint: str, *, cls: str = "live-scores") -> str:
    """The running score table under the players: one row a seat, a Σ column; closed by the
    player, it stays closed (app.py, data-remember)."""
    return (
        f'<details class="{cls}" data-testid="live-scores" data-remember="live-scores" open><summary>{esc(t("score_live"))}</summary>'
        f'<table title="{esc(hint)}"><thead><tr><th scope="col"><span class="sr-only">{esc(t("table_player"))}</span></th>{head_html}'
        f'<th title="{esc(t("cat.total"))}">Σ</th></tr></thead><tbody>{"".join(rows)}</tbody></table></details>'
    )


def live_row(seat_html: str, values: Iterable, total, *, seat_title: "str | None" = None) -> str:
    cells = "".join(f"<td>{v}</td>" for v in values)
    return f'<tr><th{attrs(scope="row", title=seat_title)}>{seat_html}</th>{cells}<td class="total">{total}</td></tr>'


# --- zoom --------------------------------------------------------------------------------------


def zoom_controls(*, fit: bool = True, cls: str = "zoom", btn_cls: str = "btn icon-btn") -> str:
    """Zoom in / out (/ fit) buttons for a board with pan and zoom."""
    keys = (("in", "plus", "zoom_in"), ("out", "minus", "zoom_out")) + ((("fit", "fit", "zoom_fit"),) if fit else ())
    buttons = "".join(
        icon_button("zoom", icon(glyph), t(key), cls=btn_cls, arg=arg, testid=f"zoom-{arg}") for arg, glyph, key in keys
    )
    return f'<div class="{cls}" role="group" aria-label="{esc(t("zoom"))}">{buttons}</div>'


# --- the final table ---------------------------------------------------------------------------


def headline(names: Sequence[str]) -> str:
    """ "X wins" or "X, Y share the win"."""
    joined = ", ".join(names)
    return t("winner", names=joined) if len(names) == 1 else t("winners_shared", names=joined)


def final_row(label_html: str, key: str, values: Sequence, winners, *, cls: "str | None" = None) -> str:
    """One category of the final table: a cell a seat (winners marked), data-testid final-<key>-<seat>."""
    cells = "".join(
        f"<td{attrs(class_='win' if i in winners else None, data_testid=f'final-{key}-{i}')}>{v}</td>"
        for i, v in enumerate(values)
    )
    return f'<tr{attrs(class_=cls)}><th scope="row">{label_html}</th>{cells}</tr>'


def final_totals(totals: Sequence[int], winners) -> str:
    """The final table's last row."""
    cells = "".join(
        f"<td{attrs(class_='total win' if i in winners else 'total', data_testid=f'final-total-{i}', data_total=v)}>{v}</td>"
        for i, v in enumerate(totals)
    )
    return f'<tr class="total-row"><th scope="row">{esc(t("cat.total"))}</th>{cells}</tr>'


def final_table(
    cls: str,
    names: Sequence[str],
    winners,
    line_html: str,
    rows: Iterable[str],
    *,
    seat_testids: bool = True,
    line_testid: bool = True,
    before_table: str = "",
    after_table: str = "",
    actions: str = "",
) -> str:
    """The final table: close button, headline, a column a seat, `actions` (Review) then play
    again / home. A modal
    dialog (the screen opens it, screens.GameScreenBase.open_final) named by its heading: the
    focus goes into it, and its buttons stay on the screen while a long table scrolls between."""
    head = "".join(
        f"<th{attrs(class_='win' if i in winners else None, data_testid=f'final-player-{i}' if seat_testids else None)}>"
        f"{esc(name)}</th>"
        for i, name in enumerate(names)
    )
    close = icon_button("close-final", icon("close"), t("close"), cls="btn ghost icon-btn close", testid="final-close")
    return (
        f'<dialog class="{cls}" data-testid="final-scores" data-winners="{",".join(map(str, winners))}" '
        f'aria-labelledby="final-title" aria-describedby="final-line">'
        f'<div class="final-head">{close}<h2 id="final-title" tabindex="-1">{esc(t("final_scores"))}</h2>'
        f"<p{attrs(id='final-line', class_='winner-line', data_testid='winner-line' if line_testid else None)}>{line_html}</p></div>"
        f'<div class="final-body">{before_table}'
        f'<table><thead><tr><th scope="col"><span class="sr-only">{esc(t("table_category"))}</span></th>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>{after_table}</div>'
        f'<div class="final-actions">{actions}{button("new-game", t("new_game"), cls="btn primary", testid="play-again")}'
        f"{button('home', t('home'), testid='final-home')}</div></dialog>"
    )
