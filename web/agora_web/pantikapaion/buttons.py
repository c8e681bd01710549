"""What an option button of the Pantikapaion screen says: an instruction to the player (verb in
the imperative, what they get), where the log says what happened ("Ann: takes 2 coins").
Actions without a button of their own here fall back to the log's wording."""

from __future__ import annotations

from engine.pantikapaion import data
from engine.pantikapaion.development import step_cost
from engine.pantikapaion.state import (
    Advance,
    Build,
    Discard,
    DrawTile,
    EndTurn,
    FreeBuild,
    MoveBuilding,
    PaidStep,
    Pick,
    Sell,
    Skip,
    TakeCoins,
    TakeCube,
)

from ..texts.i18n import lang, raw, t, tn
from . import draw


def with_article(word: str) -> str:
    """English "a"/"an" before a word (the other language has no articles)."""
    if lang() != "en":
        return word
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _in_row(colour: str) -> str:
    """A row's colour as it reads in "in the … row" (Russian needs another case)."""
    return raw("pk.colours_in")[data.COLOURS.index(colour)]


def button_label(action, state=None, fallback=None) -> str:
    if isinstance(action, TakeCoins):
        return t("pk.b_coins")
    if isinstance(action, TakeCube):
        return t("pk.b_cube", colour=draw.colour_name(action.colour))
    if isinstance(action, Sell):
        cubes = ", ".join(draw.colour_name(c) for c in action.colours)
        return tn("pk.b_sell", len(action.colours), cubes=cubes)
    if isinstance(action, FreeBuild):
        kind = draw.kind_name(action.kind)
        # English names the building with its article ("an aqueduct"); Russian quotes its name
        return t("pk.b_free_build", kind=with_article(kind.lower()) if lang() == "en" else kind)
    if isinstance(action, DrawTile):
        return t("pk.b_draw")
    if isinstance(action, Advance):
        return t("pk.b_advance", row=_in_row(action.row))
    if isinstance(action, PaidStep):
        cost = step_cost(state) if state is not None and state.step == "paid" else None
        if cost is None:
            return t("pk.b_paid_step")
        return tn("pk.b_paid", cost) if cost else t("pk.b_paid_free")
    if isinstance(action, Skip):
        return t("pk.b_skip")
    if isinstance(action, EndTurn):
        return t("pk.b_stop_workers" if state is not None and state.step == "final_workers" else "pk.b_end")
    if isinstance(action, Pick):
        tile = state.ring[action.slot] if state is not None and action.slot < len(state.ring) else 0
        return t("pk.b_pick", n=action.slot + 1, tile=draw.tile_title(tile) if tile else "")
    if isinstance(action, Build):
        return t("pk.b_build", kind=draw.kind_name(action.kind))
    if isinstance(action, MoveBuilding):
        return t("pk.b_move")
    if isinstance(action, Discard):
        return t("pk.b_discard", colour=draw.colour_name(action.colour))
    return fallback(action, state) if fallback is not None else str(action)
