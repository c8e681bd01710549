"""Why a record (a save, a file, a link) cannot be opened, in the interface language.

The engine's RecordError carries a `kind` and a short English message. The page shows a
translated sentence for the kind and keeps the English message as details, shown on request
(for a bug report); raw Python or browser texts are never shown as the message itself.
"""

from __future__ import annotations

from ..texts.i18n import TEXT, t


def reason(kind: str, move_index: "int | None" = None, refusal=None, game: str = "") -> str:
    """The translated reason for a RecordError kind ("" for an unknown kind). `move_index` counts
    from 0, as the engine does; players count moves from 1, as the replay does. A move the rules
    refused (`refusal`, an IllegalAction of `game`) says why, in the refusal's own sentence."""
    if kind == "bad_move" and move_index is not None:
        said = t("record_kind.bad_move_n", n=move_index + 1)
        if refusal is not None and getattr(refusal, "code", "illegal") != "illegal":
            from ..texts import refusals

            said = t("record_kind.bad_move_why", move=said, why=refusals.sentence(refusal, game))
        return said
    key = f"record_kind.{kind}"
    return t(key) if key in TEXT else ""


def notice(cls: str, headline: str, exc=None, detail: str = "") -> tuple:
    """A home-screen message (css class, headline, details, translated reason) for a refused
    record: `exc` a RecordError (or anything with `kind`), or a plain `detail`."""
    kind = getattr(exc, "kind", "") if exc is not None else ""
    move = getattr(exc, "move_index", None) if exc is not None else None
    details = detail or (str(exc) if exc is not None else "")
    refusal, game = getattr(exc, "refusal", None), getattr(exc, "game", "")
    return (cls, headline, safe(details), reason(kind, move, refusal, game))


def storage_message(exc) -> str:
    """The translated text for a failed write to localStorage (the browser's own text, such as
    "QuotaExceededError: Failed to execute 'setItem'…", goes to the console only). It says the
    moves are kept in the tab and saved as soon as there is room (unsaved.py)."""
    text = f"{type(exc).__name__} {exc}"
    if "quota" in text.lower():
        return t("storage_full")
    return t("storage_off")


def safe(text: str, limit: int = 300) -> str:
    """`text` fit for the page: cut short, without lone surrogates (which the page cannot take)."""
    text = str(text)
    if len(text) > limit:
        text = text[:limit] + "…"
    return text.encode("utf-8", "backslashreplace").decode("utf-8")
