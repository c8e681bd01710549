"""Share links: a game record packed into the fragment of the site's URL.

    https://example.org/agora/#r=1.eJyrVkrLz1ey...

After ``#r=`` comes the link format version, a dot, and the record's JSON compressed with zlib
(deflate plus a checksum) in base64url without padding. The fragment never reaches a server:
opening the link replays the record in the browser and shows the game at that point, to be
played on as a new save. A link that is damaged, cut short or written by a newer Agora is
refused with a reason and changes nothing.

A record is the whole truth of a game, including what the players may not know yet (how the
stacks are dealt, say). Until the game is over a record is shared only through its rules'
`public_record` (defined in engine/<game>/hidden.py), which returns a record that replays to the
same position and tells nothing hidden; a game without one can be shared once it is over. See
docs/records.md, "Share links", and docs/architecture.md.

The first part of this module is plain Python (tested on CPython in tests/unit); the last part,
the dialog and opening a link, runs in the page and imports the page's modules when called.
"""

from __future__ import annotations

import msgspec

from engine.core import records
from engine.core.errors import RecordError

from . import packing

#: the link format written by this version (the number before the dot)
VERSION = 1
#: the fragment key: ``#r=<payload>``
KEY = "r"
#: longest payload read (characters) and largest record JSON unpacked from it (bytes)
MAX_PAYLOAD = 100_000
MAX_JSON = 1_000_000

# Problems a link can have (the home screen shows a message for each).
DAMAGED = packing.DAMAGED
TRUNCATED = packing.TRUNCATED
NEWER = packing.NEWER
UNKNOWN_GAME = "unknown_game"


class ShareError(Exception):
    """A link that cannot be opened: `problem` is one of the constants above, `detail` says why
    (short, in English: shown on request), `kind` what is wrong with its record if anything (a
    RecordError kind, which the page translates)."""

    def __init__(self, problem: str, detail: str = "", kind: str = ""):
        super().__init__(f"{problem}: {detail}" if detail else problem)
        self.problem = problem
        self.detail = detail
        self.kind = kind


class ShareRefused(Exception):
    """This record cannot be shared now (its game hides information and cannot deal it anew)."""


# --- the codec -------------------------------------------------------------------------------


def encode(record: records.Record) -> str:
    """The payload of a link (``1.<base64url>``) for a record, as it is: see `shareable`."""
    return packing.pack(records.encode(record), VERSION)


def decode(payload: str, known_games: "tuple[str, ...] | None" = None, *, replay: bool = True) -> records.Record:
    """The record of a payload, checked. Raises ShareError, never anything else.

    With `replay` (the default) its moves are replayed and checked too (`records.verify`). The
    page opens a link with replay=False, because the replay screen replays the record anyway
    (`replay.Timeline.build`, which makes the same checks): a link is played back once."""
    try:
        return _decode(payload, known_games, replay)
    except ShareError:
        raise
    except Exception as exc:  # a reader bug: still a damaged link, never a dead page
        raise ShareError(DAMAGED, f"the link cannot be read ({type(exc).__name__})") from None


def _decode(payload: str, known_games: "tuple[str, ...] | None", replay: bool) -> records.Record:
    try:
        text = packing.unpack(payload, VERSION, MAX_PAYLOAD, MAX_JSON)
    except packing.PackError as exc:
        raise ShareError(exc.problem, exc.detail.replace("packed data", "packed game")) from None
    try:
        raw = records.parse_json(text, MAX_JSON, "link's record")
    except RecordError as exc:
        raise ShareError(DAMAGED, str(exc), exc.kind) from None
    fmt = records.newer_format(raw)
    if fmt is not None:
        raise ShareError(NEWER, f"record format {fmt}; this version reads format {records.FORMAT}", "newer")
    try:
        record = records.from_builtins(raw)
    except RecordError as exc:
        raise ShareError(DAMAGED, str(exc), exc.kind) from None
    if known_games is not None and record.game not in known_games:
        raise ShareError(UNKNOWN_GAME, record.game[:40], "unknown_game")
    if not replay:
        return record
    try:
        records.verify(record)
    except RecordError as exc:
        if exc.kind == "unknown_game":
            raise ShareError(UNKNOWN_GAME, record.game[:40], "unknown_game") from None
        raise ShareError(DAMAGED, str(exc), exc.kind) from None
    return record


