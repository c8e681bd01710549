"""The home screen's rows for remote games kept on this device: the game, its players, whose turn
it is (as last saved: nothing of remote/ is loaded to list them) and when it last changed, with
Open (the game as it stands: remote_open.StatusScreen) and Delete, which asks first and then
forgets the game here: its signing key (keys.py, IndexedDB) and everything kept under its entry.
"""

from __future__ import annotations

from ..dom import esc, format_date
from ..services import remote_links
from ..texts.i18n import lang, t
from ..ui.html import named_by_row
from .seats import player_name

#: what the home screen's delete question names a remote game by ("remote!<game id>"): never a
#: key of an ordinary save (saves.py), so the two deletes cannot be taken for each other
CONFIRM = "remote!"


def rows_html(store, confirming: "str | None" = None) -> "list[str]":
    """A row per remote game, the newest first (none when storage cannot be read); the row of
    `confirming` (CONFIRM + its id) asks whether to delete it."""
    try:
        entries = [(game_hex, remote_links.load(store, game_hex)) for game_hex in remote_links.game_ids(store)]
    except Exception:  # storage refused: the ordinary saves say so
        return []
    entries = [(h, e) for h, e in entries if e is not None]
    entries.sort(key=lambda item: -int(item[1].get("updated") or 0))
    return [_row(game_hex, entry, confirming == CONFIRM + game_hex) for game_hex, entry in entries]


def _row(game_hex: str, entry: dict, confirming: bool = False) -> str:
    names = [str(n) for n in entry.get("names") or []]
    players = ", ".join(player_name(n, i) for i, n in enumerate(names))
    turn = remote_links.turn_words(names, entry.get("turn") or {})
    game = str(entry.get("game") or "")
    key = esc(game_hex)
    row = f"remote-{key}"
    if confirming:
        actions = (
            f'<span class="muted" id="remote-confirm-{key}">{esc(t("remote_delete_confirm"))}</span>'
            f'<button class="btn danger small" data-act="delete-remote-yes" data-arg="{key}" '
            f'data-testid="delete-remote-yes" aria-describedby="remote-confirm-{key}"{named_by_row(row, "delete-yes")}>{esc(t("yes_delete"))}</button>'
            f'<button class="btn small" data-act="delete-no" data-testid="delete-no" '
            f'aria-describedby="remote-confirm-{key}"{named_by_row(row, "delete-no")}>{esc(t("keep"))}</button>'
        )
    else:
        actions = (
            f'<button class="btn small" data-act="open-remote" data-arg="{key}" data-testid="open-remote"'
            f"{named_by_row(row, 'open')}>{esc(t('open'))}</button>"
            f'<button class="btn ghost small" data-act="delete-remote" data-arg="{key}" data-testid="delete-remote"'
            f"{named_by_row(row, 'delete')}>{esc(t('delete'))}</button>"
        )
    return (
        f'<li class="save-row remote" data-testid="remote-row" data-key="{key}">'
        f'<div class="save-main" id="{row}"><span class="save-game">{esc(t(f"game.{game}"))} · {esc(t("remote_with_friends"))}</span>'
        f'<span class="save-players">{esc(players)}</span></div>'
        f'<div class="save-meta" id="{row}-meta"><span class="save-status" data-testid="remote-status">{esc(turn)}</span>'
        f'<span class="save-date">{esc(format_date(int(entry.get("updated") or 0), lang()))}</span></div>'
        f'<div class="save-actions">{actions}</div></li>'
    )


async def delete_game(app, game_hex: str) -> None:
    """Forget remote game `game_hex` on this device: its signing key first (a key left behind
    would be a key for nothing), then its entry; the home screen is drawn again."""
    from ..remote import keys

    try:
        store = await keys.open_store()
        await store.delete(game_hex)
    except Exception as exc:  # storage refused: the key lived in memory and goes with the page
        from ..dom import console_warn

        console_warn(f"Agora: the key of a deleted remote game could not be deleted: {exc!r}")
    remote_links.delete(app.store, game_hex)
    app.render()
