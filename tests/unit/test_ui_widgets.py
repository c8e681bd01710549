"""The widget layer (web/agora_web/ui) in plain CPython: what it escapes, the accessible name of
every control, the data-testids the browser tests rely on, and one act name per kind of control."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from web.agora_web.texts import i18n
from web.agora_web.ui import icons, text, widgets

EVIL = '<img src=x onerror="alert(1)">&'


class _Controls(HTMLParser):
    """The buttons of some HTML: attributes and the text inside each."""

    def __init__(self):
        super().__init__()
        self.buttons, self._open, self.tags = [], None, []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag == "button":
            self._open = {"attrs": dict(attrs), "text": ""}
            self.buttons.append(self._open)

    def handle_endtag(self, tag):
        if tag == "button":
            self._open = None

    def handle_data(self, data):
        if self._open is not None:
            self._open["text"] += data


def _controls(html: str) -> _Controls:
    parser = _Controls()
    parser.feed(html)
    return parser


def _named(button) -> bool:
    a = button["attrs"]
    words = any(ch.isalpha() for ch in button["text"])  # a glyph (+, ⏮, ✕) names nothing
    return words or bool(a.get("aria-label", "").strip())


@pytest.fixture(params=i18n.LANGS)
def lang(request):
    before = i18n.lang()
    i18n.set_lang(request.param)
    yield request.param
    i18n.set_lang(before)


def _every_widget() -> str:
    return "".join(
        [
            widgets.export_button(),
            widgets.undo_button(),
            widgets.confirm_button(),
            widgets.cancel_button(),
            widgets.rotate_button("Rotate"),
            widgets.round_pill("Round 2", data_round=2),
            widgets.step_controls(3, 9),
            widgets.over_bar(),
            widgets.action_bar(widgets.thinking("Ann"), widgets.confirm_button()),
            widgets.choice_list(
                [widgets.choice(0, "Pass", testid="opt-pass"), widgets.choice(4, "Swap", testid="opt-swap")],
                cls="opts",
                testid="options",
            ),
            widgets.seat_tabs(["Ann", "Bo"], 1, turn=0),
            widgets.zoom_controls(),
            widgets.player_card(0, "Ann", "Human", "3", thinking=True, act="show-city"),
            widgets.final_table(
                "final",
                ["Ann", "Bo"],
                [1],
                "Bo wins",
                [widgets.final_row("Houses", "house", [3, 5], [1]), widgets.final_totals([3, 5], [1])],
            ),
            widgets.icon_button("zoom", "+", "Zoom in", arg="in", testid="zoom-in"),
        ]
    )


def test_every_control_has_an_accessible_name_and_a_known_act(lang):
    found = _controls(_every_widget())
    assert len(found.buttons) == 24
    for button in found.buttons:
        assert _named(button), button
        assert button["attrs"]["data-act"] in widgets.ACTS or button["attrs"]["data-act"] == "show-city"
        assert button["attrs"].get("data-testid"), button


def test_a_button_without_words_or_label_is_refused():
    with pytest.raises(ValueError):
        widgets.button("zoom", glyph="+")


def test_texts_are_escaped_and_html_is_kept():
    html = widgets.button("draw", EVIL, html="<b>bold</b>", testid="x", data_note=EVIL)
    assert "<img" not in html and "&lt;img" in html and "<b>bold</b>" in html
    assert 'data-note="&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;"' in html
    assert "<img" not in widgets.round_pill(EVIL)
    assert "<img" not in widgets.final_table("final", [EVIL, "Bo"], [0], "x", [])
    assert "<img" not in widgets.with_error("", EVIL)
    assert "<img" not in widgets.thinking(EVIL)
    assert "<img" not in widgets.panel(EVIL, "", cls="p")


def test_marked_text_escapes_values_and_keeps_marks(lang):
    html = text.marked("py.i_am", {"name": "<b>Ann</b>"})
    assert "<b>Ann</b>" in html and "\ue000" not in html
    evil = text.marked("winner", {}, names=EVIL)
    assert "<img" not in evil and "&lt;img" in evil


def test_test_ids_of_the_browser_tests():
    over = _controls(widgets.over_bar())
    assert [b["attrs"]["data-testid"] for b in over.buttons] == ["show-final", "new-game"]
    steps = _controls(widgets.step_controls(0, 4))
    ids = {b["attrs"]["data-testid"]: b for b in steps.buttons}
    assert set(ids) == {"replay-first", "replay-prev", "replay-next", "replay-last"}
    assert "disabled" in ids["replay-prev"]["attrs"] and "disabled" not in ids["replay-next"]["attrs"]
    assert ids["replay-last"]["attrs"]["data-arg"] == "4" and ids["replay-next"]["attrs"]["data-arg"] == "1"
    assert 'data-testid="replay-pos" data-step="0" data-total="4"' in widgets.step_controls(0, 4)
    final = widgets.final_table(
        "final",
        ["Ann", "Bo"],
        [1],
        "Bo wins",
        [widgets.final_row("Houses", "house", [3, 5], [1]), widgets.final_totals([3, 5], [1])],
        seat_testids=False,
    )
    tags = {a.get("data-testid"): (tag, a) for tag, a in _controls(final).tags if a.get("data-testid")}
    assert {
        "final-scores",
        "final-close",
        "winner-line",
        "final-house-0",
        "final-house-1",
        "final-total-0",
        "final-total-1",
        "play-again",
        "final-home",
    } <= set(tags)
    assert "final-player-0" not in tags
    assert tags["final-total-1"][1]["class"] == "total win" and tags["final-total-1"][1]["data-total"] == "5"
    assert tags["final-scores"][1]["data-winners"] == "1"
    tabs = _controls(widgets.seat_tabs(["Ann", "Bo"], 1))
    assert [(b["attrs"]["data-testid"], b["attrs"]["aria-pressed"]) for b in tabs.buttons] == [
        ("city-tab-0", "false"),
        ("city-tab-1", "true"),
    ]
    zoom = _controls(widgets.zoom_controls(fit=False))
    assert [b["attrs"]["data-testid"] for b in zoom.buttons] == ["zoom-in", "zoom-out"]


def test_one_act_for_a_listed_move():
    html = widgets.choice(7, "Pass", testid="opt-pass", data_idx=7)
    button = _controls(html).buttons[0]["attrs"]
    assert button["data-act"] == "choose" and button["data-arg"] == "7" and button["data-idx"] == "7"
    assert widgets.choice_list([], cls="opts") == ""


def test_action_bar_states():
    bar = widgets.action_bar("Go", "", cls="am-actionbar", mode="busy", held="<svg></svg>")
    assert bar.startswith('<div class="actionbar am-actionbar busy" data-testid="actionbar"><svg></svg>')
    # not a live region of its own: drawn anew each render, it would not be announced (the app
    # has one live region outside the screen, announce.py)
    assert "aria-live" not in bar and '<div class="status" data-testid="status">Go</div>' in bar
    assert 'data-testid="error"' in widgets.with_error("Go", "No") and widgets.with_error("Go", "") == "Go"
    assert 'class="spinner small"' in widgets.player_card(1, "Bo", "", "", thinking=True)
    card = _controls(widgets.player_card(1, "Bo", "", "", act="show-city")).buttons[0]["attrs"]
    assert card["data-testid"] == "player-1" and card["data-arg"] == "1"


def test_icons_come_from_one_shared_sprite():
    sprite = icons.sprite()
    for name in ("stone", "laurel", "chief", "star"):
        assert f'id="g-{name}"' in sprite
    assert 'aria-hidden="true"' in icons.icon("stone")
    labelled = icons.icon("chief", label=EVIL)
    assert 'role="img"' in labelled and "<img" not in labelled


def test_new_texts_exist_in_both_languages():
    for key in ("zoom", "city_tabs", "move_choices"):
        assert set(i18n.TEXT[key]) == set(i18n.LANGS)


def test_the_final_table_is_a_dialog_named_by_its_heading(lang):
    """A <dialog> (the screen opens it modal) labelled by its heading, described by the winner's
    line; Review goes with New game and Home, in the row that never scrolls away."""
    final = widgets.final_table(
        "final",
        ["Ann", "Bo"],
        [1],
        "Bo wins",
        [widgets.final_totals([3, 5], [1])],
        actions=widgets.button("review", "Review", testid="final-review"),
    )
    tags = _controls(final).tags
    dialog = next(a for tag, a in tags if a.get("data-testid") == "final-scores")
    assert next(tag for tag, a in tags if a.get("data-testid") == "final-scores") == "dialog"
    heading = next(a for tag, a in tags if a.get("id") == dialog["aria-labelledby"])
    assert heading.get("tabindex") == "-1"
    assert any(a.get("id") == dialog["aria-describedby"] for _tag, a in tags)
    actions = final[final.index('class="final-actions"') :]
    assert 'data-testid="final-review"' in actions and 'data-testid="play-again"' in actions
    assert "<th></th>" not in final  # no empty header cell