def link(base_url: str, payload: str) -> str:
    """The site's address (any fragment dropped) with the payload as its fragment."""
    return base_url.split("#", 1)[0] + f"#{KEY}=" + payload


def payload_of(fragment: str) -> "str | None":
    """The payload of a URL fragment (with or without its '#'), or None when it is no share link."""
    fragment = (fragment or "").lstrip("#")
    prefix = KEY + "="
    return fragment[len(prefix) :] if fragment.startswith(prefix) else None


# --- hidden information ----------------------------------------------------------------------
# What a link of an unfinished game may tell is each game's own business: its rules'
# `public_record` (engine/<game>/hidden.py). This module only checks the result.


def shareable(record: records.Record, seed: "int | bytes", seat: "int | None" = None) -> "tuple[records.Record, bool]":
    """(the record to put in a link, whether it was changed to hide something).

    A finished game is shared as it is. An unfinished one goes through its rules' `public_record`,
    and the result must replay to the same position as the players see it: every seat, or in a
    game with private hands the sharing `seat` (by default the seat to act); a game that cannot
    hide its secrets raises ShareRefused. `seed` shuffles what is dealt anew (the page passes 128
    bits from the browser's cryptographic source, `dom.random_key`)."""
    rules, start, moves = records.steps(record)
    state = start
    for _before, _action, state in moves:
        pass
    if rules.is_over(state):
        return record, False
    from engine.core.redeal import RedealFailed  # only when sharing: not at start-up

    if seat is None or not 0 <= seat < len(record.players):
        seat = min(max(rules.current_player(state), 0), len(record.players) - 1)
    try:
        public = rules.public_record(record, seat, seed)
    except RedealFailed as exc:
        raise ShareRefused(str(exc)) from None
    if public is None:
        raise ShareRefused(f"{record.game} hides information until the end of the game")
    _r, again = records.replay(public)
    if rules.private_hands:
        checked = [seat]
    else:
        checked = sorted(set(range(len(record.players))) | {max(rules.current_player(state), 0)})
    for s in checked:
        if msgspec.json.encode(rules.view(again, s)) != msgspec.json.encode(rules.view(state, s)):
            raise ShareRefused(f"{record.game}: the shared deal does not give back the same position")
    return public, True


# --- in the page -----------------------------------------------------------------------------
# Everything below runs in the browser only.

DIALOG_ID = "share-dialog"
_ICON = (
    '<svg class="icon" viewBox="0 0 20 20" aria-hidden="true"><circle cx="15" cy="4.5" r="2.6"/>'
    '<circle cx="5" cy="10" r="2.6"/><circle cx="15" cy="15.5" r="2.6"/>'
    '<path d="M15 4.5 5 10l10 5.5" fill="none" stroke="currentColor" stroke-width="1.6"/></svg>'
)


def share_button() -> str:
    """The "Share" button of a game screen's top bar. The shell (app.py) handles its clicks for
    any screen that has a `record`."""
    from ..dom import esc
    from ..texts.i18n import t

    return (
        f'<button class="btn ghost small" data-act="share" data-testid="share" title="{esc(t("share"))}">'
        f'{_ICON}<span class="btn-label">{esc(t("share"))}</span></button>'
    )


