"""What remote games' screens need besides the protocol (web/agora_web/services/remote_links.py):
the pinned QR library is the one the build ships, a QR code is an SVG that scales and is named
for screen readers, the link's address drops the page's query, and remote games are kept and
found again on a store like localStorage."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from web.agora_web.services import remote_links

ROOT = Path(__file__).resolve().parents[2]


def _segno_wheel() -> Path:
    import os

    cache = Path(os.environ.get("AGORA_CACHE") or ROOT / "build" / "cache")
    wheel = cache / remote_links.SEGNO_WHEEL
    if not wheel.is_file():
        pytest.skip(f"{wheel} missing: run `make vendor`")
    return wheel


def test_the_qr_wheel_is_the_one_pinned_in_the_vendor_lock():
    lock = json.loads((ROOT / "build" / "vendor.lock").read_text())["artifacts"]
    segno = next(a for a in lock if a["name"] == "segno")
    assert segno["filename"] == remote_links.SEGNO_WHEEL
    assert segno["spec"] == "segno==" + segno["version"]


def test_a_qr_code_scales_is_named_and_holds_the_whole_link():
    remote_links.use_wheel(str(_segno_wheel()))
    import segno

    link = "https://example.org/agora/#i=" + "x" * 1970  # as long as an invitation may be
    svg = remote_links.qr_svg(link, 'QR for "Ann" <3>')
    assert svg.startswith('<svg class="qr"') and svg.endswith("</svg>")
    assert 'aria-label="QR for &quot;Ann&quot; &lt;3&gt;"' in svg and 'role="img"' in svg
    size = segno.make_qr(link, error="l", boost_error=True).symbol_size(border=remote_links.QR_BORDER)[0]
    assert f'viewBox="0 0 {size} {size}"' in svg and 'width="' + str(size) in svg  # the white ground
    assert "<path" in svg and "style=" not in svg  # no inline style: the page's CSP holds
    assert remote_links.qr_svg("x" * 5000, "too long") == ""


def test_without_the_library_there_is_no_qr_code(monkeypatch):
    monkeypatch.setitem(sys.modules, "segno", None)  # import fails
    assert remote_links.qr_svg("https://example.org/#i=1", "QR") == ""


def test_a_link_is_the_page_address_without_query_or_fragment():
    assert remote_links.full_link("https://a.org/agora/?ai_delay=0#r=1.x", "#i=abc") == "https://a.org/agora/#i=abc"
    assert remote_links.full_link("http://localhost:8000/", "#j=1") == "http://localhost:8000/#j=1"


class _Store:
    def __init__(self):
        self.values = {}

    def get(self, key):
        return self.values.get(key)

    def set(self, key, value):
        self.values[key] = value

    def keys(self):
        return list(self.values)

    def remove(self, key):
        del self.values[key]


def test_remote_games_are_kept_and_found_again():
    store = _Store()
    store.set("agora.saves.v1.abc", "{}")
    turn = {"state": remote_links.SEAT, "seat": 1, "mine": False}
    remote_links.save(store, "00ff", "akropolis", ["Ann", "Bo"], 17, b'{"v":1}', turn)
    assert remote_links.game_ids(store) == ["00ff"]
    entry = remote_links.load(store, "00ff")
    assert entry == {"game": "akropolis", "names": ["Ann", "Bo"], "updated": 17, "turn": turn, "save": '{"v":1}'}
    store.set(remote_links.key_for("bad"), "not json")
    assert remote_links.load(store, "bad") is None and remote_links.load(store, "none") is None


def test_deleting_a_remote_game_leaves_nothing_of_it_and_every_other_key_as_it_was():
    store = _Store()
    store.set("agora.saves.v1.abc", '{"game": "akropolis"}')
    store.set("agora.lang", "ru")
    for game_hex in ("00ff", "00fe", "00ff01"):
        remote_links.save(store, game_hex, "akropolis", ["Ann", "Bo"], 17, b'{"v":1}')
    store.set(remote_links.key_for("00ff") + ".unsent", "[]")  # anything kept under the game's own key
    others = {k: v for k, v in store.values.items() if "00ff" not in k or "00ff01" in k}
    assert remote_links.game_ids(store) == ["00fe", "00ff", "00ff01"]
    remote_links.delete(store, "00ff")
    assert store.values == others  # a game whose id starts the same is another game
    assert remote_links.game_ids(store) == ["00fe", "00ff01"] and remote_links.load(store, "00ff") is None
    remote_links.delete(store, "00ff")  # twice: nothing more to do, no error


def test_a_link_sent_as_a_file_opens_as_the_link_and_nothing_else_does():
    url = "https://a.org/agora/#t=1." + "A" * 2500
    text = remote_links.file_text(url)
    assert text.endswith("\n") and remote_links.fragment_in(text) == url[url.index("#") :]
    # a link pasted into a text file by hand, with or without the address, in any line ending
    assert remote_links.fragment_in("  " + url + "\r\n") == url[url.index("#") :]
    assert remote_links.fragment_in("#i=1.abc") == "#i=1.abc" and remote_links.fragment_in("j=1.abc") == "j=1.abc"
    # game records, share links, two links, nothing: not remote links (the ordinary import reads them)
    for other in ('{"game": "akropolis"}', "https://a.org/agora/#r=1.abc", url + "\n" + url, "", "   "):
        assert remote_links.fragment_in(other) is None
    assert remote_links.fragment_in("#t=" + "A" * remote_links.MAX_FILE) is None
    name = remote_links.file_name("turn-link", "2026-11-29_10:05")
    assert name == "agora-turn-link-2026-11-29_10-05.agora"


def test_remote_links_are_told_from_share_links_by_the_protocols_own_keys():
    from web.agora_web.remote import messages

    for key in (messages.INVITE_KEY, messages.JOIN_KEY, messages.LINK_KEY):
        assert remote_links.is_remote_link(f"#{key}=1.abc")
    assert not remote_links.is_remote_link("#r=1.abc") and not remote_links.is_remote_link("")


@pytest.mark.parametrize("code", ["en", "ru"])
def test_whose_turn_is_said_for_every_state_in_both_languages(code, monkeypatch):
    import types

    if "pyscript" not in sys.modules:  # the page's module, which the seats' names need only there
        monkeypatch.setitem(sys.modules, "pyscript", types.SimpleNamespace(document=None, window=None))
    from web.agora_web.texts import i18n

    i18n.set_lang(code)
    try:
        names = ["Ann", ""]
        said = {
            state: remote_links.turn_words(names, turn)
            for state, turn in {
                "mine": {"state": remote_links.SEAT, "seat": 0, "mine": True},
                "theirs": {"state": remote_links.SEAT, "seat": 1, "mine": False},
                "here": {"state": remote_links.HERE},
                "there": {"state": remote_links.THERE, "device": "Bo's phone"},
                "over": {"state": remote_links.OVER},
                "gathering": {"state": remote_links.GATHERING},
                "unknown": {},
            }.items()
        }
    finally:
        i18n.set_lang("en")
    assert "Ann" in said["mine"] and i18n.per_language(lambda: i18n.t("player_n", n=2))[code] in said["theirs"]
    assert "Bo's phone" in said["there"]
    assert len(set(said.values())) == 6 and said["unknown"] == said["gathering"]
    assert not any("remote_" in text for text in said.values())  # every key has its sentence
