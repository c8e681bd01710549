"""What a remote game's links need besides the protocol: the full address of a link, a QR code of
it (SVG, drawn here by the vendored segno), the file a link too long for messengers travels in,
and this device's saved remote games.

segno is not loaded at start-up: its wheel ships in the site (build/vendor.lock) and is put on
the import path the first time a QR code is wanted (`load_qr`), fetched from the site itself.
Remote saves live in localStorage beside the ordinary saves, under their own prefix: their
content is RemoteGame.to_save()'s JSON, which the game checks again when it is opened.
"""

from __future__ import annotations

import json
import sys

#: the vendored QR library's wheel, as build/vendor.lock names it (a test checks they agree)
SEGNO_WHEEL = "segno-1.6.6-py3-none-any.whl"
#: where the page keeps the wheel once fetched (Pyodide's in-memory file system)
_WHEEL_PATH = "/tmp/" + SEGNO_WHEEL
#: quiet zone around a QR code, in modules (the standard asks for 4; 2 reads fine on a screen)
QR_BORDER = 2

PREFIX = "agora.remote.v1."


def full_link(base_url: str, fragment: str) -> str:
    """The address to send: the page's address without query or fragment, then `fragment`."""
    base = base_url.split("#", 1)[0].split("?", 1)[0]
    return base + fragment


def is_remote_link(fragment: str) -> bool:
    """Whether a URL fragment is a remote game's link: an invitation (#i=), an answer (#j=) or
    messages (#t=), as remote/messages.py names them (not imported here: it loads with a game),
    or a live game's pairing code: an offer (#o=) or its answer (#a=), as remote/pairing.py does."""
    return fragment.lstrip("#")[:2] in ("i=", "j=", "t=", "o=", "a=")


# --- a link too long for messengers, as a file ---------------------------------------------------
#: the name a link's file ends with
FILE_SUFFIX = ".agora"
#: the file's type: plain text, which every share sheet takes
FILE_TYPE = "text/plain"
#: longest file read as a link (a turn link's payload is at most messages.MAX_PAYLOAD)
MAX_FILE = 250_000


def file_text(url: str) -> str:
    """What a link's file holds: the link itself, on one line, so that opening the file is
    opening the link (and a person can still read where it leads)."""
    return url + "\n"


def fragment_in(text: str) -> "str | None":
    """The remote link a file holds (its fragment, "#t=…"), or None when the text is not one:
    the file `file_text` wrote, or a link pasted into a text file by hand."""
    text = (text or "").strip()
    if not text or len(text) > MAX_FILE or any(c.isspace() for c in text):
        return None
    fragment = "#" + text.split("#", 1)[1] if "#" in text else text
    return fragment if is_remote_link(fragment) else None


def file_name(kind: str, stamp: str) -> str:
    """A file name that says what it is: "agora-turn-2026-11-29_10-05.agora"."""
    safe = "".join(c if c.isalnum() or c in "-_" else "-" for c in f"{kind}-{stamp}")
    return f"agora-{safe}{FILE_SUFFIX}"


def use_wheel(path: str) -> None:
    """Make segno importable from its wheel at `path` (a pure-Python wheel imports as a zip)."""
    if path not in sys.path:
        sys.path.append(path)


async def load_qr() -> bool:
    """In the page: fetch segno's wheel from the site once and make it importable. False when it
    cannot be had (the links work without their QR codes)."""
    try:
        import segno  # noqa: F401

        return True
    except ImportError:
        pass
    try:
        from pyodide.http import pyfetch

        response = await pyfetch("./wheels/" + SEGNO_WHEEL)
        if not response.ok:
            return False
        with open(_WHEEL_PATH, "wb") as out:
            out.write(await response.bytes())
        use_wheel(_WHEEL_PATH)
        import segno  # noqa: F401,F811
    except Exception:
        return False
    return True