def share_dialog(record, seat: "int | None" = None) -> None:
    """Make a link for the game and show it in a small dialog, copying it when the browser allows.

    Called by a game screen's "Share" button with its current record and the seat whose eyes
    the screen uses (for games with private hands)."""
    from ..page import document, window

    from ..dom import esc, random_key
    from ..texts.i18n import t

    url, note, error = "", "", ""
    try:
        public, hidden = shareable(record, random_key(), seat)
        # The page's address without its query (test and debugging switches) or fragment.
        url = link(str(window.location.origin) + str(window.location.pathname), encode(public))
        if hidden:
            note = t("share_hidden_note." + record.game)
    except ShareRefused:
        error = t("share_refused")
    except RecordError as exc:  # the reason in the interface language; the English details only when none
        from .problems import reason, safe

        error = t("share_failed", reason=reason(exc.kind, exc.move_index) or safe(str(exc), 200))

    dialog = document.getElementById(DIALOG_ID)
    if not dialog:
        dialog = document.createElement("dialog")
        dialog.id = DIALOG_ID
        dialog.className = "share-dialog card"
        dialog.setAttribute("data-testid", "share-dialog")
        document.body.appendChild(dialog)
        _install_dialog(dialog)
    if error:
        body = f'<p class="notice error" data-testid="share-error">{esc(error)}</p>'
    else:
        body = (
            f"<p>{esc(t('share_intro'))}</p>"
            + (f'<p class="muted small" data-testid="share-note">{esc(note)}</p>' if note else "")
            + f'<div class="share-row"><input class="share-url" readonly data-testid="share-url" '
            f'aria-label="{esc(t("share_link"))}" value="{esc(url)}">'
            f'<button type="button" class="btn primary small" data-share="copy" data-testid="share-copy">'
            f"{esc(t('share_copy'))}</button></div>"
            f'<p class="share-status muted small" data-testid="share-status" role="status"></p>'
        )
    dialog.innerHTML = (
        f"<h2>{esc(t('share_title'))}</h2>{body}"
        f'<div class="share-actions"><button type="button" class="btn small" data-share="close" '
        f'data-testid="share-close">{esc(t("close"))}</button></div>'
    )
    dialog.dataset.url = url
    if not dialog.open:
        dialog.showModal()
    if url:
        _copy(dialog, url)


def _install_dialog(dialog) -> None:
    from pyodide.ffi import create_proxy

    def on_click(event):
        target = event.target
        el = target.closest("[data-share]") if target and hasattr(target, "closest") else None
        if not el:  # JS null arrives as a falsy jsnull
            return
        what = str(el.getAttribute("data-share"))
        if what == "close":
            dialog.close()
        elif what == "copy":
            _copy(dialog, str(dialog.dataset.url or ""))

    proxy = create_proxy(on_click)
    _KEEP.append(proxy)
    dialog.addEventListener("click", proxy)


_KEEP: list = []


def _copy(dialog, url: str) -> None:
    """Select the link in its field and put it on the clipboard, saying which of the two worked."""
    import asyncio

    from ..texts.i18n import t

    field = dialog.querySelector(".share-url")
    status = dialog.querySelector(".share-status")
    if field:
        field.focus()
        field.select()

    def say(key: str) -> None:
        if status:
            status.textContent = t(key)
            status.dataset.state = key

    async def write() -> None:
        from ..page import window

        try:
            await window.navigator.clipboard.writeText(url)
            say("share_copied")
        except Exception:  # no clipboard permission: the selected field is there to copy by hand
            say("share_copy_hint")

    try:
        asyncio.ensure_future(write())
    except Exception:
        say("share_copy_hint")


def open_from_location(app) -> bool:
    """If the page's URL carries a share link: open it (or tell why not) and return True.

    The link is taken out of the address bar first, so a reload does not open it again. The game
    is shown at the link's position under a new save id; it is saved only when someone plays on,
    and no existing save is ever touched. A bad link leaves a message on the home screen."""
    from ..page import window

    from .. import games
    from ..dom import now_ms, random_u32
    from ..texts.i18n import t

    payload = payload_of(str(window.location.hash or ""))
    if payload is None:
        return False
    try:
        window.history.replaceState(None, "", str(window.location.pathname) + str(window.location.search))
    except Exception:
        pass
    try:
        record = decode(payload, games.PLAYABLE, replay=False)
        from . import saves

        saves.check_controllers(record)

        from ..screens.replay import replay_screen

        screen = replay_screen(app, saves.new_id(now_ms(), random_u32()), now_ms(), record, len(record.moves))
    except ShareError as exc:
        from .problems import reason, safe

        key = {NEWER: "link_newer", TRUNCATED: "link_truncated", UNKNOWN_GAME: "link_unknown_game"}.get(
            exc.problem, "link_damaged"
        )
        if exc.problem == UNKNOWN_GAME:
            app.go_home(lambda game=safe(exc.detail, 40): ("error", t(key, game=game), ""))
        else:  # the reason translated, the details (English) on request
            app.go_home(lambda detail=safe(exc.detail), kind=exc.kind: ("error", t(key), detail, reason(kind)))
        return True
    except RecordError as exc:
        from .problems import notice

        app.go_home(lambda exc=exc: notice("error", t("link_damaged"), exc))
        return True
    app.show(screen)
    return True
