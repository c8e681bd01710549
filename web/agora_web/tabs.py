"""One game open in two tabs: saves that never lose a move.

Every save carries a revision (saves.py). A game screen remembers the revision it last read or
wrote (`save_rev`). Two ways to notice that the game went on elsewhere:

- the browser's `storage` event: another tab wrote this game's save. If the save now holds a
  different game than this screen (more moves, other moves, or fewer), the screen stops: no
  move, no computer turn, and a banner "This game went on in another tab" offers to load the
  newer position or to go on here as a separate game (a new save);
- the check before every write (`saves.write_checked`), for an event that has not arrived yet:
  a write that would drop moves of the other tab is not made. This tab's line is saved as a
  separate game instead (the two games forked), and the screen stops with the same banner.

So a write never drops another tab's moves silently, and no move of either tab is lost.
"""

from __future__ import annotations

import msgspec

from . import saves
from .dom import console_warn, esc, now_ms, random_u32
from .i18n import t
from .problems import storage_message
from .tutorial import mark as tutorial_mark

#: acts still handled while a screen is stopped (the banner's, the top bar's)
ALLOWED = frozenset({"home", "lang", "tab-load", "tab-keep"})


class Stale(msgspec.Struct):
    """A stopped screen: the key of the save that went on, and the id under which this tab's
    line was kept ("" until it is)."""

    key: str
    forked: str = ""


def stale(screen) -> "Stale | None":
    return getattr(screen, "stale", None)


def blocks(screen, act: "str | None") -> bool:
    """Whether the screen is stopped and `act` (None: any key, pointer or wheel event) is not
    one of the few still allowed."""
    return stale(screen) is not None and act not in ALLOWED


def _stop(screen, why: Stale) -> None:
    screen.stale = why
    screen.token = getattr(screen, "token", 0) + 1  # cancels a computer turn in progress
    screen.thinking = None
    screen.app.set_busy(False)


def save_screen(screen) -> None:
    """A game screen's autosave (GameScreenBase.save): a checked write, see the module's doc."""
    if stale(screen) is not None:
        return  # stopped: nothing is written until the player chooses
    doc = saves.doc_for(screen.save_id, screen.created, now_ms(), screen.record, screen.summary(),
                        tutorial_mark(screen), screen.advice)
    store = screen.app.store
    try:
        result = saves.write_checked(store, doc, getattr(screen, "save_rev", 0))
    except Exception as exc:
        screen.message = storage_message(exc)
        console_warn(f"Agora: autosave failed: {exc}")
        return
    if isinstance(result, saves.MovedOn):
        key = saves.key_for(screen.save_id)
        fork = _fork(screen, doc)
        _stop(screen, Stale(key=key, forked=fork or ""))
        return
    screen.save_rev = result


def _fork(screen, doc) -> "str | None":
    """Save this screen's game under a new id (the other tab keeps the old one); the new id,
    or None (and a message) when the browser refuses the write."""
    new_id = saves.new_id(now_ms(), random_u32())
    fork = msgspec.structs.replace(doc, id=new_id, rev=1)
    try:
        saves.write(screen.app.store, fork)
    except Exception as exc:
        screen.message = storage_message(exc)
        console_warn(f"Agora: could not keep the game as a separate save: {exc}")
        return None
    screen.save_id, screen.save_rev = new_id, 1
    return new_id


def on_storage(app, event) -> None:
    """The `storage` event: another tab of this site changed localStorage."""
    screen = app.screen
    save_id = getattr(screen, "save_id", None)
    if save_id is None or getattr(screen, "record", None) is None or stale(screen) is not None:
        return
    key = event.key
    if not isinstance(key, str) or key != saves.key_for(save_id):
        return
    text = event.newValue
    if not isinstance(text, str):
        return  # deleted there: the next move here writes it again, nothing is lost
    entry = saves.read_entry(key, text)
    if not entry.ok:
        return
    mine = msgspec.to_builtins(screen.record)
    theirs = entry.doc.record
    if saves.extends(mine, theirs) and saves.extends(theirs, mine):
        screen.save_rev = max(getattr(screen, "save_rev", 0), entry.doc.rev)  # the same game
        return
    if entry.doc.rev <= getattr(screen, "save_rev", 0):
        return
    _stop(screen, Stale(key=key))
    app.render()


def keep_here(app) -> None:
    """"Go on here": this tab's game becomes a separate save (if it is not one yet) and play
    resumes."""
    screen = app.screen
    why = stale(screen)
    if why is None:
        return
    if not why.forked:
        doc = saves.doc_for(screen.save_id, screen.created, now_ms(), screen.record, screen.summary(),
                            tutorial_mark(screen))
        if _fork(screen, doc) is None:
            app.render()
            return
    screen.stale = None
    app.render()
    if hasattr(screen, "maybe_run_computers"):
        screen.maybe_run_computers()


def load_newer(app, key: str) -> None:
    """"Load the newer position": open the save as the other tab left it."""
    screen = app.screen
    if stale(screen) is not None:
        screen.stale = None
    app.open_save(key)


def banner(screen) -> str:
    """The banner of a stopped screen ("" when it is not stopped)."""
    why = stale(screen)
    if why is None:
        return ""
    note = t("tab_forked") if why.forked else t("tab_stopped")
    keep = t("tab_go_on") if why.forked else t("tab_keep_here")
    return (f'<div class="notice warn tab-moved" role="alert" data-testid="moved-on">'
            f'<strong>{esc(t("tab_moved_on"))}</strong> <span>{esc(note)}</span>'
            f'<span class="tab-moved-actions">'
            f'<button class="btn primary small" data-act="tab-load" data-arg="{esc(why.key)}" '
            f'data-testid="tab-load">{esc(t("tab_load_newer"))}</button>'
            f'<button class="btn small" data-act="tab-keep" data-testid="tab-keep">{esc(keep)}</button>'
            f'</span></div>')