def qr_svg(text: str, label: str) -> str:
    """`text` as a QR code: an inline SVG that scales to its box, with `label` as its accessible
    name ("" when segno is not loaded or the text is too long for a QR code)."""
    try:
        import segno
    except ImportError:
        return ""
    from ..ui.html import esc

    try:
        code = segno.make_qr(text, error="l", boost_error=True)
    except Exception:  # longer than the largest QR code holds
        return ""
    size, _ = code.symbol_size(border=QR_BORDER)
    import io

    out = io.BytesIO()
    code.save(
        out,
        kind="svg",
        xmldecl=False,
        svgns=False,
        nl=False,
        border=QR_BORDER,
        scale=1,
        dark="#000",
        light=None,
        omitsize=True,
    )
    drawn = out.getvalue().decode()
    start, end = drawn.find("<path"), drawn.rfind("</svg>")
    if start < 0 or end < 0:
        return ""
    return (
        f'<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}" role="img"'
        f' aria-label="{esc(label)}" shape-rendering="crispEdges">'
        f'<rect width="{size}" height="{size}" fill="#fff"/>{drawn[start:end]}</svg>'
    )


# --- this device's remote games -------------------------------------------------------------
def key_for(game_hex: str) -> str:
    return PREFIX + game_hex


def save(
    store,
    game_hex: str,
    game: str,
    names: "list[str]",
    updated: int,
    data: bytes,
    turn: "dict | None" = None,
    unsent: "dict | None" = None,
) -> None:
    """Keep a remote game: what the saves list shows (its game, its players' names, when it last
    changed, whose turn: `turn_words`) beside RemoteGame.to_save()'s bytes, and the moves this
    device played but has not sent (`unsent`: remote_play.kept_unsent reads them)."""
    entry = {
        "game": game,
        "names": names,
        "updated": updated,
        "turn": turn or {"state": GATHERING},
        "save": data.decode(),
    }
    if unsent:
        entry["unsent"] = unsent
    store.set(key_for(game_hex), json.dumps(entry))


#: what a remote game waits for (the "state" of its turn)
GATHERING, OVER, SEAT, HERE, THERE = "gathering", "over", "seat", "here", "there"


def turn_words(names: "list[str]", turn: dict) -> str:
    """Whose turn it is, in words, from what `save` kept: the seat to act (yours or another's),
    this device or another's to send (a draw waits for it), the answers awaited, the end."""
    from ..screens.seats import player_name
    from ..texts.i18n import t

    state = turn.get("state")
    if state == SEAT:
        seat = int(turn.get("seat", 0))
        name = player_name(names[seat] if 0 <= seat < len(names) else "", seat)
        return t("remote_your_turn", name=name) if turn.get("mine") else t("remote_turn_of", name=name)
    if state == HERE:
        return t("remote_due_here")
    if state == THERE:
        return t("remote_due_there", device=str(turn.get("device", "")))
    if state == OVER:
        return t("remote_over")
    return t("remote_answers_wait")


def load(store, game_hex: str) -> "dict | None":
    """A kept remote game's entry (None when there is none or it is not one)."""
    text = store.get(key_for(game_hex))
    if not text:
        return None
    try:
        entry = json.loads(str(text))
    except ValueError:
        return None
    if not isinstance(entry, dict) or not isinstance(entry.get("save"), str):
        return None
    return entry


def delete(store, game_hex: str) -> None:
    """Forget a remote game's stored entry and whatever else is kept under its key (keys.py
    keeps its signing key apart: the caller deletes that too)."""
    key = key_for(game_hex)
    for stored in list(store.keys()):
        stored = str(stored)
        if stored == key or stored.startswith(key + "."):
            store.remove(stored)


def game_ids(store) -> "list[str]":
    """The ids (hex) of every remote game kept on this device."""
    ids = (str(k)[len(PREFIX) :] for k in store.keys() if str(k).startswith(PREFIX))
    return sorted(i for i in ids if i and "." not in i)  # what `delete` also removes is no game
