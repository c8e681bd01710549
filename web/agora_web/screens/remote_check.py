"""The check at the end, under a remote game's final table (docs/remote.md, "The check at the
end"): every device in turn sends its secrets (Send is offered here, on the device whose message
is due), then each device checks the whole game on its own and the table says "Checked: fair
play" or every problem found, naming the device and the seat (remote/words.py words them).

Every title's final table shows this part (FinalTable.final_table asks `RemotePlay.final_html`);
with sealed hands, once the check has read every card the screen is built again from the true
deal (`final_record`), so the final table and the log show the hands as they really were.
"""

from __future__ import annotations

import asyncio

from ..dom import esc
from ..texts.i18n import t
from ..ui import widgets


def final_html(play, screen) -> str:
    """The lines under the final table: the verdict once checked; while the secrets come in,
    Send (this device's are due) or whom the check waits for."""
    game = play.game
    session = game.session
    if play.verdict is not None:
        from ..remote import words

        devices = [d.name or t("player_n", n=i + 1) for i, d in enumerate(session.start.devices)]
        lines = words.verdict(play.verdict, devices, screen.seat_names())
        cls = "remote-verdict good" if not play.verdict else "remote-verdict bad"
        items = "".join(f"<li>{esc(line)}</li>" for line in lines)
        return f'<div class="{cls}" data-testid="remote-verdict" role="status"><ul>{items}</ul></div>'
    if session.audited():
        start_check(play, screen)
        return f'<p class="remote-verdict" data-testid="remote-checking" role="status">{esc(t("remote_checking"))}</p>'
    if play.ready(screen):
        return (
            f'<p class="remote-verdict" data-testid="remote-check-send">{esc(t("remote_check_send"))}</p>'
            + widgets.button("remote-send", t("remote_send_secrets"), cls="btn primary small", testid="remote-send")
        )
    due = game.to_send()
    name = (session.start.devices[due].name or t("player_n", n=due + 1)) if due is not None else ""
    return (
        f'<p class="remote-verdict" data-testid="remote-check-wait" role="status">'
        f"{esc(t('remote_check_waiting', device=name))}</p>"
    )


def start_check(play, screen) -> None:
    """Check the whole game once, in the background; the screen shows the verdict after."""
    if play.checking:
        return
    play.checking = True
    asyncio.ensure_future(_check(play, screen))


async def _check(play, screen) -> None:
    from ..dom import console_warn
    from .remote_play import play_screen

    app = screen.app
    try:
        problems = await play.game.check()
    except Exception as exc:  # a fault of ours: the table keeps saying it checks; logged
        console_warn(f"Agora: checking a remote game failed: {exc!r}")
        return
    play.verdict = list(problems or [])
    if app.screen is not screen:
        return
    session = play.game.session
    if session.sealed and not play.true_deal and session.final_record() is not None:
        app.show(play_screen(app, play.game, play.entry, verdict=play.verdict))
    else:
        app.render()
