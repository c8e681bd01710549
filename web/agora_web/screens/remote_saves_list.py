"""The home screen's rows for remote games kept on this device: the game, its players, whose turn
it is (as last saved: nothing of remote/ is loaded to list them) and when it last changed, with
Open (the game as it stands: remote_open.StatusScreen)."""

from __future__ import annotations

from ..dom import esc, format_date
from ..services import remote_links
from ..texts.i18n import lang, t
from .seats import player_name


def rows_html(store) -> "list[str]":
    """A row per remote game, the newest first (none when storage cannot be read)."""
    try:
        entries = [(game_hex, remote_links.load(store, game_hex)) for game_hex in remote_links.game_ids(store)]
    except Exception:  # storage refused: the ordinary saves say so
        return []
    entries = [(h, e) for h, e in entries if e is not None]
    entries.sort(key=lambda item: -int(item[1].get("updated") or 0))
    return [_row(game_hex, entry) for game_hex, entry in entries]


def _row(game_hex: str, entry: dict) -> str:
    names = [str(n) for n in entry.get("names") or []]
    players = ", ".join(player_name(n, i) for i, n in enumerate(names))
    turn = remote_links.turn_words(names, entry.get("turn") or {})
    game = str(entry.get("game") or "")
    return (
        f'<li class="save-row remote" data-testid="remote-row" data-key="{esc(game_hex)}">'
        f'<div class="save-main"><span class="save-game">{esc(t(f"game.{game}"))} · {esc(t("remote_with_friends"))}</span>'
        f'<span class="save-players">{esc(players)}</span></div>'
        f'<div class="save-meta"><span class="save-status" data-testid="remote-status">{esc(turn)}</span>'
        f'<span class="save-date">{esc(format_date(int(entry.get("updated") or 0), lang()))}</span></div>'
        f'<div class="save-actions"><button class="btn small" data-act="open-remote" data-arg="{esc(game_hex)}" '
        f'data-testid="open-remote" aria-label="{esc(t("remote_open_label", game=t(f"game.{game}"), players=players))}">'
        f"{esc(t('open'))}</button></div></li>"
    )
